import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { createInsertSchema, createSelectSchema } from 'drizzle-zod';
import type { z } from 'zod';
import * as tables from '../db/index';

/** Select (row) and insert schemas of every table, derived from the drizzle definitions. */
export const productSelectSchema = createSelectSchema(tables.products);
export const productInsertSchema = createInsertSchema(tables.products, {
  slug: (schema) => schema.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: (schema) => schema.min(1).max(300),
});
export const productVersionInsertSchema = createInsertSchema(tables.productVersions, {
  gtin: (schema) => schema.regex(/^\d{8}$|^\d{12,14}$/),
});
export const dealerSelectSchema = createSelectSchema(tables.dealers);
export const dealerInsertSchema = createInsertSchema(tables.dealers, {
  shippingCostDeCents: (schema) => schema.min(0),
  freeShippingThresholdCents: (schema) => schema.min(0),
});
export const offerSelectSchema = createSelectSchema(tables.offers);
export const offerInsertSchema = createInsertSchema(tables.offers, {
  priceCents: (schema) => schema.min(0),
  shippingCents: (schema) => schema.min(0),
});
export const userSelectSchema = createSelectSchema(tables.users);
export const userInsertSchema = createInsertSchema(tables.users, {
  email: (schema) => schema.email(),
});
export const contactMessageInsertSchema = createInsertSchema(tables.contactMessages);

/** A table's derived contracts; `select` parses rows read back, `insert` validates new rows. */
export interface TableContract {
  table: PgTable;
  select: z.ZodType;
  insert: z.ZodType;
}

/** Every table of the schema by its SQL name, with its derived select and insert schemas. */
export const tableContracts: Record<string, TableContract> = Object.fromEntries(
  (Object.values(tables) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [
      getTableName(table),
      {
        table,
        select: createSelectSchema(table) as z.ZodType,
        insert: createInsertSchema(table) as z.ZodType,
      },
    ]),
);
