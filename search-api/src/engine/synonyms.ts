import { readFileSync } from 'node:fs';
import { z } from 'zod';

const synonymFileSchema = z.object({
  about: z.string(),
  groups: z.array(z.array(z.string().min(1)).min(2)),
});

/**
 * Synonym and abbreviation groups of the text search, kept as data in synonyms.de.json so an
 * editor can extend them without touching code: a query word or phrase that matches one member
 * (by German stem) also finds documents with any other member of its group. Written in plain
 * spelling: the engine folds and stems them like any text.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = synonymFileSchema.parse(
  JSON.parse(readFileSync(new URL('./synonyms.de.json', import.meta.url), 'utf8')),
).groups;
