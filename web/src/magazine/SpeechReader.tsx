import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createSpeechReader,
  pickGermanVoice,
  type SpeechReader as Reader,
  type SpeechReaderState,
  type SpeechSynthesisLike,
} from './speech-reader';

/** The browser's speech synthesis, when it has one and can build utterances. */
function browserSynth(): (SpeechSynthesisLike & Partial<EventTarget>) | null {
  if (typeof window === 'undefined') return null;
  const synth = window.speechSynthesis as (SpeechSynthesisLike & Partial<EventTarget>) | undefined;
  if (!synth || typeof synth.getVoices !== 'function') return null;
  if (typeof window.SpeechSynthesisUtterance !== 'function') return null;
  return synth;
}

/** Voices arrive asynchronously (`voiceschanged`); some fakes and old browsers only know the handler property. */
function subscribeToVoices(onChange: () => void): () => void {
  const synth = browserSynth();
  if (!synth) return () => {};
  if (typeof synth.addEventListener === 'function' && typeof synth.removeEventListener === 'function') {
    synth.addEventListener('voiceschanged', onChange);
    return () => synth.removeEventListener?.('voiceschanged', onChange);
  }
  const target = synth as unknown as { onvoiceschanged: (() => void) | null };
  const before = target.onvoiceschanged;
  target.onvoiceschanged = () => {
    before?.();
    onChange();
  };
  return () => {
    target.onvoiceschanged = before;
  };
}

/** A key of the German voice to read with ('' without one); a string, so the snapshot stays stable. */
function germanVoiceKey(): string {
  const synth = browserSynth();
  const voice = synth ? pickGermanVoice(synth.getVoices()) : null;
  return voice ? `${voice.voiceURI}|${voice.lang}` : '';
}

const STATUS_KEYS = {
  idle: null,
  reading: 'magazine.speech.statusReading',
  paused: 'magazine.speech.statusPaused',
  stopped: 'magazine.speech.statusStopped',
  finished: 'magazine.speech.statusFinished',
} as const satisfies Record<SpeechReaderState, string | null>;

function SpeakerIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none">
      <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
      <path
        d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * "Vorlesen" (SPEC §4, §9): start, pause, continue and stop reading a post aloud. Shown only
 * where the browser has speech synthesis with a German voice: never on the server, and in the
 * browser once its voices have loaded. The reading itself is ./speech-reader.ts.
 */
export function SpeechReader({ blocks }: { blocks: readonly string[] }) {
  const { t } = useTranslation();
  const voiceKey = useSyncExternalStore(subscribeToVoices, germanVoiceKey, () => '');
  const [state, setState] = useState<SpeechReaderState>('idle');
  const reader = useRef<Reader | null>(null);
  const mainButton = useRef<HTMLButtonElement>(null);

  // leaving the page (or another post in the same page component) ends the reading
  useEffect(() => () => reader.current?.dispose(), []);

  if (voiceKey === '') return null;

  const start = () => {
    const synth = browserSynth();
    if (!synth) return;
    reader.current?.dispose();
    reader.current = createSpeechReader({
      synth,
      createUtterance: (text) => new window.SpeechSynthesisUtterance(text),
      blocks,
      voice: pickGermanVoice(synth.getVoices()),
      lang: 'de-DE',
      onChange: setState,
    });
    reader.current.start();
  };
  const stop = () => {
    reader.current?.stop();
    // the Stopp button disappears; keep the keyboard where the reading is started again
    mainButton.current?.focus();
  };
  const main =
    state === 'reading'
      ? { label: t('magazine.speech.pause'), action: () => reader.current?.pause() }
      : state === 'paused'
        ? { label: t('magazine.speech.resume'), action: () => reader.current?.resume() }
        : { label: t('magazine.speech.start'), action: start };
  const statusKey = STATUS_KEYS[state];

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('magazine.speech.label')}>
      <Button ref={mainButton} variant="light" size="sm" leftSection={<SpeakerIcon />} onClick={main.action}>
        {main.label}
      </Button>
      {(state === 'reading' || state === 'paused') && (
        <Button variant="default" size="sm" onClick={stop}>
          {t('magazine.speech.stop')}
        </Button>
      )}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {statusKey === null ? '' : t(statusKey)}
      </Text>
    </Group>
  );
}
