import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { utc } from './columns';

/**
 * An editor's version of a static page (`STATIC_PAGES`). A row exists only once an editor has
 * saved the page; without one the text shipped in `SITE_PAGE_CONTENT` is shown, so a new
 * release's corrected text reaches every page nobody changed. `document` is a body of
 * `sitePageDocumentSchema` (the magazine's document without images and game cards), rendered to
 * HTML on every read like a post's.
 */
export const sitePages = pgTable('site_pages', {
  path: text().primaryKey(),
  description: text().notNull(),
  document: jsonb().notNull(),
  updatedAt: utc().notNull().defaultNow(),
  updatedBy: uuid().references(() => users.uuid, { onDelete: 'set null' }),
});
