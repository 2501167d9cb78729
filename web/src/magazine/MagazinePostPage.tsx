import { BreadcrumbTrail } from '../shared/breadcrumbs';
import { Alert, Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { bestTotalLine, magazineImageSources, type GameCard, type MagazinePost } from '@spielraum/schema';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { imageUrl } from '../api/client';
import { CommentThread } from '../comments/CommentThread';
import { PageHead } from '../head/PageHead';
import { usePublicUrl } from '../head/public-origin';
import { useInAppLinks } from '../shared/in-app-links';
import { ShareButtons } from '../shared/ShareButtons';
import { postJsonLd, shareImagePath } from './magazine-json-ld';
import type { magazinePostLoader, magazinePreviewLoader } from './magazine-loaders';
import type { MagazinePostData } from './magazine-data';
import { CategoryBadge, PostGrid, PostMeta, postPath } from './MagazineParts';
import classes from './magazine.module.css';
import { SpeechReader } from './SpeechReader';
import { useVideoEmbeds } from './video-embeds';

/** The article column is at most 720 px wide; on phones the full width. */
const ARTICLE_IMAGE_SIZES = '(max-width: 768px) 100vw, 720px';

function Cover({ post }: { post: MagazinePost }) {
  if (!post.cover) return null;
  const { src, srcSet } = magazineImageSources(post.cover);
  return (
    <figure className={classes.cover}>
      <img
        src={src}
        srcSet={srcSet ?? undefined}
        sizes={srcSet ? ARTICLE_IMAGE_SIZES : undefined}
        alt={post.cover.alt}
        width={post.cover.width}
        height={post.cover.height}
        // the first thing of the article a reader sees: fetched first, not lazily
        fetchPriority="high"
        decoding="async"
      />
    </figure>
  );
}

/**
 * The article text. `body_html` is rendered by search-api from the stored document structure
 * (schema `renderMagazineDocument`): only whitelisted node and mark types, every text escaped,
 * links only to safe targets, images and game cards from our own ids. Nothing of the editor's
 * input is written as markup, so it is safe by construction and needs no sanitiser here.
 * Links to pages of the site navigate inside the app instead of reloading it; videos arrive as
 * placeholders and become players by click or consent (`useVideoEmbeds`). React writes the HTML
 * again only when it changes, so the players it adds stay while the page re-renders.
 */
function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const onClick = useVideoEmbeds(ref, html, useInAppLinks());
  const inner = useMemo(() => ({ __html: html }), [html]);
  return <div ref={ref} className={classes.body} onClick={onClick} dangerouslySetInnerHTML={inner} />;
}

function useGameFacts() {
  const { t } = useTranslation();
  return (game: GameCard): string => {
    const from = game.number_of_players_from;
    const to = game.number_of_players_to;
    const players =
      from !== null && to !== null && from !== to
        ? t('games.playersRange', { from, to })
        : from !== null || to !== null
          ? t('games.players', { count: (from ?? to)! })
          : null;
    const time = game.playing_time === null ? null : t('games.playingTime', { minutes: game.playing_time });
    return [game.publisher, players, time].filter((fact) => fact !== null && fact !== '').join(' · ');
  };
}

/**
 * The games the post features, in the look of the game cards inside the text: cover, title,
 * facts and the live best total incl. shipping, each linking to its game page.
 */
function FeaturedGames({ games }: { games: GameCard[] }) {
  const { t } = useTranslation();
  const factsOf = useGameFacts();
  if (games.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="magazine-games-heading">
      <Title order={2} size="h3" id="magazine-games-heading" mb="md">
        {t('magazine.featuredGames')}
      </Title>
      <ul className={classes.games}>
        {games.map((game) => {
          const facts = factsOf(game);
          return (
            <li key={game.product_id}>
              <div className="magazine-game-card">
                <Link to={`/games/${game.category}/${game.slug}`}>
                  {game.cover_image_id !== null && (
                    // the title beside it names the game; the cover adds nothing to read aloud
                    <img
                      src={imageUrl(game.cover_image_id, 450)}
                      alt=""
                      width={96}
                      height={96}
                      loading="lazy"
                    />
                  )}
                  <span className="magazine-game-card-text">
                    <span className="magazine-game-card-title">{game.title}</span>
                    {facts !== '' && <span className="magazine-game-card-facts">{facts}</span>}
                    <span className="magazine-game-card-price">{bestTotalLine(game)}</span>
                  </span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}

/** The post as readers see it; the preview shows the same with a banner above and without comments. */
function PostView({ data, path, banner }: { data: MagazinePostData; path: string; banner?: ReactNode }) {
  const { t } = useTranslation();
  const absolute = usePublicUrl();
  const { post, related, comments } = data;
  const categoryPath = `/magazine/${post.category_slug}`;
  const sharePath = post.cover ? shareImagePath(post.cover) : undefined;
  const preview = banner !== undefined;

  return (
    <Container size="md" py="xl">
      <PageHead
        title={post.title}
        description={post.teaser || post.lead.slice(0, 300)}
        path={path}
        image={sharePath}
        imageWidth={post.cover?.widths.includes(1200) ? 1200 : undefined}
        type="article"
        noindex={preview}
        jsonLd={
          preview
            ? undefined
            : postJsonLd(
                post,
                {
                  page: absolute(path),
                  image: sharePath === undefined ? undefined : absolute(sharePath),
                  logo: absolute('/favicon.svg'),
                  publisher: t('app.name'),
                },
                [
                  { name: t('magazine.home'), url: absolute('/') },
                  { name: t('magazine.title'), url: absolute('/magazine') },
                  { name: post.category_title, url: absolute(categoryPath) },
                  { name: post.title, url: absolute(path) },
                ],
              )
        }
      />
      <meta property="article:published_time" content={post.published_at} />
      <meta property="article:modified_time" content={post.updated_at} />
      <meta property="article:section" content={post.category_title} />
      {banner}
      <BreadcrumbTrail
        label={t('magazine.breadcrumbLabel')}
        crumbs={[
          { name: t('magazine.home'), path: '/' },
          { name: t('magazine.title'), path: '/magazine' },
          { name: post.category_title, path: categoryPath },
          { name: post.title, path },
        ]}
      />

      <Stack gap={48}>
        <article className={classes.article} aria-labelledby="magazine-post-title">
          <Stack gap="md">
            <CategoryBadge slug={post.category_slug} title={post.category_title} />
            <Title order={1} id="magazine-post-title" style={{ overflowWrap: 'anywhere' }}>
              {post.title}
            </Title>
            {post.lead !== '' && <Text className={classes.lead}>{post.lead}</Text>}
            <PostMeta post={post} />
            <SpeechReader key={post.id} blocks={post.speech_blocks} />
            <Cover post={post} />
            <ArticleBody html={post.body_html} />
            {!preview && (
              <Box mt="md">
                <ShareButtons
                  page={{
                    url: absolute(path),
                    title: post.title,
                    image: sharePath === undefined ? undefined : absolute(sharePath),
                  }}
                />
              </Box>
            )}
          </Stack>
        </article>

        <FeaturedGames games={post.featured_games} />

        {related.length > 0 && (
          <Box component="section" aria-labelledby="magazine-related-heading">
            <Title order={2} size="h3" id="magazine-related-heading" mb="md">
              {t('magazine.related')}
            </Title>
            <PostGrid posts={related} headingOrder={3} />
          </Box>
        )}

        {!preview && (
          <Box maw={720}>
            <CommentThread
              key={post.id}
              targetType="magazine_post"
              targetId={post.id}
              initialThread={comments}
            />
          </Box>
        )}
      </Stack>
    </Container>
  );
}

/** `/magazine/:categorySlug/:slug`: one post (SPEC §2). */
export function MagazinePostPage() {
  const data = useLoaderData<typeof magazinePostLoader>();
  return <PostView data={data} path={postPath(data.post)} />;
}

const STATE_KEYS = {
  draft: 'magazine.stateDraft',
  scheduled: 'magazine.stateScheduled',
  published: 'magazine.statePublished',
  unpublished: 'magazine.stateUnpublished',
} as const satisfies Record<MagazinePost['state'], string>;

/**
 * `/redaktion/magazin/:id/vorschau`: a post in any state as it will look, for editors, with a
 * banner saying so; never indexed.
 */
export function MagazinePreviewPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof magazinePreviewLoader>();
  const banner = (
    <Alert color="yellow" variant="filled" mb="lg" className={classes.previewBanner} role="note">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text fw={700} c="dark.9">
          {t('magazine.previewBanner')}
        </Text>
        <Badge color="dark" variant="white" tt="none">
          {t('magazine.previewState', { state: t(STATE_KEYS[data.post.state]) })}
        </Badge>
      </Group>
    </Alert>
  );
  return <PostView data={data} path={`/redaktion/magazin/${data.post.id}/vorschau`} banner={banner} />;
}
