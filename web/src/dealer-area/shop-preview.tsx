import { Anchor, Avatar, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { SOCIAL_NETWORK_NAMES, socialNetworkValues, type DealerAreaShop } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../api/client';

/** The shop's public page in the dealer directory. */
export function publicShopPath(slug: string): string {
  return `/dealers-details/${encodeURIComponent(slug)}`;
}

/** The shop's logo as a game page's price table shows it: the logo, or the first letter without one. */
export function PriceTableLogo({ shop }: { shop: Pick<DealerAreaShop, 'name' | 'logo_image_id'> }) {
  const { t } = useTranslation();
  return shop.logo_image_id === null ? (
    <Avatar color="forest" radius="sm" size="md" aria-hidden>
      {shop.name.slice(0, 1)}
    </Avatar>
  ) : (
    <Avatar
      src={imageUrl(shop.logo_image_id, 450)}
      alt={t('dealerArea.previewLogoAlt', { name: shop.name })}
      radius="sm"
      size="md"
    />
  );
}

/** How the public sees the shop: its row in a price table, its social links and its dealer page. */
export function ShopPreview({ shop }: { shop: DealerAreaShop }) {
  const { t } = useTranslation();
  const links = socialNetworkValues.flatMap((network) => {
    const url = shop.social_links[network];
    return url ? [{ network, url }] : [];
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('dealerArea.previewIntro')}</Text>
      <Group
        gap="sm"
        wrap="nowrap"
        p="sm"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      >
        <PriceTableLogo shop={shop} />
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {shop.name}
        </Text>
      </Group>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dealerArea.previewNoSocial')}
        </Text>
      ) : (
        <div>
          <Text size="sm">{t('dealerArea.previewSocial')}</Text>
          <Group component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {links.map((link) => (
              <li key={link.network}>
                <Anchor href={link.url} target="_blank" rel="nofollow noopener" size="sm">
                  {SOCIAL_NETWORK_NAMES[link.network]}{' '}
                  <VisuallyHidden>({t('dealerArea.opensInNewWindow')})</VisuallyHidden>
                </Anchor>
              </li>
            ))}
          </Group>
        </div>
      )}
      {shop.active ? (
        <Anchor href={publicShopPath(shop.slug)} target="_blank" size="sm">
          {t('dealerArea.publicPageOf', { name: shop.name })}{' '}
          <VisuallyHidden>({t('dealerArea.opensInNewWindow')})</VisuallyHidden>
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t('dealerArea.previewInactive')}
        </Text>
      )}
    </Stack>
  );
}
