import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSpeechReader,
  pickGermanVoice,
  splitIntoSentences,
  type SpeechReaderState,
} from './speech-reader';

/** What a test needs of an utterance: the text, its settings and the two handlers the reader sets. */
class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/**
 * speechSynthesis as Chromium behaves: `cancel()` interrupts the utterance being spoken and fires
 * its `error` ("interrupted") and then its `end`.
 */
class FakeSynth {
  spoken: FakeUtterance[] = [];
  cancels = 0;
  private current: FakeUtterance | null = null;
  constructor(private voices: SpeechSynthesisVoice[] = []) {}
  speak(utterance: SpeechSynthesisUtterance) {
    const fake = utterance as unknown as FakeUtterance;
    this.spoken.push(fake);
    this.current = fake;
  }
  cancel() {
    this.cancels += 1;
    const interrupted = this.current;
    this.current = null;
    interrupted?.onerror?.({ error: 'interrupted' });
    interrupted?.onend?.();
  }
  getVoices() {
    return this.voices;
  }
  /** The utterance being spoken ends by itself. */
  finish() {
    const done = this.current;
    this.current = null;
    done?.onend?.();
  }
  texts() {
    return this.spoken.map((utterance) => utterance.text);
  }
}

function voice(lang: string, name = lang, localService = true): SpeechSynthesisVoice {
  return { lang, name, voiceURI: name, localService, default: false } as SpeechSynthesisVoice;
}

const german = voice('de-DE', 'Anna');
const BLOCKS = [
  'Sky Team im Test',
  'Zwei Piloten, ein Ziel. Wir haben gespielt.',
  'Das Cockpit ist eng! Passt es?',
];

function setup() {
  const synth = new FakeSynth([german]);
  const states: SpeechReaderState[] = [];
  const reader = createSpeechReader({
    synth,
    createUtterance: (text) => new FakeUtterance(text) as unknown as SpeechSynthesisUtterance,
    blocks: BLOCKS,
    voice: german,
    onChange: (state) => states.push(state),
  });
  return { synth, states, reader };
}

describe('the speech reader (SPEC §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('speaks the title, waits 2000 ms, then the body sentence by sentence in de-DE with the German voice', () => {
    const { synth, reader, states } = setup();
    expect(reader.sentences).toEqual([
      'Sky Team im Test',
      'Zwei Piloten, ein Ziel.',
      'Wir haben gespielt.',
      'Das Cockpit ist eng!',
      'Passt es?',
    ]);
    reader.start();
    expect(synth.texts()).toEqual(['Sky Team im Test']);
    expect(synth.cancels).toBe(0);
    expect(synth.spoken[0]!.lang).toBe('de-DE');
    expect(synth.spoken[0]!.voice).toBe(german);

    synth.finish();
    vi.advanceTimersByTime(1999);
    expect(synth.texts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(synth.texts()).toEqual(['Sky Team im Test', 'Zwei Piloten, ein Ziel.']);

    synth.finish();
    synth.finish();
    synth.finish();
    expect(synth.texts().slice(1)).toEqual([
      'Zwei Piloten, ein Ziel.',
      'Wir haben gespielt.',
      'Das Cockpit ist eng!',
      'Passt es?',
    ]);
    expect(synth.spoken.every((utterance) => utterance.lang === 'de-DE')).toBe(true);
    expect(reader.state).toBe('reading');
    synth.finish();
    expect(reader.state).toBe('finished');
    expect(states).toEqual(['reading', 'finished']);
    // nothing is left that speaks on by itself
    vi.runAllTimers();
    expect(synth.spoken).toHaveLength(5);
  });

  it('pauses with cancel() at the sentence being read and continues with that sentence', () => {
    const { synth, reader } = setup();
    reader.start();
    synth.finish();
    vi.advanceTimersByTime(2000);
    synth.finish(); // "Zwei Piloten, ein Ziel." done, "Wir haben gespielt." being read

    reader.pause();
    expect(reader.state).toBe('paused');
    expect(reader.position).toBe(2);
    expect(synth.cancels).toBeGreaterThanOrEqual(1);
    // the interrupted utterance's error and end events start nothing
    expect(synth.texts()).toEqual(['Sky Team im Test', 'Zwei Piloten, ein Ziel.', 'Wir haben gespielt.']);

    reader.resume();
    expect(reader.state).toBe('reading');
    expect(synth.cancels).toBe(1);
    expect(synth.texts().at(-1)).toBe('Wir haben gespielt.');
    synth.finish();
    expect(synth.texts().at(-1)).toBe('Das Cockpit ist eng!');
  });

  it('paused during the silence after the title, continues with the first body sentence', () => {
    const { synth, reader } = setup();
    reader.start();
    synth.finish();
    vi.advanceTimersByTime(500);
    reader.pause();
    vi.advanceTimersByTime(5000);
    expect(synth.texts()).toEqual(['Sky Team im Test']);
    reader.resume();
    expect(synth.texts()).toEqual(['Sky Team im Test', 'Zwei Piloten, ein Ziel.']);
  });

  it('stops with cancel() and starts again from the title', () => {
    const { synth, reader, states } = setup();
    reader.start();
    synth.finish();
    vi.advanceTimersByTime(2000);
    synth.finish();
    const cancels = synth.cancels;

    reader.stop();
    expect(synth.cancels).toBe(cancels + 1);
    expect(reader.state).toBe('stopped');
    expect(reader.position).toBe(0);
    vi.runAllTimers();
    expect(synth.spoken).toHaveLength(3);

    reader.start();
    expect(synth.texts().at(-1)).toBe('Sky Team im Test');
    expect(states).toEqual(['reading', 'stopped', 'reading']);
  });

  it('skips a piece the synthesis fails on, but not one it was told to cancel', () => {
    const { synth, reader } = setup();
    reader.start();
    synth.spoken[0]!.onerror?.({ error: 'synthesis-failed' });
    vi.advanceTimersByTime(2000);
    expect(synth.texts().at(-1)).toBe('Zwei Piloten, ein Ziel.');
    synth.spoken[1]!.onerror?.({ error: 'interrupted' });
    expect(synth.spoken).toHaveLength(2);
  });
});

describe('splitIntoSentences', () => {
  it('keeps abbreviations and ordinals inside their sentence', () => {
    expect(
      splitIntoSentences('Das ist z. B. ein Test. Am 3. Oktober kam es heraus. Ca. 45 Minuten dauert es.'),
    ).toEqual(['Das ist z. B. ein Test.', 'Am 3. Oktober kam es heraus.', 'Ca. 45 Minuten dauert es.']);
  });

  it('cuts a sentence longer than 200 characters at a comma, never inside a word', () => {
    const long = `${'Ein sehr langer Satz mit vielen Wörtern'.repeat(4)}, ${'der noch weiter geht und weiter'.repeat(4)}, und endet.`;
    const pieces = splitIntoSentences(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= 200)).toBe(true);
    expect(pieces.join(' ')).toBe(long);
  });
});

describe('pickGermanVoice', () => {
  it('prefers de-DE, takes another German voice otherwise, and none without', () => {
    const austrian = voice('de-AT');
    expect(pickGermanVoice([voice('en-US'), austrian, german])).toBe(german);
    expect(pickGermanVoice([voice('en-US'), austrian])).toBe(austrian);
    expect(pickGermanVoice([voice('de_DE', 'Android')])?.name).toBe('Android');
    expect(pickGermanVoice([voice('en-US'), voice('fr-FR')])).toBeNull();
    expect(pickGermanVoice([])).toBeNull();
  });
});
