-- A full feed that would remove more than half of a dealer's live offers (or any, with no rows) is
-- refused unless the operator confirms it; the run records that confirmation.
ALTER TABLE "feed_runs" ADD COLUMN "allow_mass_removal" boolean DEFAULT false NOT NULL;