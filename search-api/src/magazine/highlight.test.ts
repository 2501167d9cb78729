import { describe, expect, it } from 'vitest';
import type { HighlightSegment } from '@spielraum/schema';
import { createHighlighter } from './highlight';

/** Segments as one string with hits in brackets, easy to read in expectations. */
const shown = (segments: HighlightSegment[]) =>
  segments.map((segment) => (segment.hit ? `[${segment.text}]` : segment.text)).join('');
const mark = (query: string, text: string) => shown(createHighlighter(query).mark(text));

const words = (from: number, to: number) =>
  Array.from(
    { length: to - from },
    (_, index) => `Zeile${String.fromCharCode(97 + ((from + index) % 26))}${from + index}`,
  ).join(' ');

describe('createHighlighter().mark', () => {
  it('marks umlaut spellings and inflected forms the engine finds', () => {
    expect(mark('Würfel ', 'Wuerfel, Wurfel, Würfeln und würfelt')).toBe(
      '[Wuerfel], [Wurfel], [Würfeln] und [würfelt]',
    );
    expect(mark('Wuerfel ', 'Der Würfel fällt')).toBe('Der [Würfel] fällt');
    expect(mark('Spiele ', 'Ein Spiel, zwei Spielen')).toBe('Ein [Spiel], zwei [Spielen]');
    expect(mark('Neuheiten ', 'Die Neuheit des Jahres')).toBe('Die [Neuheit] des Jahres');
  });

  it('marks words within the allowed typos and nothing further away', () => {
    expect(mark('Cascadai ', 'Cascadia im Test')).toBe('[Cascadia] im Test');
    expect(mark('Kascadia ', 'Cascadia im Test')).toBe('[Cascadia] im Test');
    // two edits in eight letters: the engine does not find it, so nothing is marked either
    expect(mark('Kaskadia ', 'Cascadia im Test')).toBe('Cascadia im Test');
    // four letters allow no typo
    expect(mark('Azul ', 'Azur und Azul')).toBe('Azur und [Azul]');
  });

  it('treats the last word as a prefix only while it is being typed', () => {
    expect(mark('Flügel', 'Flügelschlag und Flügel')).toBe('[Flügelschlag] und [Flügel]');
    expect(mark('Fluegelschlag', 'Flügelschlag')).toBe('[Flügelschlag]');
    expect(mark('Flügel ', 'Flügelschlag und Flügel')).toBe('Flügelschlag und [Flügel]');
    expect(mark('Flügel schlag', 'Flügelschlag und Flügel schlagen')).toBe(
      'Flügelschlag und [Flügel] [schlagen]',
    );
  });

  it('marks hyphenated compounds by their parts and as a whole', () => {
    expect(mark('Duell ', 'Das Würfel-Duell')).toBe('Das Würfel-[Duell]');
    expect(mark('Würfelduell ', 'Das Würfel-Duell')).toBe('Das [Würfel-Duell]');
    expect(mark("rock'n'roll ", "Ein Rock'n'Roll-Abend")).toBe("Ein [Rock'n'Roll]-Abend");
  });

  it('marks synonyms, phrases only where their words stand together', () => {
    expect(mark('Erweiterungen ', 'Die Expansion ist eine Erweiterung')).toBe(
      'Die [Expansion] ist eine [Erweiterung]',
    );
    expect(mark('Kartenspiel ', 'Ein Card Game, card und game')).toBe('Ein [Card Game], card und game');
    expect(mark('card game ', 'Ein Kartenspiel')).toBe('Ein [Kartenspiel]');
  });

  it('marks nothing for an empty query and keeps the text whole', () => {
    expect(createHighlighter('  ').mark('Ein Titel')).toEqual([{ text: 'Ein Titel', hit: false }]);
    expect(createHighlighter('Titel').mark('')).toEqual([]);
  });
});

describe('createHighlighter().snippet', () => {
  it('shows about 30 words around the first hit, cut with an ellipsis', () => {
    const body = `${words(0, 50)} Flügelschlag ${words(51, 100)}`;
    const snippet = createHighlighter('Flügelschlag').snippet(['Ein Teaser ohne Treffer', '', body]);
    expect(shown(snippet)).toBe(`… ${words(42, 50)} [Flügelschlag] ${words(51, 72)} …`);
    expect(snippet.filter((segment) => segment.hit)).toHaveLength(1);
  });

  it('takes the first text with a hit and shows a hit near the end with the words before it', () => {
    const lead = `${words(0, 40)} Cascadia.`;
    const snippet = createHighlighter('cascadia ').snippet(['Kein Treffer', lead, 'Cascadia im Text']);
    expect(shown(snippet)).toBe(`… ${words(11, 40)} [Cascadia].`);
  });

  it('shows the start of the teaser when no text has a hit', () => {
    const teaser = `${words(0, 40)}.`;
    expect(shown(createHighlighter('Titelwort ').snippet([teaser, 'Lead', 'Text']))).toBe(
      `${words(0, 30)} …`,
    );
    expect(shown(createHighlighter('Titelwort ').snippet(['', ' ', 'Nur der Text.']))).toBe('Nur der Text.');
    expect(createHighlighter('Titelwort ').snippet(['', '', ''])).toEqual([]);
  });

  it('joins blank lines and runs of spaces into one space', () => {
    expect(createHighlighter('Flügel').snippet(['', 'Ein  Lead\n\nmit Flügelschlag.\n'])).toEqual([
      { text: 'Ein Lead mit ', hit: false },
      { text: 'Flügelschlag', hit: true },
      { text: '.', hit: false },
    ]);
  });
});
