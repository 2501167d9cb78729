ALTER TYPE "public"."token_purpose" ADD VALUE 'dealer_invitation';--> statement-breakpoint
CREATE TABLE "dealer_members" (
	"dealer_id" integer NOT NULL,
	"user_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_members_dealer_id_user_uuid_pk" PRIMARY KEY("dealer_id","user_uuid")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_dealer_id_dealers_id_fk";
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_members" ADD CONSTRAINT "dealer_members_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_members" ADD CONSTRAINT "dealer_members_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_members_user_idx" ON "dealer_members" USING btree ("user_uuid");--> statement-breakpoint
-- users.dealer_id was a dealer account's one shop; dealer_members replaces it as the only source.
INSERT INTO "dealer_members" ("dealer_id", "user_uuid")
  SELECT "dealer_id", "uuid" FROM "users" WHERE "dealer_id" IS NOT NULL;
--> statement-breakpoint
-- The shop profile moves from the per-user custom-field area "dealer-profile" to the shop itself:
-- links entered there (https only, as the new editor requires) fill the shop's empty networks,
-- then the area goes, so no second copy of a shop's profile is kept per user.
UPDATE "dealers" d SET "social_links" = links.value || d."social_links"
  FROM (
    SELECT m."dealer_id", jsonb_object_agg(replace(v."field_hash", 'shop-', ''), v."value") AS value
    FROM "custom_field_values" v
    JOIN "users" u ON u."uuid" = v."user_uuid"
    JOIN "dealer_members" m ON m."user_uuid" = u."uuid"
    WHERE v."field_hash" IN ('shop-instagram', 'shop-facebook') AND v."value" LIKE 'https://%'
    GROUP BY m."dealer_id"
  ) links
  WHERE links."dealer_id" = d."id";
--> statement-breakpoint
DELETE FROM "custom_field_areas" WHERE "area_hash" = 'dealer-profile';
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "dealer_id";