-- A feed run may read its format from the feed (a URL or a schedule without a named format): the
-- format is unknown until the run has read the feed's first bytes, and the run records that it
-- was detected rather than named.
ALTER TABLE "feed_runs" ALTER COLUMN "format" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "format_detected" boolean DEFAULT false NOT NULL;