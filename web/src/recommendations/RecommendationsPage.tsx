import { Anchor, Breadcrumbs, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { magazineImageSources, type RecommendationListCard } from '@spielraum/schema';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { PageHead } from '../head/PageHead';
import { usePublicUrl } from '../head/public-origin';
import { breadcrumbPageJsonLd } from './recommendations-json-ld';
import type { recommendationsLoader } from './recommendations-loaders';
import classes from './recommendations.module.css';
import { CoverPlaceholder, listPath, pagedPath, Pager, useSumLine } from './RecommendationParts';

/** Tiles sit one per row on phones, two on tablets, three on wide screens. */
const TILE_SIZES = '(min-width: 75em) 400px, (min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';

/** A list in the overview: cover, title, curator, games, the sum of best totals and followers. */
function ListTile({ list }: { list: RecommendationListCard }) {
  const { t } = useTranslation();
  const sumLine = useSumLine();
  const cover = list.cover ? magazineImageSources(list.cover) : null;
  return (
    <Card component="article" withBorder padding="md" className={classes.tile}>
      <Card.Section>
        {cover && list.cover ? (
          <img
            className={classes.tileCover}
            src={cover.src}
            srcSet={cover.srcSet ?? undefined}
            sizes={cover.srcSet ? TILE_SIZES : undefined}
            // the title next to it says what the tile is; the picture adds nothing to read aloud
            alt=""
            width={list.cover.width}
            height={list.cover.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <CoverPlaceholder />
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={2} size="h4">
          <Link to={listPath(list)} className={classes.tileLink}>
            {list.title}
          </Link>
        </Title>
        <Text size="sm" c="dimmed">
          {t('recommendations.byCurator', { name: list.curator_name })}
        </Text>
        {list.excerpt !== '' && (
          <Text size="sm" lineClamp={3}>
            {list.excerpt}
          </Text>
        )}
        <Text size="sm" fw={600} c="forest.8">
          {sumLine(list)}
        </Text>
        <Group gap="xs" c="dimmed">
          <Text size="xs">{t('recommendations.games', { count: list.game_count })}</Text>
          <Text size="xs" aria-hidden="true">
            ·
          </Text>
          <Text size="xs">{t('recommendations.followers', { count: list.follower_count })}</Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** `/recommendations`: the public recommendation lists as tiles, with paging. */
export function RecommendationsPage() {
  const { t } = useTranslation();
  const absolute = usePublicUrl();
  const { page, recommendations } = useLoaderData<typeof recommendationsLoader>();
  const heading = t('recommendations.title');
  const title = page > 1 ? t('recommendations.pageTitleWithPage', { title: heading, page }) : heading;
  const path = pagedPath('/recommendations', page);

  return (
    <Container size="xl" py="xl">
      <PageHead
        title={title}
        description={t('recommendations.description')}
        path={path}
        jsonLd={breadcrumbPageJsonLd([
          { name: t('recommendations.home'), url: absolute('/') },
          { name: heading, url: absolute(path) },
        ])}
      />
      <Stack gap="lg">
        <nav aria-label={t('recommendations.breadcrumbLabel')}>
          <Breadcrumbs separator="›">
            <Anchor component={Link} to="/" size="sm">
              {t('recommendations.home')}
            </Anchor>
            <Text size="sm" aria-current="page">
              {heading}
            </Text>
          </Breadcrumbs>
        </nav>
        <Stack gap="xs">
          <Title order={1}>{heading}</Title>
          <Text c="dimmed" maw={720}>
            {t('recommendations.intro')}
          </Text>
        </Stack>
        {recommendations.lists.length === 0 ? (
          <Text>{page > 1 ? t('recommendations.pageEmpty') : t('recommendations.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {recommendations.lists.map((list) => (
              <ListTile key={list.id} list={list} />
            ))}
          </SimpleGrid>
        )}
        <Pager
          page={page}
          pages={recommendations.pages}
          hrefOf={(value) => pagedPath('/recommendations', value)}
        />
      </Stack>
    </Container>
  );
}
