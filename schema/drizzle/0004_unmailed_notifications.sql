CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mailed_at" is null;--> statement-breakpoint
-- Firing and re-arming an alert changes only unindexed columns (armed, crossings,
-- last_fired_at): free room on each page lets PostgreSQL update those rows in place (HOT),
-- without new entries in every index of the table.
ALTER TABLE "alerts" SET (fillfactor = 80);
