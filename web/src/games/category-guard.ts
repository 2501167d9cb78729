import { isCategorySlug } from '@spielraum/schema';
import { redirect, type LoaderFunctionArgs } from 'react-router';

/** Loader of `/games/:cat?`: a category outside the seven SPEC slugs redirects to /games (SPEC §2, §8). */
export function categoryGuardLoader({ params }: LoaderFunctionArgs): null {
  if (params.cat !== undefined && !isCategorySlug(params.cat)) throw redirect('/games');
  return null;
}
