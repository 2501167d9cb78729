import { magazineSlug } from '@spielraum/schema';
import type { DemoPost } from './builder';
import { DRAFT_POST, GUIDE_POSTS } from './posts-guides';
import { FAIR_POSTS, SCHEDULED_POST } from './posts-fairs';
import { INDUSTRY_POSTS } from './posts-industry';
import { NEW_GAME_POSTS } from './posts-new';
import { TEST_POSTS } from './posts-tests';

/**
 * The demo magazine: published posts of every category over the last ten weeks, one draft and
 * one post scheduled after the seed. Written in German for Spielraum; facts about real games
 * are those of the demo catalogue (designers, publishers, player counts, real awards).
 */
export const DEMO_POSTS: readonly DemoPost[] = [
  ...INDUSTRY_POSTS,
  ...TEST_POSTS,
  ...NEW_GAME_POSTS,
  ...GUIDE_POSTS,
  ...FAIR_POSTS,
  DRAFT_POST,
  SCHEDULED_POST,
];

/** The address slug of a demo post. */
export function demoPostSlug(post: DemoPost): string {
  return post.slug ?? magazineSlug(post.title);
}
