CREATE TABLE "recommendation_list_followers" (
	"list_id" integer NOT NULL,
	"user_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_list_followers_list_id_user_uuid_pk" PRIMARY KEY("list_id","user_uuid")
);
--> statement-breakpoint
ALTER TABLE "recommendation_list_items" ADD COLUMN "added_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_lists" ADD COLUMN "owner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_lists" ADD COLUMN "cover_image_id" integer;--> statement-breakpoint
ALTER TABLE "recommendation_list_followers" ADD CONSTRAINT "recommendation_list_followers_list_id_recommendation_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."recommendation_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_list_followers" ADD CONSTRAINT "recommendation_list_followers_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_list_followers_user_idx" ON "recommendation_list_followers" USING btree ("user_uuid");--> statement-breakpoint
ALTER TABLE "recommendation_lists" ADD CONSTRAINT "recommendation_lists_cover_image_id_magazine_images_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."magazine_images"("id") ON DELETE set null ON UPDATE no action;