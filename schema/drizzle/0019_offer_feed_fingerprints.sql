CREATE TABLE "offer_feed_fingerprints" (
	"dealer_id" integer NOT NULL,
	"part" smallint NOT NULL,
	"context" text NOT NULL,
	"feed_run_id" integer NOT NULL,
	"entries" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_feed_fingerprints_dealer_id_part_pk" PRIMARY KEY("dealer_id","part")
);
--> statement-breakpoint
ALTER TABLE "offer_feed_fingerprints" ADD CONSTRAINT "offer_feed_fingerprints_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A fingerprint says "these lines made exactly these offers". Any write to offers but the feed
-- apply's own (which sets spielraum.offer_feed_apply for its transaction and replaces the
-- fingerprint itself) may break that, so it forgets them all: such writes are rare (an
-- operator's assignment, the product feed matching unmatched offers, a product deleted), and a
-- forgotten fingerprint only costs the next run of each dealer its full read.
CREATE FUNCTION "forget_offer_feed_fingerprints"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('spielraum.offer_feed_apply', true) IS DISTINCT FROM 'on'
    AND EXISTS (SELECT 1 FROM offer_feed_fingerprints) THEN
    DELETE FROM offer_feed_fingerprints;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "offers_forget_fingerprints" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_offer_feed_fingerprints"();
--> statement-breakpoint
-- Which product version a GTIN (or an MPN) names decides an offer's match, even for a line that
-- did not change: a new version carrying a GTIN or MPN that dealers' offers have, or a version
-- whose GTIN, MPN or product changed, forgets the fingerprints those offers may be in. (A deleted version unlinks
-- its offers, which the trigger on offers sees.)
CREATE FUNCTION "forget_fingerprints_of_new_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM offer_feed_fingerprints) THEN
    DELETE FROM offer_feed_fingerprints f
    WHERE f.dealer_id IN (
      SELECT o.dealer_id FROM new_rows n JOIN offers o ON o.gtin = n.gtin
      UNION SELECT o.dealer_id FROM new_rows n JOIN offers o ON o.mpn = n.mpn);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_versions_new_forget_fingerprints" AFTER INSERT ON "product_versions"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_fingerprints_of_new_versions"();
--> statement-breakpoint
CREATE FUNCTION "forget_fingerprints_of_changed_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM offer_feed_fingerprints) AND EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.gtin IS DISTINCT FROM o.gtin OR n.mpn IS DISTINCT FROM o.mpn OR n.product_id IS DISTINCT FROM o.product_id) THEN
    DELETE FROM offer_feed_fingerprints;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_versions_changed_forget_fingerprints" AFTER UPDATE ON "product_versions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "forget_fingerprints_of_changed_versions"();
