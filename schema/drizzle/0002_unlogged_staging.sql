-- Staging rows live only between a feed's parse and its apply; a crash restarts the run, so
-- they need no WAL. Unlogged tables make the COPY of a million rows several times faster.
ALTER TABLE "feed_staging_offers" SET UNLOGGED;
--> statement-breakpoint
ALTER TABLE "feed_staging_products" SET UNLOGGED;
