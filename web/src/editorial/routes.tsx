import type { RouteObject } from 'react-router';
import { NOINDEX } from '../head/robots';

// the guarding loaders come with each page's lazy module: only editors open these pages, and
// every byte here counts against the game page's JavaScript budget
const loaders = () => import('./editorial-loaders');

const postEditor: Pick<RouteObject, 'lazy' | 'handle'> = {
  // the rich-text editor (Tiptap, ProseMirror) loads only here, never with the public pages
  lazy: async () => {
    const [{ postEditorLoader }, { PostEditorPage }] = await Promise.all([
      loaders(),
      import('./PostEditorPage'),
    ]);
    return { loader: postEditorLoader, Component: PostEditorPage };
  },
  handle: { lazyModule: 'src/editorial/PostEditorPage.tsx', ...NOINDEX },
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
    lazy: async () => {
      const [{ editorPostsLoader }, { PostsPage }] = await Promise.all([loaders(), import('./PostsPage')]);
      return { loader: editorPostsLoader, Component: PostsPage };
    },
    handle: { lazyModule: 'src/editorial/PostsPage.tsx', ...NOINDEX },
  },
  { path: 'redaktion/magazin/neu', ...postEditor },
  { path: 'redaktion/magazin/:id', ...postEditor },
  {
    path: 'redaktion/seiten',
    lazy: async () => {
      const [{ sitePagesLoader }, { SitePagesPage }] = await Promise.all([
        loaders(),
        import('./SitePagesPage'),
      ]);
      return { loader: sitePagesLoader, Component: SitePagesPage };
    },
    handle: { lazyModule: 'src/editorial/SitePagesPage.tsx', ...NOINDEX },
  },
  {
    path: 'redaktion/seiten/:path',
    // the rich-text editor, like the post editor's, loads only here
    lazy: async () => {
      const [{ sitePageEditorLoader }, { SitePageEditorPage }] = await Promise.all([
        loaders(),
        import('./SitePageEditorPage'),
      ]);
      return { loader: sitePageEditorLoader, Component: SitePageEditorPage };
    },
    handle: { lazyModule: 'src/editorial/SitePageEditorPage.tsx', ...NOINDEX },
  },
  { path: 'redaktion/kommentare', lazy: async () => ({ loader: (await loaders()).oldModerationLoader }) },
  {
    path: 'redaktion/moderation',
    lazy: async () => {
      const [{ moderationLoader }, { ModerationPage }] = await Promise.all([
        loaders(),
        import('./ModerationPage'),
      ]);
      return { loader: moderationLoader, Component: ModerationPage };
    },
    handle: { lazyModule: 'src/editorial/ModerationPage.tsx', ...NOINDEX },
  },
];
