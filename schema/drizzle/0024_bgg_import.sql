CREATE TABLE "bgg_import_previews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bgg_id" integer;--> statement-breakpoint
ALTER TABLE "bgg_import_previews" ADD CONSTRAINT "bgg_import_previews_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bgg_import_previews_user_idx" ON "bgg_import_previews" USING btree ("user_uuid","created_at");--> statement-breakpoint
CREATE INDEX "products_bgg_idx" ON "products" USING btree ("bgg_id") WHERE "products"."bgg_id" is not null;