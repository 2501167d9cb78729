import { BreadcrumbTrail, breadcrumbPageJsonLd } from '../shared/breadcrumbs';
import './page-texts';
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { DealerProfile } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { imageUrl } from '../api/client';
import { PageHead } from '../head/PageHead';
import { usePublicUrl } from '../head/public-origin';
import { GameCardActions } from '../lists/GameCardActions';
import { GameCard } from '../shared/GameCard';
import { formatCount, formatEuroCents } from '../shared/format';
import { DealerLogo, dealerPath, DealerSocialLinks, useDealerFacts } from './dealer-facts';
import type { DealerPageData } from './dealers-data';
import classes from './dealers.module.css';

/** The website without scheme and trailing slash, as people read an address: "spielekiste.example". */
function readableAddress(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

function useCountTexts(dealer: DealerProfile) {
  const { t } = useTranslation();
  return {
    offers: t('dealers.offers', { count: dealer.offer_count, countText: formatCount(dealer.offer_count) }),
    games: t('dealers.games', { count: dealer.game_count, countText: formatCount(dealer.game_count) }),
  };
}

function DealerFacts({ dealer }: { dealer: DealerProfile }) {
  const { t } = useTranslation();
  const facts = useDealerFacts();
  const counts = useCountTexts(dealer);
  return (
    <dl className={classes.facts} aria-label={t('dealers.factsLabel', { name: dealer.name })}>
      <dt>{t('dealers.ratingLabel')}</dt>
      <dd>{facts.rating(dealer)}</dd>
      <dt>{t('dealers.shippingLabel')}</dt>
      <dd>{facts.shipping(dealer)}</dd>
      {dealer.shipping_info.trim() !== '' && (
        <>
          <dt>{t('dealers.shippingInfoLabel')}</dt>
          <dd className={classes.shippingInfo}>{dealer.shipping_info}</dd>
        </>
      )}
      <dt>{t('dealers.offersLabel')}</dt>
      <dd>
        {dealer.offer_count === 0
          ? facts.offers(0)
          : t('dealers.offersForGames', { offers: counts.offers, games: counts.games })}
      </dd>
    </dl>
  );
}

function DealerGames({ dealer }: { dealer: DealerProfile }) {
  const { t } = useTranslation();
  if (dealer.games.length === 0) return <Text>{t('dealers.gamesNone', { name: dealer.name })}</Text>;
  return (
    <Stack gap="md">
      {dealer.game_count > dealer.games.length && (
        <Text c="dimmed">
          {t('dealers.gamesShownOf', {
            shown: dealer.games.length,
            total: formatCount(dealer.game_count),
            name: dealer.name,
          })}
        </Text>
      )}
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" className={classes.list}>
        {dealer.games.map(({ game, dealer_total: total }) => (
          <Stack component="li" key={game.product_id} gap="xs">
            <GameCard game={game} actions={<GameCardActions game={game} />} />
            <Text size="sm" fw={600}>
              {total === null
                ? t('dealers.dealerNotAvailable', { name: dealer.name })
                : t('dealers.dealerTotal', { name: dealer.name, price: formatEuroCents(total) })}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * `/dealers-details/:slug`: one dealer's profile: logo (or its name in a neutral tile), rating,
 * shipping rules to Germany, the shop's website and the most popular games it offers with its own
 * total. Unknown and inactive dealers are the 404 page (the loader throws it).
 */
export function DealerPage() {
  const { t } = useTranslation();
  const absolute = usePublicUrl();
  const { dealer } = useLoaderData<DealerPageData>();
  const path = dealerPath(dealer.slug);
  const counts = useCountTexts(dealer);
  const crumbs = [
    { name: t('dealers.home'), path: '/' },
    { name: t('dealers.directory'), path: '/dealers-details' },
    { name: dealer.name, path },
  ];

  return (
    <Container size="lg" py="xl">
      <PageHead
        title={t('dealers.pageTitle', { name: dealer.name })}
        description={t('dealers.pageDescription', {
          name: dealer.name,
          offers: counts.offers,
          games: counts.games,
        })}
        path={path}
        image={dealer.logo_image_id === null ? undefined : imageUrl(dealer.logo_image_id, 450)}
        jsonLd={breadcrumbPageJsonLd(
          crumbs.map((crumb) => ({ name: crumb.name, url: absolute(crumb.path) })),
        )}
      />
      <BreadcrumbTrail label={t('dealers.breadcrumbLabel')} crumbs={crumbs} />

      <Stack gap={40}>
        <Stack gap="md" component="header">
          {/* on a phone the name goes below the logo rather than breaking inside a word */}
          <Group gap="lg" align="flex-start">
            <DealerLogo
              dealer={dealer}
              size={96}
              alt={t('dealers.logoAlt', { name: dealer.name })}
              priority
            />
            <Stack gap="sm" style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Title order={1} style={{ overflowWrap: 'break-word' }}>
                {dealer.name}
              </Title>
              {dealer.website !== null && (
                <Text>
                  {t('dealers.websiteLabel')}{' '}
                  {/* rel: the shop is not vouched for by us, and the new window gets no hold on this one */}
                  <Anchor
                    href={dealer.website}
                    target="_blank"
                    rel="nofollow noopener"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {readableAddress(dealer.website)}{' '}
                    <VisuallyHidden>({t('dealers.websiteHint')})</VisuallyHidden>
                  </Anchor>
                </Text>
              )}
              <DealerSocialLinks dealer={dealer} />
            </Stack>
          </Group>
          <DealerFacts dealer={dealer} />
        </Stack>

        <Box component="section" aria-labelledby="dealer-games-heading">
          <Title order={2} id="dealer-games-heading" mb="md">
            {t('dealers.gamesHeading', { name: dealer.name })}
          </Title>
          <DealerGames dealer={dealer} />
        </Box>
      </Stack>
    </Container>
  );
}
