-- The SPEC category groups are reference data every database needs (constants in src/constants/categories.ts).
INSERT INTO "product_groups" ("id", "slug", "title", "position") VALUES (3, 'brettspiele', 'Brettspiele', 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "product_groups" ("id", "slug", "title", "position") VALUES (5, 'kartenspiele', 'Kartenspiele', 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "product_groups" ("id", "slug", "title", "position") VALUES (4, 'living-card-games-lcg', 'Living Card Games (LCG)', 2) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "product_groups" ("id", "slug", "title", "position") VALUES (9, 'trading-card-games-tcg', 'Trading Card Games (TCG)', 3) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "product_groups" ("id", "slug", "title", "position") VALUES (7, 'pen-and-paper', 'Pen & Paper', 4) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "product_groups" ("id", "slug", "title", "position") VALUES (8, 'trading-cards', 'Sammelkarten', 5) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "product_groups" ("id", "slug", "title", "position") VALUES (6, 'tabletop', 'Tabletop', 6) ON CONFLICT ("id") DO NOTHING;
