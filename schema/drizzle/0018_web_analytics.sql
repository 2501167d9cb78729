CREATE TABLE "analytics_click_outs" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "analytics_click_outs_key" UNIQUE("day","product_id","dealer_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"product_id" integer,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_page_views_key" UNIQUE NULLS NOT DISTINCT("day","page","product_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_click_outs" ADD CONSTRAINT "analytics_click_outs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_click_outs" ADD CONSTRAINT "analytics_click_outs_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_page_views" ADD CONSTRAINT "analytics_page_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_click_outs_dealer_idx" ON "analytics_click_outs" USING btree ("dealer_id","day");--> statement-breakpoint
CREATE INDEX "analytics_click_outs_product_idx" ON "analytics_click_outs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "analytics_page_views_product_idx" ON "analytics_page_views" USING btree ("product_id");