-- Nothing reads indexer_events by product alone (jobs and the alert evaluation read a feed
-- run's events through indexer_events_run_idx); a first load writes ~600k events.
DROP INDEX "indexer_events_product_idx";
--> statement-breakpoint
-- Feeds rewrite offers all the time (price, availability, gone marks), never an indexed column:
-- free space on each page lets PostgreSQL update them in place (HOT) without touching the four
-- indexes. Applies to pages written from now on.
ALTER TABLE "offers" SET (fillfactor = 85);
