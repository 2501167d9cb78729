import { isVideoId, isVideoProvider, videoEmbedUrl } from '@spielraum/schema';
import { useEffect, type MouseEvent, type RefObject } from 'react';
import { useConsent } from '../app/consent/consent-store';

/*
 * The videos of a post body. search-api renders every video as a placeholder (schema
 * `renderMagazineDocument`): the cached page is the same for every visitor and cannot know a
 * consent. Here the browser swaps a placeholder for the player after a click on "Inhalt laden"
 * (that one video) or with the "Social Media" consent (all of them), and back when the consent
 * is withdrawn. The placeholder's box stays in the page, hidden, so going back needs no second
 * copy of its text.
 */

const PLACEHOLDER = '[data-video-placeholder]';
const LOAD_BUTTON = '[data-video-load]';
const CONSENT_BOX = '.magazine-video-consent';
const FRAME = '.magazine-video-frame';

/**
 * What the player may do: play, go full screen and open the video at the provider in a new tab.
 * The sandbox keeps it from navigating our page, opening dialogs or downloading; both players
 * need scripts and their own origin to play.
 */
const FRAME_ALLOW = 'fullscreen; picture-in-picture; encrypted-media';
const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

/** Puts the player in place of one placeholder; returns the frame (the one already there, if loaded). */
function loadVideo(placeholder: HTMLElement): HTMLIFrameElement | null {
  const existing = placeholder.querySelector<HTMLIFrameElement>(`${FRAME} iframe`);
  if (existing) return existing;
  const provider = placeholder.dataset.videoProvider;
  const videoId = placeholder.dataset.videoId;
  // the attributes come from our renderer; they are checked again before they become an address
  if (!isVideoProvider(provider) || !isVideoId(provider, videoId)) return null;
  const iframe = document.createElement('iframe');
  iframe.src = videoEmbedUrl({ provider, videoId });
  iframe.title = placeholder.dataset.videoTitle ?? '';
  iframe.setAttribute('loading', 'lazy');
  iframe.setAttribute('allow', FRAME_ALLOW);
  iframe.setAttribute('allowfullscreen', '');
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  // our pages send no referrer at all; YouTube's player refuses to play without the origin
  iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  const frame = document.createElement('div');
  frame.className = 'magazine-video-frame';
  frame.append(iframe);
  const box = placeholder.querySelector<HTMLElement>(CONSENT_BOX);
  if (box) box.hidden = true;
  placeholder.append(frame);
  placeholder.dataset.videoLoaded = '';
  return iframe;
}

/** Removes the player (it stops playing) and shows the placeholder again. */
function unloadVideo(placeholder: HTMLElement): void {
  placeholder.querySelector(FRAME)?.remove();
  const box = placeholder.querySelector<HTMLElement>(CONSENT_BOX);
  if (box) box.hidden = false;
  delete placeholder.dataset.videoLoaded;
}

/**
 * Follows the consent for the videos inside `body` (whose HTML is `html`): with the "Social
 * Media" consent every player loads, without it (and after a withdrawal) every one goes back to
 * its placeholder; nothing happens while server-rendering and hydrating. Returns the click
 * handler for the body that loads one video on "Inhalt laden"; other clicks go to `otherwise`.
 */
export function useVideoEmbeds(
  body: RefObject<HTMLElement | null>,
  html: string,
  otherwise: (event: MouseEvent<HTMLElement>) => void,
): (event: MouseEvent<HTMLElement>) => void {
  const consent = useConsent();
  useEffect(() => {
    const element = body.current;
    // new HTML brings fresh placeholders; a new choice without the consent takes back what a
    // click loaded too
    if (!element || consent === undefined) return;
    for (const placeholder of element.querySelectorAll<HTMLElement>(PLACEHOLDER)) {
      if (consent?.social) loadVideo(placeholder);
      else unloadVideo(placeholder);
    }
  }, [body, html, consent]);

  return (event) => {
    const button = (event.target as Element).closest(LOAD_BUTTON);
    const placeholder = button?.closest<HTMLElement>(PLACEHOLDER);
    if (!placeholder || !event.currentTarget.contains(placeholder)) {
      otherwise(event);
      return;
    }
    event.preventDefault();
    // the button disappears with its box: the keyboard goes on in the player
    loadVideo(placeholder)?.focus();
  };
}
