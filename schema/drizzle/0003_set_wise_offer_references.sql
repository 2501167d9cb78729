ALTER TABLE "offers" DROP CONSTRAINT "offers_dealer_id_dealers_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_product_version_id_product_versions_id_fk";
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "price_history" DROP CONSTRAINT "price_history_offer_id_offers_id_fk";
--> statement-breakpoint
-- Decision 008: the references of offers and price history are checked once per statement
-- instead of once per row. A million-row feed apply spent most of its time in the per-row
-- foreign-key triggers; these checks do the same work set-wise. Deleting a referenced row
-- first locks the referencing table (SHARE ROW EXCLUSIVE), so it waits for running feed
-- applies and they wait for it: no reference can point at a deleted row after both commit.
CREATE FUNCTION "offers_check_references"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  violated text;
BEGIN
  SELECT CASE
           WHEN NOT EXISTS (SELECT 1 FROM dealers d WHERE d.id = r.dealer_id) THEN 'offers_dealer_id_dealers_id_fk'
           WHEN r.product_version_id IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM product_versions v WHERE v.id = r.product_version_id)
             THEN 'offers_product_version_id_product_versions_id_fk'
           ELSE 'offers_product_id_products_id_fk'
         END
    INTO violated
    FROM (SELECT DISTINCT dealer_id, product_version_id, product_id FROM new_rows) r
   WHERE NOT EXISTS (SELECT 1 FROM dealers d WHERE d.id = r.dealer_id)
      OR (r.product_version_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM product_versions v WHERE v.id = r.product_version_id))
      OR (r.product_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = r.product_id))
   LIMIT 1;
  IF violated IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', CONSTRAINT = violated, TABLE = 'offers',
      MESSAGE = format('insert or update on table "offers" violates foreign key constraint "%s"', violated);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "offers_references_on_insert" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "offers_check_references"();
--> statement-breakpoint
-- updates rarely change a reference (matching); only those rows are checked, one by one
CREATE FUNCTION "offers_check_changed_references"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  violated text;
BEGIN
  -- only the references this update changed (a delete may unlink one while another is still
  -- waiting for its own unlink in the same statement)
  IF NEW.dealer_id IS DISTINCT FROM OLD.dealer_id
    AND NOT EXISTS (SELECT 1 FROM dealers d WHERE d.id = NEW.dealer_id) THEN
    violated := 'offers_dealer_id_dealers_id_fk';
  ELSIF NEW.product_version_id IS DISTINCT FROM OLD.product_version_id AND NEW.product_version_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM product_versions v WHERE v.id = NEW.product_version_id) THEN
    violated := 'offers_product_version_id_product_versions_id_fk';
  ELSIF NEW.product_id IS DISTINCT FROM OLD.product_id AND NEW.product_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = NEW.product_id) THEN
    violated := 'offers_product_id_products_id_fk';
  END IF;
  IF violated IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', CONSTRAINT = violated, TABLE = 'offers',
      MESSAGE = format('insert or update on table "offers" violates foreign key constraint "%s"', violated);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "offers_references_on_update" AFTER UPDATE OF dealer_id, product_version_id, product_id ON "offers"
  FOR EACH ROW WHEN (OLD.dealer_id IS DISTINCT FROM NEW.dealer_id
    OR OLD.product_version_id IS DISTINCT FROM NEW.product_version_id
    OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION "offers_check_changed_references"();
--> statement-breakpoint
CREATE FUNCTION "price_history_check_references"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows n LEFT JOIN offers o ON o.id = n.offer_id WHERE o.id IS NULL) THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'price_history_offer_id_offers_id_fk',
      TABLE = 'price_history',
      MESSAGE = 'insert or update on table "price_history" violates foreign key constraint "price_history_offer_id_offers_id_fk"';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "price_history_references_on_insert" AFTER INSERT ON "price_history" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "price_history_check_references"();
--> statement-breakpoint
CREATE FUNCTION "price_history_check_changed_reference"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM offers o WHERE o.id = NEW.offer_id) THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'price_history_offer_id_offers_id_fk',
      TABLE = 'price_history',
      MESSAGE = 'insert or update on table "price_history" violates foreign key constraint "price_history_offer_id_offers_id_fk"';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "price_history_reference_on_update" AFTER UPDATE OF offer_id ON "price_history"
  FOR EACH ROW WHEN (OLD.offer_id IS DISTINCT FROM NEW.offer_id)
  EXECUTE FUNCTION "price_history_check_changed_reference"();
--> statement-breakpoint
-- Deleting a referenced row: wait for running writers of the referencing table, then do what
-- the foreign key's ON DELETE did (cascade or set null) for the whole statement at once.
CREATE FUNCTION "lock_referencing_table"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('LOCK TABLE %I IN SHARE ROW EXCLUSIVE MODE', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "dealers_delete_offers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM offers WHERE dealer_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dealers_lock_offers" BEFORE DELETE OR TRUNCATE ON "dealers"
  FOR EACH STATEMENT EXECUTE FUNCTION "lock_referencing_table"('offers');
--> statement-breakpoint
CREATE TRIGGER "dealers_cascade_offers" AFTER DELETE ON "dealers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "dealers_delete_offers"();
--> statement-breakpoint
CREATE FUNCTION "product_versions_unlink_offers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offers SET product_version_id = NULL WHERE product_version_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_versions_lock_offers" BEFORE DELETE OR TRUNCATE ON "product_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "lock_referencing_table"('offers');
--> statement-breakpoint
CREATE TRIGGER "product_versions_set_null_offers" AFTER DELETE ON "product_versions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "product_versions_unlink_offers"();
--> statement-breakpoint
CREATE FUNCTION "products_unlink_offers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offers SET product_id = NULL WHERE product_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_lock_offers" BEFORE DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "lock_referencing_table"('offers');
--> statement-breakpoint
CREATE TRIGGER "products_set_null_offers" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "products_unlink_offers"();
--> statement-breakpoint
CREATE FUNCTION "offers_delete_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM price_history WHERE offer_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "offers_lock_price_history" BEFORE DELETE OR TRUNCATE ON "offers"
  FOR EACH STATEMENT EXECUTE FUNCTION "lock_referencing_table"('price_history');
--> statement-breakpoint
CREATE TRIGGER "offers_cascade_price_history" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "offers_delete_price_history"();
