import { STATIC_PAGES } from '@spielraum/schema';
import type { RouteObject } from 'react-router';
import { StaticPage } from './StaticPage';

/** Impressum, privacy and the other text pages, rendered with the main bundle. */
export const staticPageRoutes: RouteObject[] = STATIC_PAGES.map((page) => ({
  path: page.path,
  element: <StaticPage path={page.path} />,
}));
