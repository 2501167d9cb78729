import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  isVideoId,
  isVideoProvider,
  magazineImageSources,
  VIDEO_PROVIDER_NAMES,
  VIDEO_TITLE_MAX_LENGTH,
  videoWatchUrl,
  type EditorPost,
  type MagazineImage,
} from '@spielraum/schema';
import StarterKit from '@tiptap/starter-kit';
import {
  mergeAttributes,
  Node,
  NodeViewWrapper,
  ReactNodeViewRenderer,
  type Extensions,
  type NodeViewProps,
} from '@tiptap/react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { linkHref } from './editor-document';
import classes from './editorial.module.css';

/** What the editor's images and game cards show: the images and games the post knows of. */
export interface EditorLookups {
  images: ReadonlyMap<number, MagazineImage>;
  games: ReadonlyMap<number, EditorPost['featured_games'][number]>;
}

/** Handed to the node views; they render inside the editor's React tree (Tiptap's portals). */
export const EditorLookupsContext = createContext<EditorLookups>({ images: new Map(), games: new Map() });

function idFromAttribute(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

function ImageView({ node, updateAttributes, deleteNode, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const { images } = useContext(EditorLookupsContext);
  const id = node.attrs.imageId as number;
  const image = images.get(id);
  const { src, srcSet } = magazineImageSources({ id, widths: image?.widths ?? [] });
  const alt = (node.attrs.alt as string | null) ?? '';
  const caption = (node.attrs.caption as string | null) ?? '';
  return (
    <NodeViewWrapper
      as="figure"
      className={classes.figure}
      data-selected={selected || undefined}
      aria-label={t('editorial.imageNode', { caption: caption || alt || id })}
    >
      <img
        src={src}
        srcSet={srcSet ?? undefined}
        sizes="(max-width: 768px) 100vw, 720px"
        alt={alt || image?.alt || ''}
        width={image?.width}
        height={image?.height}
        className={classes.figureImage}
        data-drag-handle
      />
      <Stack gap={4} contentEditable={false} className={classes.nodeControls}>
        <TextInput
          size="xs"
          label={t('editorial.imageCaption')}
          value={caption}
          maxLength={500}
          onChange={(event) => updateAttributes({ caption: event.currentTarget.value })}
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            label={t('editorial.imageAlt')}
            value={alt}
            maxLength={500}
            onChange={(event) => updateAttributes({ alt: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <Button size="xs" variant="subtle" color="red" onClick={() => deleteNode()}>
            {t('editorial.removeNode')}
          </Button>
        </Group>
      </Stack>
    </NodeViewWrapper>
  );
}

/**
 * A body image (`magazineDocumentSchema`'s `image`): our image id, never a URL, with its alt
 * text and caption. The editor shows it as the page will, a figure, with the caption and alt
 * text editable below it.
 */
const MagazineImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      imageId: {
        default: null,
        parseHTML: (element: HTMLElement) => idFromAttribute(element.getAttribute('data-image-id')),
        renderHTML: (attributes: Record<string, unknown>) => ({ 'data-image-id': attributes.imageId }),
      },
      alt: {
        default: '',
        parseHTML: (element: HTMLElement) => element.getAttribute('data-alt') ?? '',
        renderHTML: (attributes: Record<string, unknown>) => ({ 'data-alt': attributes.alt }),
      },
      caption: {
        default: '',
        parseHTML: (element: HTMLElement) => element.getAttribute('data-caption') ?? '',
        renderHTML: (attributes: Record<string, unknown>) => ({ 'data-caption': attributes.caption }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'figure[data-image-id]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['figure', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(ImageView);
  },
});

function GameCardView({ node, deleteNode, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const { games } = useContext(EditorLookupsContext);
  const productId = node.attrs.productId as number;
  const title = games.get(productId)?.title ?? t('editorial.gameCardUnknown', { id: productId });
  return (
    <NodeViewWrapper
      as="aside"
      className={classes.gameCard}
      data-selected={selected || undefined}
      aria-label={t('editorial.gameCardNode', { title })}
      data-drag-handle
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" contentEditable={false}>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {t('editorial.gameCardLabel')}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
        </Stack>
        <Button size="xs" variant="subtle" color="red" onClick={() => deleteNode()}>
          {t('editorial.removeNode')}
        </Button>
      </Group>
    </NodeViewWrapper>
  );
}

/** A game card (`gameCard`): the page shows the game's cover, facts and best price there. */
const GameCardNode = Node.create({
  name: 'gameCard',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      productId: {
        default: null,
        parseHTML: (element: HTMLElement) => idFromAttribute(element.getAttribute('data-product-id')),
        renderHTML: (attributes: Record<string, unknown>) => ({ 'data-product-id': attributes.productId }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'aside[data-product-id]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['aside', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(GameCardView);
  },
});

function VideoView({ node, updateAttributes, deleteNode, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const provider = node.attrs.provider as unknown;
  const videoId = node.attrs.videoId as unknown;
  const title = (node.attrs.title as string | null) ?? '';
  const valid = isVideoProvider(provider) && isVideoId(provider, videoId);
  const providerName = isVideoProvider(provider) ? VIDEO_PROVIDER_NAMES[provider] : '?';
  return (
    <NodeViewWrapper
      as="figure"
      className={classes.video}
      data-selected={selected || undefined}
      aria-label={t('editorial.videoNode', { title: title.trim() || t('editorial.videoUntitled') })}
      data-drag-handle
    >
      <Stack gap={4} contentEditable={false}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t('editorial.videoLabel', { provider: providerName })}
            </Text>
            {valid && (
              // the editor checks the video at the provider in a tab of its own, never here
              <Anchor
                href={videoWatchUrl({ provider, videoId })}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {t('editorial.videoOpen', { provider: providerName })}
              </Anchor>
            )}
          </Stack>
          <Button size="xs" variant="subtle" color="red" onClick={() => deleteNode()}>
            {t('editorial.removeNode')}
          </Button>
        </Group>
        <TextInput
          size="xs"
          label={t('editorial.videoTitle')}
          value={title}
          maxLength={VIDEO_TITLE_MAX_LENGTH}
          onChange={(event) => updateAttributes({ title: event.currentTarget.value })}
        />
        <Text size="xs" c="dimmed">
          {t('editorial.videoPlaceholderHint')}
        </Text>
      </Stack>
    </NodeViewWrapper>
  );
}

/**
 * An embedded video (`video`): the provider and its video id, never an address or a player.
 * The editor shows a placeholder with the title to edit, as the page does until the reader loads
 * the video; nothing is fetched from the provider while writing.
 */
const VideoNode = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      provider: {
        default: null,
        parseHTML: (element: HTMLElement) => {
          const value = element.getAttribute('data-video-provider');
          return isVideoProvider(value) ? value : null;
        },
        renderHTML: (attributes: Record<string, unknown>) => ({ 'data-video-provider': attributes.provider }),
      },
      videoId: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('data-video-id'),
        renderHTML: (attributes: Record<string, unknown>) => ({ 'data-video-id': attributes.videoId }),
      },
      title: {
        default: '',
        parseHTML: (element: HTMLElement) => element.getAttribute('data-video-title') ?? '',
        renderHTML: (attributes: Record<string, unknown>) => ({ 'data-video-title': attributes.title }),
      },
    };
  },
  parseHTML() {
    // also what a page's placeholder looks like, so a video copied from a post pastes as one
    return [{ tag: 'figure[data-video-provider][data-video-id]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['figure', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(VideoView);
  },
});

/**
 * The editor's schema: exactly the node and mark types the API stores
 * (`magazineDocumentSchema`). StarterKit v3 brings link and underline itself; everything it
 * brings is allowed there, so nothing is switched off, only set up: headings h2–h4 (h1 is the
 * title), links that do not open on click and only to targets the page will link
 * (`linkHref`: http, https, mailto, our own paths).
 */
export function magazineExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url) => linkHref(url) !== null,
      },
    }),
    MagazineImageNode,
    GameCardNode,
    VideoNode,
  ];
}
