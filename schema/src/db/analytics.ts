import { date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { dealers } from './commerce';

/*
 * The web analytics of visitors who agreed to "Web-Analyse": sums per Berlin calendar day and
 * nothing else. No address, query string, IP, user, session, browser or cross-site id is
 * stored, so a row says how often, never who (privacy policy, "Web-Analyse"). search-api adds
 * counts in memory and upserts them every few seconds (analytics/analytics-buffer.ts).
 */

/**
 * Page views per day, page kind (`analyticsPageValues`: start, games, game, …) and game; the game
 * only for game pages. Null is one game-less row per day and kind (nulls not distinct).
 */
export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    day: date({ mode: 'string' }).notNull(),
    page: text().notNull(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    views: integer().notNull(),
  },
  (t) => [
    unique('analytics_page_views_key').on(t.day, t.page, t.productId).nullsNotDistinct(),
    // deleting a product cascades here
    index('analytics_page_views_product_idx').on(t.productId),
  ],
);

/** Clicks on "zum Shop" per day, game and dealer. */
export const analyticsClickOuts = pgTable(
  'analytics_click_outs',
  {
    day: date({ mode: 'string' }).notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dealerId: integer()
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    clicks: integer().notNull(),
  },
  (t) => [
    unique('analytics_click_outs_key').on(t.day, t.productId, t.dealerId),
    index('analytics_click_outs_dealer_idx').on(t.dealerId, t.day),
    // deleting a product cascades here
    index('analytics_click_outs_product_idx').on(t.productId),
  ],
);
