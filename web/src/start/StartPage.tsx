import './page-texts';
import { Anchor, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GENRE_TILES, PUBLISHER_TILES, THEME_WORLD_TILES } from '@spielraum/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { RecentlyViewedSlot } from '../history/RecentlyViewedSlot';
import { GameCardActions } from '../lists/GameCardActions';
import { GameCard } from '../shared/GameCard';
import { imageUrl } from '../api/client';
import { PageHead } from '../head/PageHead';
import { usePublicUrl } from '../head/public-origin';
import { siteJsonLd } from '../head/site-json-ld';
import { useLocalizedTitle } from '../i18n/localized';
import { SearchBox } from '../search-box/SearchBox';
import type { StartPageData } from './start-loader';
import classes from './start.module.css';
import { categoryEntries, categoryEntryHref, termHref, termKeyIndex } from './tile-links';

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Box>
  );
}

/**
 * A logo tile drawn with type only: no real publisher or licence logos may be shipped with
 * the product, so the name is set as a word mark in a framed tile.
 */
function WordMarkTile({ to, name, variant }: { to: string; name: string; variant: 'publisher' | 'theme' }) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      padding="md"
      className={classes.wordMark}
      data-variant={variant}
    >
      <Text component="span" className={classes.wordMarkText}>
        {name}
      </Text>
    </Card>
  );
}

/** Start page: hero, category and genre tiles, theme-world and publisher word marks, current deals. */
export function StartPage() {
  const { t } = useTranslation();
  const localized = useLocalizedTitle();
  const { deals, facets } = useLoaderData<StartPageData>();
  const index = termKeyIndex(facets);
  const absolute = usePublicUrl();
  // no raster logo exists; a current deal's cover is what a link preview can show
  const shareCoverId = deals.find((game) => game.cover_image_id !== null)?.cover_image_id ?? null;

  return (
    <>
      <PageHead
        title={t('start.metaTitle')}
        fullTitle={t('start.metaTitle')}
        description={t('start.metaDescription')}
        path="/"
        image={shareCoverId === null ? undefined : imageUrl(shareCoverId, 1200)}
        imageWidth={1200}
        jsonLd={siteJsonLd({
          name: t('app.name'),
          description: t('start.metaDescription'),
          logo: '/favicon.svg',
          absolute,
        })}
      />
      <Box className={classes.hero} py={{ base: 40, sm: 64 }}>
        <Container size="xl">
          <Stack gap="md" maw={720}>
            <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
              {t('start.heroTitle')}
            </Title>
            <Text size="lg" c="dark.6">
              {t('start.heroText')}
            </Text>
            <SearchBox placement="start" />
            <Group>
              <Button component={Link} to="/games" size="md">
                {t('start.browseAll')}
              </Button>
              <Button component={Link} to="/extendedsearch" size="md" variant="default">
                {t('start.extendedSearch')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>

      <Container size="xl" py="xl">
        <Stack gap={48}>
          <RecentlyViewedSlot />
          <Section id="start-categories" title={t('start.categoriesHeading')}>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
              {categoryEntries(index).map((entry) => (
                <Card
                  key={entry.slug}
                  component={Link}
                  to={categoryEntryHref(entry)}
                  withBorder
                  padding="md"
                  className={classes.tile}
                  style={{ '--tile-color': entry.color }}
                >
                  {localized(entry.title)}
                </Card>
              ))}
            </SimpleGrid>
          </Section>

          <Section id="start-genres" title={t('start.genresHeading')}>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
              {GENRE_TILES.map((genre) => (
                <Card
                  key={genre.slug}
                  component={Link}
                  to={termHref(index, 'genres', genre.term, genre.title.de)}
                  withBorder
                  padding="md"
                  className={classes.tile}
                >
                  {localized(genre.title)}
                </Card>
              ))}
            </SimpleGrid>
          </Section>

          {deals.length > 0 && (
            <Section
              id="start-deals"
              title={t('start.dealsHeading')}
              action={
                <Anchor component={Link} to="/preisstuerze">
                  {t('start.allDeals')}
                </Anchor>
              }
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
                {deals.map((game) => (
                  <GameCard key={game.product_id} game={game} actions={<GameCardActions game={game} />} />
                ))}
              </SimpleGrid>
            </Section>
          )}

          <Section id="start-theme-worlds" title={t('start.themeWorldsHeading')}>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
              {THEME_WORLD_TILES.map((world) => (
                <WordMarkTile
                  key={world.slug}
                  to={termHref(index, 'themeWorlds', world.slug, world.title)}
                  name={world.title}
                  variant="theme"
                />
              ))}
            </SimpleGrid>
          </Section>

          <Section id="start-publishers" title={t('start.publishersHeading')}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              {PUBLISHER_TILES.map((publisher) => (
                <WordMarkTile
                  key={publisher.slug}
                  to={termHref(index, 'publishers', publisher.slug, publisher.title)}
                  name={publisher.title}
                  variant="publisher"
                />
              ))}
            </SimpleGrid>
          </Section>
        </Stack>
      </Container>
    </>
  );
}
