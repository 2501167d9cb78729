import type { RouteObject } from 'react-router';
import { ignoredGamesLoader, sharedListLoader, userListLoader, userListsLoader } from './list-loaders';

/**
 * Wish lists, collections, their shared views and the ignored games (SPEC §2). The guarded
 * pages check login and verification in their loaders; the shared views are public and
 * server-rendered. Page code loads with the route.
 */
export const listRoutes: RouteObject[] = [
  {
    path: 'wishlists',
    loader: userListsLoader('wishlist'),
    lazy: async () => ({ Component: (await import('./UserListsPage')).UserListsPage }),
  },
  {
    path: 'wishlists/:id',
    loader: userListLoader('wishlist'),
    lazy: async () => ({ Component: (await import('./UserListPage')).UserListPage }),
  },
  {
    path: 'collections',
    loader: userListsLoader('collection'),
    lazy: async () => ({ Component: (await import('./UserListsPage')).UserListsPage }),
  },
  {
    path: 'collections/:id',
    loader: userListLoader('collection'),
    lazy: async () => ({ Component: (await import('./UserListPage')).UserListPage }),
  },
  {
    path: 'wishlistview/:hash',
    loader: sharedListLoader('wishlist'),
    lazy: async () => ({ Component: (await import('./SharedListPage')).SharedListPage }),
  },
  {
    path: 'collectionview/:hash',
    loader: sharedListLoader('collection'),
    lazy: async () => ({ Component: (await import('./SharedListPage')).SharedListPage }),
  },
  {
    path: 'ignore-games',
    loader: ignoredGamesLoader,
    lazy: async () => ({ Component: (await import('./IgnoredGamesPage')).IgnoredGamesPage }),
  },
];
