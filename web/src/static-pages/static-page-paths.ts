import type { STATIC_PAGES } from '@spielraum/schema';

export type StaticPagePath = (typeof STATIC_PAGES)[number]['path'];
