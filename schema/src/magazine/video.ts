/*
 * The videos a magazine post may embed: a provider and its video id, never a URL or HTML. The
 * addresses the page loads are built here from those two, so the stored document, the server's
 * placeholder, the browser's player and the Content-Security-Policy agree on where a video comes
 * from. No zod here: the editor's "Video einfügen" parses addresses with it in the browser.
 */

export const videoProviderValues = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof videoProviderValues)[number];

/** The longest title an editor may give a video (shown on the placeholder and as the frame's title). */
export const VIDEO_TITLE_MAX_LENGTH = 200;

/**
 * A video id as each provider writes it: YouTube's 11 characters of base64url, Vimeo's number.
 * Nothing else passes, so no path, query or markup can ride along into an address.
 */
export const VIDEO_ID_PATTERNS: Readonly<Record<VideoProvider, RegExp>> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^[1-9][0-9]{0,11}$/,
};

/** The provider's name as readers see it ("Auf YouTube ansehen"). */
export const VIDEO_PROVIDER_NAMES: Readonly<Record<VideoProvider, string>> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

/**
 * The only origins a page may frame (CSP `frame-src`): YouTube's privacy-enhanced mode, which
 * sets no cookie before the video plays, and Vimeo's player.
 */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

export interface VideoReference {
  provider: VideoProvider;
  videoId: string;
}

export function isVideoProvider(value: unknown): value is VideoProvider {
  return typeof value === 'string' && (videoProviderValues as readonly string[]).includes(value);
}

/** Whether `videoId` is a well-formed id of `provider`. */
export function isVideoId(provider: VideoProvider, videoId: unknown): videoId is string {
  return typeof videoId === 'string' && VIDEO_ID_PATTERNS[provider].test(videoId);
}

/**
 * The player's address, from our origins only: YouTube without cookies, Vimeo with "do not
 * track" (no cookies, no viewing statistics tied to the visitor).
 */
export function videoEmbedUrl({ provider, videoId }: VideoReference): string {
  return provider === 'youtube'
    ? `${VIDEO_FRAME_ORIGINS[0]}/embed/${encodeURIComponent(videoId)}`
    : `${VIDEO_FRAME_ORIGINS[1]}/video/${encodeURIComponent(videoId)}?dnt=1`;
}

/** The video's page at the provider: the placeholder's "Auf YouTube ansehen". */
export function videoWatchUrl({ provider, videoId }: VideoReference): string {
  return provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
    : `https://vimeo.com/${encodeURIComponent(videoId)}`;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const YOUTUBE_PATH = /^\/(?:shorts|embed|live)\/([^/]+)\/?$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);

function reference(provider: VideoProvider, videoId: string | null | undefined): VideoReference | null {
  return isVideoId(provider, videoId) ? { provider, videoId } : null;
}

/**
 * The video an editor's address names: `youtube.com/watch?v=…`, `youtu.be/…`,
 * `youtube.com/shorts/…` (and the `embed`/`live` forms, also at youtube-nocookie.com),
 * `vimeo.com/123` and `player.vimeo.com/video/123`, with or without `https://`; anything else is
 * null. Vimeo addresses with a private hash (`vimeo.com/123/abc`) are refused: the player would
 * need the hash, and an unlisted video is not meant to be embedded elsewhere.
 */
export function parseVideoUrl(input: string): VideoReference | null {
  const value = input.trim();
  if (value === '' || value.length > 2_000) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch' || url.pathname === '/watch/')
      return reference('youtube', url.searchParams.get('v'));
    return reference('youtube', YOUTUBE_PATH.exec(url.pathname)?.[1]);
  }
  if (host === 'youtu.be') return reference('youtube', /^\/([^/]+)\/?$/.exec(url.pathname)?.[1]);
  if (host === 'www.youtube-nocookie.com' || host === 'youtube-nocookie.com')
    return reference('youtube', /^\/embed\/([^/]+)\/?$/.exec(url.pathname)?.[1]);
  if (VIMEO_HOSTS.has(host)) return reference('vimeo', /^\/(\d+)\/?$/.exec(url.pathname)?.[1]);
  if (host === 'player.vimeo.com') return reference('vimeo', /^\/video\/(\d+)\/?$/.exec(url.pathname)?.[1]);
  return null;
}
