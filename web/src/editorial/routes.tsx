import type { RouteObject } from 'react-router';
import {
  editorPostsLoader,
  moderationLoader,
  oldModerationLoader,
  postEditorLoader,
  sitePageEditorLoader,
  sitePagesLoader,
} from './editorial-loaders';

const postEditor: Pick<RouteObject, 'loader' | 'lazy' | 'handle'> = {
  loader: postEditorLoader,
  // the rich-text editor (Tiptap, ProseMirror) loads only here, never with the public pages
  lazy: async () => ({ Component: (await import('./PostEditorPage')).PostEditorPage }),
  handle: { lazyModule: 'src/editorial/PostEditorPage.tsx' },
};

/**
 * The editorial back office: the magazine's posts and their editor and the static pages' texts
 * (permission `editor_magazine`), and the one moderation queue of reviews and comments
 * (`editor_moderate`). Every page's code loads with its route, the rich-text editor only with
 * the two editors. The preview `/redaktion/magazin/:id/vorschau` is the magazine's own.
 */
export const editorialRoutes: RouteObject[] = [
  {
    path: 'redaktion/magazin',
    loader: editorPostsLoader,
    lazy: async () => ({ Component: (await import('./PostsPage')).PostsPage }),
    handle: { lazyModule: 'src/editorial/PostsPage.tsx' },
  },
  { path: 'redaktion/magazin/neu', ...postEditor },
  { path: 'redaktion/magazin/:id', ...postEditor },
  {
    path: 'redaktion/seiten',
    loader: sitePagesLoader,
    lazy: async () => ({ Component: (await import('./SitePagesPage')).SitePagesPage }),
    handle: { lazyModule: 'src/editorial/SitePagesPage.tsx' },
  },
  {
    path: 'redaktion/seiten/:path',
    loader: sitePageEditorLoader,
    // the rich-text editor, like the post editor's, loads only here
    lazy: async () => ({ Component: (await import('./SitePageEditorPage')).SitePageEditorPage }),
    handle: { lazyModule: 'src/editorial/SitePageEditorPage.tsx' },
  },
  { path: 'redaktion/kommentare', loader: oldModerationLoader },
  {
    path: 'redaktion/moderation',
    loader: moderationLoader,
    lazy: async () => ({ Component: (await import('./ModerationPage')).ModerationPage }),
    handle: { lazyModule: 'src/editorial/ModerationPage.tsx' },
  },
];
