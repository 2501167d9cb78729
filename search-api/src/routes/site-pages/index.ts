import { Hono, type Context } from 'hono';
import {
  editorSitePageRequestSchema,
  isSitePagePath,
  PERMISSIONS,
  type EditorSitePageResponse,
  type EditorSitePagesResponse,
  type SitePagePath,
  type SitePageResponse,
} from '@spielraum/schema';
import type { AccountsContext } from '../../accounts/context';
import { requirePermission } from '../../accounts/require-user';
import { parseJson } from '../../http/validate';
import { listSitePages } from '../../site-pages/list-site-pages';
import { readEditorSitePage, readSitePage, sitePageNotFound } from '../../site-pages/read-site-page';
import { resetSitePage } from '../../site-pages/reset-site-page';
import { saveSitePage } from '../../site-pages/save-site-page';

function pathOf(c: Context): SitePagePath {
  const path = c.req.param('path') ?? '';
  if (!isSitePagePath(path)) throw sitePageNotFound();
  return path;
}

/**
 * The static pages (contact, legal notice, …, jobs). Readers: `GET pages/{path}/`. Editors
 * (permission `editor_magazine`): the list, load, save (409 on a stale version) and reset to the
 * shipped text. Their unsafe calls count as back-office edits (app.ts), so anonymous visitors'
 * kept pages are rendered again at once. The logic lives in `src/site-pages/`.
 */
export function sitePageRoutes({ platform }: AccountsContext) {
  const { db } = platform.database;
  const editor = (c: Context) => requirePermission(c, db, [PERMISSIONS.magazineEdit]);
  return new Hono()
    .get('/pages/:path/', async (c) => {
      const answer: SitePageResponse = { data: await readSitePage({ db, path: pathOf(c) }) };
      // no max-age: an editor's save must show on the next visit, also from the browser's cache
      c.header('cache-control', 'no-cache');
      return c.json(answer);
    })
    .get('/editor/pages/', async (c) => {
      await editor(c);
      const answer: EditorSitePagesResponse = { data: await listSitePages({ db }) };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .get('/editor/pages/:path/', async (c) => {
      await editor(c);
      const answer: EditorSitePageResponse = { data: await readEditorSitePage({ db, path: pathOf(c) }) };
      c.header('cache-control', 'private, no-store');
      return c.json(answer);
    })
    .put('/editor/pages/:path/', async (c) => {
      const session = await editor(c);
      const path = pathOf(c);
      const input = await parseJson(c, editorSitePageRequestSchema);
      const answer: EditorSitePageResponse = {
        data: await saveSitePage({ db, path, input, editorUuid: session.user.uuid }),
      };
      return c.json(answer);
    })
    .delete('/editor/pages/:path/', async (c) => {
      await editor(c);
      const answer: EditorSitePageResponse = { data: await resetSitePage({ db, path: pathOf(c) }) };
      return c.json(answer);
    });
}
