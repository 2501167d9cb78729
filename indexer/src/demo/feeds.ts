import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { Availability } from '@spielraum/schema';
import type { DemoOffer } from './generate';

/** Google Merchant availability for our five values (out_of_stock + date means reordered). */
export const GOOGLE_AVAILABILITY: Record<Availability, string> = {
  is_available: 'in_stock',
  not_in_stock_but_can_order: 'backorder',
  pre_available: 'preorder',
  not_available_reordered: 'out_of_stock',
  not_available: 'out_of_stock',
};

function euros(cents: number): string {
  return `${(cents / 100).toFixed(2)} EUR`;
}

function xml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

function googleFields(offer: DemoOffer, imageBase: string) {
  return {
    id: offer.sku,
    title: offer.title,
    link: offer.url,
    price: euros(offer.formerPriceCents ?? offer.priceCents),
    sale_price: offer.formerPriceCents ? euros(offer.priceCents) : '',
    gtin: offer.gtin,
    mpn: offer.mpn,
    brand: offer.brand,
    availability: GOOGLE_AVAILABILITY[offer.availability],
    availability_date: offer.availabilityDate ?? '',
    shipping: `DE:::${euros(offer.shippingCents)}`,
    condition: offer.condition,
    image_link: `${imageBase}/${offer.productSlug}.svg`,
    product_type: `Spiele > ${offer.productType}`,
  };
}

/** A dealer feed in Google-Merchant XML (RSS 2.0 with the g: namespace). */
export function renderGoogleXmlFeed(dealerName: string, website: string, offers: DemoOffer[]): string {
  const items = offers.map((offer) => {
    const fields = googleFields(offer, `${website}/bilder`);
    const shipping = `<g:shipping><g:country>DE</g:country><g:price>${euros(offer.shippingCents)}</g:price></g:shipping>`;
    const simple = Object.entries(fields)
      .filter(([key, value]) => value !== '' && key !== 'shipping' && key !== 'title' && key !== 'link')
      .map(([key, value]) => `<g:${key}>${xml(value)}</g:${key}>`)
      .join('');
    return `<item><title>${xml(fields.title)}</title><link>${xml(fields.link)}</link>${simple}${shipping}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>${xml(dealerName)}</title>
<link>${xml(website)}</link>
<description>Produktfeed von ${xml(dealerName)}</description>
${items.join('\n')}
</channel>
</rss>
`;
}

/** The same feed in Google's CSV form with Google's attribute names. */
export function renderGoogleCsvFeed(website: string, offers: DemoOffer[]): string {
  return stringify(
    offers.map((offer) => googleFields(offer, `${website}/bilder`)),
    { header: true },
  );
}

/** Writes one feed file per dealer and returns their paths by dealer slug. */
export async function writeDemoFeeds(directory: string, offers: DemoOffer[]): Promise<Map<string, string>> {
  await mkdir(directory, { recursive: true });
  const byDealer = new Map<string, DemoOffer[]>();
  for (const offer of offers)
    byDealer.set(offer.dealer.slug, [...(byDealer.get(offer.dealer.slug) ?? []), offer]);
  const paths = new Map<string, string>();
  for (const [slug, dealerOffers] of byDealer) {
    const dealer = dealerOffers[0]!.dealer;
    const isXml = dealer.feedFormat === 'google_xml';
    const path = join(directory, `${slug}.${isXml ? 'xml' : 'csv'}`);
    await writeFile(
      path,
      isXml
        ? renderGoogleXmlFeed(dealer.name, dealer.website, dealerOffers)
        : renderGoogleCsvFeed(dealer.website, dealerOffers),
    );
    paths.set(slug, path);
  }
  return paths;
}
