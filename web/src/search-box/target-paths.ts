import {
  landingPageOfTermKey,
  landingPath,
  type GameSuggestion,
  type PostSuggestion,
} from '@spielraum/schema';

/** The game page of a suggested game. */
export function gameTargetPath(game: Pick<GameSuggestion, 'group' | 'slug'>): string {
  return `/games/${game.group}/${game.slug}`;
}

/**
 * The games of a publisher (`key` like `12-kosmos`): its landing page (`/verlag/kosmos`) when it
 * has one, else the list filtered by it.
 */
export function publisherTargetPath(key: string): string {
  const landing = landingPageOfTermKey('publishers', key);
  return landing ? landingPath(landing) : `/games?filter-verlag=${encodeURIComponent(key)}`;
}

/** The games of a designer (`key` like `34-reiner-knizia`); see publisherTargetPath. */
export function designerTargetPath(key: string): string {
  return `/games?filter-spieldesign=${encodeURIComponent(key)}`;
}

/** A magazine post's page. */
export function postTargetPath(post: Pick<PostSuggestion, 'category_slug' | 'slug'>): string {
  return `/magazine/${post.category_slug}/${post.slug}`;
}
