import { LIMITS } from '@spielraum/schema';

/** What "Vorlesen" shows: nothing read yet, reading (or waiting after the title), paused, stopped, read to the end. */
export type SpeechReaderState = 'idle' | 'reading' | 'paused' | 'stopped' | 'finished';

/** The part of `window.speechSynthesis` the reader uses (a fake in tests). */
export interface SpeechSynthesisLike {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  getVoices(): SpeechSynthesisVoice[];
}

export interface SpeechReaderOptions {
  synth: SpeechSynthesisLike;
  /** `new SpeechSynthesisUtterance(text)`; passed in so tests can hand a fake. */
  createUtterance(text: string): SpeechSynthesisUtterance;
  /** The post's `speech_blocks`: the title first, then lead and body blocks. */
  blocks: readonly string[];
  voice: SpeechSynthesisVoice | null;
  lang?: string;
  /** Silence between title and body (SPEC §9: 2000 ms). */
  pauseAfterTitleMs?: number;
  onChange?(state: SpeechReaderState): void;
}

export interface SpeechReader {
  readonly state: SpeechReaderState;
  /** Index of the sentence read now or next (0 is the title). */
  readonly position: number;
  /** The title, then the body's sentences, in reading order. */
  readonly sentences: readonly string[];
  start(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  /** Stops without reporting a state (the page is left). */
  dispose(): void;
}

/**
 * Longest piece spoken as one utterance. Chromium ends an utterance after about 15 seconds of
 * speech without firing `end` reliably; at a normal rate that is roughly 200 characters.
 */
const MAX_UTTERANCE_LENGTH = 200;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('de', { granularity: 'sentence' })
    : null;

/**
 * A piece ending like this is no sentence end: an initial ("z. B.", "d. h."), an ordinal
 * ("3. Oktober") or a common abbreviation. ICU's sentence breaks split there.
 */
const ABBREVIATION_END =
  /(?:^|[\s(„"])(?:\p{L}|\d{1,2}|ca|bzw|usw|etc|vgl|Nr|Dr|Prof|inkl|exkl|evtl|ggf|bspw|zzgl|Mio|Mrd|Jh|St|Str|Hr|Fr)\.$/iu;

function sentencesOf(text: string): string[] {
  const pieces = segmenter
    ? [...segmenter.segment(text)].map((part) => part.segment.trim())
    : // without Intl.Segmenter: a sentence ends with . ! ? or … before a space and a capital
      text.split(/(?<=[.!?…]["“”»«')]?)\s+(?=[A-ZÄÖÜ0-9"„“»«(])/u).map((part) => part.trim());
  const sentences: string[] = [];
  for (const piece of pieces) {
    const last = sentences.length - 1;
    if (last >= 0 && ABBREVIATION_END.test(sentences[last]!)) sentences[last] = `${sentences[last]} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

/** Cuts an overlong sentence at a comma, semicolon, colon or dash, else at a space. */
function shorten(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_UTTERANCE_LENGTH) {
    const head = rest.slice(0, MAX_UTTERANCE_LENGTH);
    const punctuation = Math.max(
      head.lastIndexOf(', '),
      head.lastIndexOf('; '),
      head.lastIndexOf(': '),
      head.lastIndexOf(' – '),
    );
    const space = head.lastIndexOf(' ');
    const cut =
      punctuation > MAX_UTTERANCE_LENGTH / 3 ? punctuation + 1 : space > 0 ? space : MAX_UTTERANCE_LENGTH;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}

/** A text block as the pieces spoken one after the other: its sentences, long ones cut. */
export function splitIntoSentences(text: string): string[] {
  return sentencesOf(text.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence !== '')
    .flatMap(shorten);
}

/** The voice to read German with: a de-DE voice if there is one, else any German one; null without. */
export function pickGermanVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  // Android reports `de_DE`, others `de-DE`
  const lang = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();
  const german = voices.filter((voice) => lang(voice).startsWith('de'));
  const germany = german.filter((voice) => lang(voice) === 'de-de');
  return germany.find((voice) => voice.localService) ?? germany[0] ?? german[0] ?? null;
}

/**
 * "Vorlesen" of a magazine post (SPEC §4, §9): the title, 2000 ms of silence, then the body
 * sentence by sentence in de-DE, each its own utterance started from the previous one's `end`.
 * One long utterance would not do: Chromium stops speaking after about 15 seconds.
 *
 * Pause remembers the sentence and cancels instead of calling `speechSynthesis.pause()`, which
 * Chromium does not honour reliably (and on Android not at all); resume speaks that sentence
 * again from its start. Stop cancels and goes back to the title. `cancel()` makes browsers fire
 * `end` or `error` on the utterance it interrupts: every utterance carries the run it belongs
 * to, and events of an older run are ignored.
 */
export function createSpeechReader(options: SpeechReaderOptions): SpeechReader {
  const { synth, createUtterance, voice } = options;
  const lang = options.lang ?? 'de-DE';
  const pauseAfterTitleMs = options.pauseAfterTitleMs ?? LIMITS.speechPauseMs;
  const [title = '', ...body] = options.blocks;
  const sentences = [title.trim(), ...body.flatMap(splitIntoSentences)].filter((sentence) => sentence !== '');

  let state: SpeechReaderState = 'idle';
  let position = 0;
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: SpeechReaderState) => {
    state = next;
    options.onChange?.(next);
  };

  /** Ends the current run; `cancel()` only when something of ours may be speaking or queued. */
  const halt = (cancel: boolean) => {
    run += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (cancel) synth.cancel();
  };

  const speakFrom = (index: number, current: number) => {
    if (current !== run) return;
    if (index >= sentences.length) {
      position = 0;
      setState('finished');
      return;
    }
    position = index;
    const utterance = createUtterance(sentences[index]!);
    utterance.lang = lang;
    if (voice) utterance.voice = voice;
    let done = false;
    // some engines fire both `error` and `end` for one utterance: go on once
    const next = () => {
      if (current !== run || done) return;
      done = true;
      if (index === 0 && sentences.length > 1) {
        position = 1;
        timer = setTimeout(() => {
          timer = undefined;
          speakFrom(1, current);
        }, pauseAfterTitleMs);
      } else {
        speakFrom(index + 1, current);
      }
    };
    utterance.onend = next;
    utterance.onerror = (event) => {
      // `interrupted`/`canceled` come from our own cancel(); any other error skips the piece
      if (event.error === 'interrupted' || event.error === 'canceled') return;
      next();
    };
    synth.speak(utterance);
  };

  const readFrom = (index: number) => {
    // after a pause or a stop the synthesis is silent already: no second cancel()
    halt(state === 'reading');
    setState('reading');
    speakFrom(index, run);
  };

  return {
    get state() {
      return state;
    },
    get position() {
      return position;
    },
    sentences,
    start: () => readFrom(0),
    pause: () => {
      if (state !== 'reading') return;
      halt(true);
      setState('paused');
    },
    resume: () => {
      if (state !== 'paused') return;
      readFrom(position);
    },
    stop: () => {
      halt(state === 'reading' || state === 'paused');
      position = 0;
      setState('stopped');
    },
    dispose: () => {
      halt(state === 'reading');
      position = 0;
    },
  };
}
