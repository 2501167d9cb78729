import { sql, type SQL } from 'drizzle-orm';

/**
 * Titles are compared by a key: accents and umlauts folded to their base letter, ß to ss, then
 * only the letters a–z and digits kept ("Zug um Zug – Europa" → "zugumzugeuropa",
 * "Ticket to Ride: Europe" → "tickettorideeurope"). The SQL twin `titleKeySql` computes the same
 * key in the database with plain `translate`, `lower` and a byte-safe regular expression, so it
 * agrees between PostgreSQL and PGlite whatever their locale; `title-key.test.ts` holds them equal.
 */
const FOLD_FROM = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÇçÑñÝýÿ';
const FOLD_TO = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuCcNnYyy';
const FOLD = new Map([...FOLD_FROM].map((letter, position) => [letter, FOLD_TO[position]!]));

/** The comparison key of a title (see above). */
export function titleKey(title: string): string {
  const folded = [...title.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS')]
    .map((letter) => FOLD.get(letter) ?? letter)
    .join('');
  return folded.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replace(/[^a-z0-9]+/g, '');
}

/** `titleKey` of a text column or expression, in SQL. */
export function titleKeySql(expression: SQL): SQL {
  return sql`regexp_replace(lower(translate(replace(replace(${expression}, 'ß', 'ss'), 'ẞ', 'SS'), ${FOLD_FROM}, ${FOLD_TO})), '[^a-z0-9]+', '', 'g')`;
}
