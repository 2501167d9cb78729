import { BreadcrumbTrail } from '../shared/breadcrumbs';
import { Alert, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { magazineImageSources, magazineImageUrl, type RecommendationList } from '@spielraum/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { useAuthDialog } from '../app/auth-dialog-context';
import { useSession } from '../app/session';
import { useMutation } from '../app/use-mutation';
import { CommentThread } from '../comments/CommentThread';
import { PageHead } from '../head/PageHead';
import { usePublicUrl } from '../head/public-origin';
import { GameCardActions } from '../lists/GameCardActions';
import { GameCard } from '../shared/GameCard';
import { ShareButtons } from '../shared/ShareButtons';
import { setFollowing } from './recommendations-api';
import { recommendationListJsonLd } from './recommendations-json-ld';
import type { recommendationListLoader } from './recommendations-loaders';
import classes from './recommendations.module.css';
import { IntroText, listPath, useSumLine } from './RecommendationParts';

/** The cover column is at most 960 px wide; on phones the full width. */
const COVER_SIZES = '(max-width: 62em) 100vw, 960px';

/**
 * "Folgen"/"Entfolgen" with the follower count. Visitors get the login dialog; the API answers
 * the new state and count, which replace what is shown.
 */
function FollowButton({ list }: { list: RecommendationList }) {
  const { t } = useTranslation();
  const session = useSession();
  const auth = useAuthDialog();
  const [state, setState] = useState({ following: list.following, count: list.follower_count });
  const follow = useMutation({
    mutate: (next: boolean) => setFollowing(list.id, next),
    successText: (answer) =>
      answer.data.following
        ? t('recommendations.followed', { title: list.title })
        : t('recommendations.unfollowed', { title: list.title }),
    onSuccess: (answer) => setState({ following: answer.data.following, count: answer.data.follower_count }),
  });
  const toggle = () => {
    if (session.user === null) auth.open('login');
    else void follow.run(!state.following);
  };
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button
          variant={state.following ? 'default' : 'filled'}
          onClick={toggle}
          loading={follow.busy}
          aria-pressed={state.following}
        >
          {state.following ? t('recommendations.unfollow') : t('recommendations.follow')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('recommendations.followers', { count: state.count })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('recommendations.followHint')}
      </Text>
    </Stack>
  );
}

function Cover({ list }: { list: RecommendationList }) {
  if (!list.cover) return null;
  const { src, srcSet } = magazineImageSources(list.cover);
  return (
    <figure className={classes.cover}>
      <img
        src={src}
        srcSet={srcSet ?? undefined}
        sizes={srcSet ? COVER_SIZES : undefined}
        alt={list.cover.alt}
        width={list.cover.width}
        height={list.cover.height}
        fetchPriority="high"
        decoding="async"
      />
    </figure>
  );
}

/** The cover Open Graph names: the 1200 px WebP, else the widest there is, else the original. */
function shareImagePath(list: RecommendationList): string | undefined {
  const cover = list.cover;
  if (!cover) return undefined;
  if (cover.widths.includes(1200)) return magazineImageUrl(cover.id, 1200);
  return cover.widths.length > 0
    ? magazineImageUrl(cover.id, Math.max(...cover.widths))
    : magazineImageUrl(cover.id, 'original');
}

/**
 * `/recommendations/:slug`: a curator's list with its games in order (live best totals, "Merken"
 * and the curator's note), the sum, following and the comments. Unlisted and private lists stay
 * out of search engines.
 */
export function RecommendationListPage() {
  const { t } = useTranslation();
  const absolute = usePublicUrl();
  const sumLine = useSumLine();
  const { list, comments } = useLoaderData<typeof recommendationListLoader>();
  const path = listPath(list);
  const items = [...list.items].sort((a, b) => a.position - b.position);
  const trail = [
    { name: t('recommendations.home'), path: '/' },
    { name: t('recommendations.title'), path: '/recommendations' },
    { name: list.title, path },
  ];
  const crumbs = trail.map((crumb) => ({ name: crumb.name, url: absolute(crumb.path) }));
  const hidden = list.visibility !== 'public';
  const imagePath = shareImagePath(list);
  const shareImage = imagePath === undefined ? undefined : absolute(imagePath);
  const description =
    list.excerpt ||
    t('recommendations.listDescription', {
      name: list.curator_name,
      games: t('recommendations.games', { count: list.game_count }),
    });

  return (
    <Container size="lg" py="xl">
      <PageHead
        title={list.title}
        description={description}
        path={path}
        image={imagePath}
        imageWidth={list.cover?.widths.includes(1200) ? 1200 : undefined}
        noindex={hidden}
        jsonLd={recommendationListJsonLd(
          { title: list.title, games: items.map((item) => item.game) },
          absolute,
          crumbs,
        )}
      />
      <BreadcrumbTrail label={t('recommendations.breadcrumbLabel')} crumbs={trail} />

      <Stack gap={40}>
        <Stack gap="md" component="header">
          {list.visibility === 'unlisted' && (
            <Alert color="yellow" variant="light">
              {t('recommendations.unlistedHint')}
            </Alert>
          )}
          {list.visibility === 'private' && list.own && (
            <Alert color="gray" variant="light">
              {t('recommendations.privateHint')}
            </Alert>
          )}
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {list.title}
              </Title>
              <Text c="dimmed">{t('recommendations.byCurator', { name: list.curator_name })}</Text>
            </Stack>
            {list.own && (
              <Button component={Link} to={`/recommendationform/${list.id}`} variant="default">
                {t('recommendations.edit')}
              </Button>
            )}
          </Group>
          <Cover list={list} />
          <IntroText text={list.intro} />
          <Text fw={700} c="forest.8">
            {sumLine(list)}
          </Text>
          <FollowButton key={list.id} list={list} />
          {/* a private list opens for its curator only: a shared link would lead others nowhere */}
          {list.visibility !== 'private' && (
            <ShareButtons page={{ url: absolute(path), title: list.title, image: shareImage }} />
          )}
        </Stack>

        <Box component="section" aria-labelledby="recommendation-games-heading">
          <Title order={2} id="recommendation-games-heading" mb="md">
            {t('recommendations.gamesHeading')}
          </Title>
          {items.length === 0 ? (
            <Text>{t('recommendations.noGames')}</Text>
          ) : (
            <SimpleGrid
              component="ol"
              cols={{ base: 1, xs: 2, md: 3 }}
              spacing="lg"
              className={classes.games}
            >
              {items.map((item) => (
                <Stack component="li" key={item.game.product_id} gap="xs">
                  <GameCard game={item.game} actions={<GameCardActions game={item.game} />} />
                  {item.note !== null && item.note !== '' && (
                    <Text size="sm" className={classes.note}>
                      <Text span size="xs" c="dimmed" display="block">
                        {t('recommendations.curatorNote', { name: list.curator_name })}
                      </Text>
                      {item.note}
                    </Text>
                  )}
                </Stack>
              ))}
            </SimpleGrid>
          )}
        </Box>

        <CommentThread targetType="recommendation_list" targetId={list.id} initialThread={comments} />
      </Stack>
    </Container>
  );
}
