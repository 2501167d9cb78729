import { redirect, type LoaderFunctionArgs } from 'react-router';
import { guardAccount, MAGAZINE_EDITOR_ACCESS, MODERATOR_ACCESS } from '../app/guards/require-account';

// The back office's calls and their zod contracts load with its pages, not with every page's
// first JavaScript (routes.tsx imports these loaders; the game page must stay within 170 KB).
const editorialData = () => import('./editorial-data');

/** `/redaktion/magazin`: login, verification and the magazine permission, then one page of posts. */
export async function editorPostsLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, MAGAZINE_EDITOR_ACCESS);
  const { readEditorPosts } = await editorialData();
  return readEditorPosts(args);
}

/** `/redaktion/magazin/neu` and `/redaktion/magazin/:id`: the same guard, then the post and the categories. */
export async function postEditorLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, MAGAZINE_EDITOR_ACCESS);
  const { readPostEditor } = await editorialData();
  return readPostEditor(args);
}

/** `/redaktion/seiten`: the magazine permission (editors write the static pages too), then the pages. */
export async function sitePagesLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, MAGAZINE_EDITOR_ACCESS);
  const { readEditorSitePages } = await editorialData();
  return readEditorSitePages(args);
}

/** `/redaktion/seiten/:path`: the same guard, then the page's document. */
export async function sitePageEditorLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, MAGAZINE_EDITOR_ACCESS);
  const { readSitePageEditor } = await editorialData();
  return readSitePageEditor(args);
}

/** `/redaktion/moderation`: login, verification and the moderation permission, then the queue. */
export async function moderationLoader(args: LoaderFunctionArgs) {
  await guardAccount(args, MODERATOR_ACCESS);
  const { readModerationQueue } = await editorialData();
  return readModerationQueue(args);
}

/**
 * `/redaktion/kommentare`, the comments-only queue's old address: links in mails and bookmarks
 * lead to the one queue. Its `?status=pending` is the open list there, the default.
 */
export function oldModerationLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const next = new URLSearchParams();
  const status = params.get('status');
  if (status === 'published' || status === 'rejected') next.set('status', status);
  const page = params.get('page');
  if (page !== null && /^\d+$/.test(page) && page !== '1') next.set('page', page);
  const search = next.toString();
  return redirect(search === '' ? '/redaktion/moderation' : `/redaktion/moderation?${search}`, 301);
}
