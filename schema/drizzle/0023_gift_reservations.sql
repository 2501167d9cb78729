CREATE TABLE "gift_reservations" (
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"gifter_name" text,
	"undo_secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_reservations_list_id_product_id_pk" PRIMARY KEY("list_id","product_id"),
	CONSTRAINT "gift_reservations_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "user_lists" ADD COLUMN "show_reservations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD CONSTRAINT "gift_reservations_list_item_fk" FOREIGN KEY ("list_id","product_id") REFERENCES "public"."user_list_items"("list_id","product_id") ON DELETE cascade ON UPDATE no action;