import type { FeedFormat } from '@spielraum/schema';
import { isOfferFeedFormat, type OfferFeedFormat, type ProductFeedFormat } from '@spielraum/schema/feeds';
import type { FeedReader, OfferRow, ProductRow } from '../types';
import { readGoogleCsv } from './google-csv';
import { readGoogleXml } from './google-xml';
import { readIdealoCsv } from './idealo-csv';
import { readOfferJsonLines } from './jsonl';
import { readProductCsv } from './product-csv';
import { readProductJsonLines } from './product-jsonl';

export {
  readGoogleCsv,
  readGoogleXml,
  readIdealoCsv,
  readOfferJsonLines,
  readProductCsv,
  readProductJsonLines,
};
export { DELIVERY_TIME_KEYWORDS, GOOGLE_AVAILABILITY_TABLE, MAX_RECORD_CHARS } from './values';

const OFFER_READERS: Record<OfferFeedFormat, FeedReader<OfferRow>> = {
  google_xml: readGoogleXml,
  google_csv: readGoogleCsv,
  idealo_csv: readIdealoCsv,
  jsonl: readOfferJsonLines,
};

const PRODUCT_READERS: Record<ProductFeedFormat, FeedReader<ProductRow>> = {
  product_jsonl: readProductJsonLines,
  product_csv: readProductCsv,
};

/** The streaming reader for a feed format of schema's `feedFormatValues`. */
export function readerFor(format: OfferFeedFormat): FeedReader<OfferRow>;
export function readerFor(format: ProductFeedFormat): FeedReader<ProductRow>;
export function readerFor(format: FeedFormat): FeedReader<OfferRow> | FeedReader<ProductRow>;
export function readerFor(format: FeedFormat): FeedReader<OfferRow> | FeedReader<ProductRow> {
  return isOfferFeedFormat(format) ? OFFER_READERS[format] : PRODUCT_READERS[format];
}
