import type { RouteObject } from 'react-router';
import {
  magazineCategoryLoader,
  magazineHomeLoader,
  magazinePostLoader,
  magazinePreviewLoader,
  magazineSearchLoader,
} from './magazine-loaders';

/**
 * The magazine (SPEC §2): start, search, category, post, and the editors' preview of a post.
 * Every page's code loads with its route (lazy), so the start and game pages do not grow; the
 * server-rendered page preloads the lazy module's chunks (head/module-preload.ts).
 * `magazine/searchterm` is a static segment and wins over `magazine/:slug` whatever the order;
 * it comes first so the intent is plain to read.
 */
// one import for both routes that show a post, so the first JavaScript lists its chunks once
const postPage = () => import('./MagazinePostPage');

export const magazineRoutes: RouteObject[] = [
  {
    path: 'magazine',
    loader: magazineHomeLoader,
    lazy: async () => ({ Component: (await import('./MagazineHomePage')).MagazineHomePage }),
    handle: { lazyModule: 'src/magazine/MagazineHomePage.tsx' },
  },
  {
    path: 'magazine/searchterm',
    loader: magazineSearchLoader,
    lazy: async () => ({ Component: (await import('./MagazineSearchPage')).MagazineSearchPage }),
    handle: { lazyModule: 'src/magazine/MagazineSearchPage.tsx' },
  },
  {
    path: 'magazine/:slug',
    loader: magazineCategoryLoader,
    lazy: async () => ({ Component: (await import('./MagazineCategoryPage')).MagazineCategoryPage }),
    handle: { lazyModule: 'src/magazine/MagazineCategoryPage.tsx' },
  },
  {
    path: 'magazine/:categorySlug/:slug',
    loader: magazinePostLoader,
    lazy: async () => ({ Component: (await postPage()).MagazinePostPage }),
    handle: { lazyModule: 'src/magazine/MagazinePostPage.tsx' },
  },
  {
    path: 'redaktion/magazin/:id/vorschau',
    loader: magazinePreviewLoader,
    lazy: async () => ({ Component: (await postPage()).MagazinePreviewPage }),
    handle: { lazyModule: 'src/magazine/MagazinePostPage.tsx' },
  },
];
