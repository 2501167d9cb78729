import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CATEGORY_SLUGS } from '@spielraum/schema';
import { DEMO_CATEGORIES, DEMO_GENRES, DEMO_MECHANICS, DEMO_THEME_WORLDS, type DemoGame } from './types';

export * from './types';

const CATALOGUE_FILES = ['board-games.json', 'card-party-kids.json', 'collectible-and-hobby.json'];

const demoGameSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().min(1).max(200),
    alternativeTitles: z.array(z.string().min(1).max(200)).max(6),
    bggId: z.number().int().positive().optional(),
    productType: z.enum(['game', 'expansion', 'accessory']),
    baseGameSlug: z.string().optional(),
    group: z.enum(CATEGORY_SLUGS),
    publisher: z.string().min(1),
    designers: z.array(z.string().min(1)),
    illustrators: z.array(z.string().min(1)),
    authors: z.array(z.string().min(1)),
    year: z.number().int().min(1900).max(2030),
    playersMin: z.number().int().min(1).max(100),
    playersMax: z.number().int().min(1).max(100),
    playTimeMinutes: z.number().int().min(0).max(2000),
    ageFrom: z.number().int().min(0).max(21),
    categories: z.array(z.enum(DEMO_CATEGORIES)),
    mechanics: z.array(z.enum(DEMO_MECHANICS)),
    genres: z.array(z.enum(DEMO_GENRES)),
    themeWorld: z.enum(DEMO_THEME_WORLDS).nullable(),
    series: z.string().min(1).nullable(),
    tags: z.array(z.string().min(1)),
    awards: z.array(z.string().min(1)),
    languages: z.array(z.string().regex(/^[a-z]{2}$/)).min(1),
    description: z.string().min(40),
    typicalPriceCents: z.number().int().min(100).max(100_000),
    tcg: z.enum(['pokemon', 'yugioh', 'magic', 'lorcana', 'onepiece', 'topps']).nullable(),
  })
  .refine((game) => game.playersMin <= game.playersMax, 'playersMin > playersMax');

/**
 * Loads and checks the hand-written demo catalogue (facts only, German descriptions written
 * for Spielraum). Throws with the file and entry when anything does not fit the contract.
 */
export function loadDemoCatalogue(): DemoGame[] {
  const games: DemoGame[] = [];
  const seen = new Set<string>();
  for (const file of CATALOGUE_FILES) {
    const raw = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as unknown[];
    raw.forEach((entry, index) => {
      const parsed = demoGameSchema.safeParse(entry);
      if (!parsed.success) throw new Error(`${file}[${index}]: ${parsed.error.message}`);
      if (seen.has(parsed.data.slug))
        throw new Error(`${file}[${index}]: duplicate slug ${parsed.data.slug}`);
      seen.add(parsed.data.slug);
      games.push(parsed.data as DemoGame);
    });
  }
  for (const game of games) {
    if (game.baseGameSlug && !seen.has(game.baseGameSlug)) {
      throw new Error(`${game.slug}: base game ${game.baseGameSlug} is not in the catalogue`);
    }
  }
  return games;
}
