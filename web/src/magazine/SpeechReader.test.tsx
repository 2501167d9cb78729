import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { SpeechReader } from './SpeechReader';

class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/** window.speechSynthesis as a page script sees it; voices arrive later with `voiceschanged`. */
class FakeSynth extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  spoken: FakeUtterance[] = [];
  cancels = 0;
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
  }
  cancel() {
    this.cancels += 1;
  }
  getVoices() {
    return this.voices;
  }
}

function install(synth: FakeSynth | undefined) {
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { configurable: true, value: FakeUtterance });
}

const voice = (lang: string) =>
  ({ lang, name: lang, voiceURI: lang, localService: true }) as SpeechSynthesisVoice;

afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
});

describe('<SpeechReader>', () => {
  it('stays hidden without speech synthesis', () => {
    install(undefined);
    renderWithProviders(<SpeechReader blocks={['Titel', 'Text.']} />);
    expect(screen.queryByRole('button', { name: 'Vorlesen' })).toBeNull();
  });

  it('appears once a German voice has loaded, and reads, pauses, continues and stops with German status texts', async () => {
    const user = userEvent.setup();
    const synth = new FakeSynth();
    synth.voices = [voice('en-US')];
    install(synth);
    renderWithProviders(<SpeechReader blocks={['Sky Team im Test', 'Zwei Piloten. Ein Ziel.']} />);
    expect(screen.queryByRole('button', { name: 'Vorlesen' })).toBeNull();

    // voices load asynchronously: still no German one, then one
    act(() => synth.dispatchEvent(new Event('voiceschanged')));
    expect(screen.queryByRole('button', { name: 'Vorlesen' })).toBeNull();
    synth.voices = [voice('en-US'), voice('de-DE')];
    act(() => synth.dispatchEvent(new Event('voiceschanged')));

    await user.click(screen.getByRole('button', { name: 'Vorlesen' }));
    expect(screen.getByRole('status')).toHaveTextContent('Liest vor …');
    expect(synth.spoken.map((utterance) => [utterance.text, utterance.lang, utterance.voice?.lang])).toEqual([
      ['Sky Team im Test', 'de-DE', 'de-DE'],
    ]);

    act(() => synth.spoken[0]!.onend?.());
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('status')).toHaveTextContent('Pausiert');
    const cancelsAtPause = synth.cancels;
    expect(cancelsAtPause).toBeGreaterThan(0);

    // continues with the first body sentence (the pause fell into the silence after the title)
    await user.click(screen.getByRole('button', { name: 'Fortsetzen' }));
    expect(synth.spoken.at(-1)?.text).toBe('Zwei Piloten.');
    expect(screen.getByRole('status')).toHaveTextContent('Liest vor …');

    await user.click(screen.getByRole('button', { name: 'Stopp' }));
    expect(synth.cancels).toBeGreaterThan(cancelsAtPause);
    expect(screen.getByRole('status')).toHaveTextContent('Vorlesen beendet');
    expect(screen.queryByRole('button', { name: 'Stopp' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Vorlesen' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Vorlesen' }));
    expect(synth.spoken.at(-1)?.text).toBe('Sky Team im Test');
  });

  it('stays hidden when the browser has voices, but no German one', () => {
    const synth = new FakeSynth();
    synth.voices = [voice('en-GB'), voice('fr-FR')];
    install(synth);
    renderWithProviders(<SpeechReader blocks={['Titel', 'Text.']} />);
    expect(screen.queryByRole('group', { name: 'Artikel vorlesen' })).toBeNull();
  });
});
