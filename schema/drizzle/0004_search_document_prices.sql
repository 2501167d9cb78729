ALTER TABLE "search_documents" ADD COLUMN "prices" jsonb;
--> statement-breakpoint
-- Hand-written (carry over when renumbering): documents (~1.7 KB) live out of line in the TOAST
-- table, uncompressed, so an update of the small `prices` column writes a small row and keeps
-- the document's TOAST pointer instead of copying the whole document (an offer feed touching
-- 300k products rewrote ~500 MB of documents and WAL before).
ALTER TABLE "search_documents" ALTER COLUMN "document" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "search_documents" SET (toast_tuple_target = 128);
