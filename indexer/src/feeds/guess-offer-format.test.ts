import { describe, expect, it } from 'vitest';
import { guessOfferFormat } from './ingest-command';

describe('guessOfferFormat', () => {
  it('reads the extension first and the dealer’s declared format only where it fits', () => {
    expect(guessOfferFormat('feed.xml', 'google_csv')).toBe('google_xml');
    expect(guessOfferFormat('feed.jsonl', null)).toBe('jsonl');
    expect(guessOfferFormat('https://shop.example/feed.ndjson?x=1', null)).toBe('jsonl');
    expect(guessOfferFormat('feed.csv', 'google_xml')).toBe('google_csv');
    expect(guessOfferFormat('feed.csv', 'idealo_csv')).toBe('idealo_csv');
    expect(guessOfferFormat('feed.TSV', null)).toBe('google_csv');
    expect(guessOfferFormat('feed', 'jsonl')).toBe('jsonl');
    expect(() => guessOfferFormat('feed.bin', null)).toThrow(/cannot tell the format/);
  });
});
