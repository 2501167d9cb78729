import { slugify } from '../constants/text';

/** Longest post slug we make; the title stays whole in the page, the address needs no more. */
export const SLUG_MAX_LENGTH = 80;

/**
 * The slug of a post from its title: `slugify` ("Städte & Ritter" → "staedte-und-ritter"), cut
 * at a word boundary to at most `SLUG_MAX_LENGTH` characters. Empty when the title has no
 * letter or digit.
 */
export function magazineSlug(title: string): string {
  const slug = slugify(title);
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 20 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/g, '');
}

/** A slug as the API accepts it. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
