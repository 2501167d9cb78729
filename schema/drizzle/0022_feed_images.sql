ALTER TABLE "media_files" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_urls" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_product_source_idx" ON "media_files" USING btree ("product_id","source_url") WHERE "media_files"."source_url" is not null;