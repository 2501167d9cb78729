import { describe, expect, it, vi } from 'vitest';
import { createInstance } from './i18next';

const de = {
  games: { total_one: '{formatted} Spiel', total_other: '{formatted} Spiele' },
  hello: 'Hallo {name}, {user.role}',
  onlyGerman: 'nur deutsch',
};
const en = {
  games: { total_one: '{formatted} game', total_other: '{formatted} games' },
  onlyEnglish: 'English',
};

function instance(options: Record<string, unknown> = {}) {
  const i18n = createInstance();
  void i18n.init({
    resources: { de: { translation: de }, en: { translation: en } },
    lng: 'de',
    fallbackLng: 'en',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    ...options,
  });
  return i18n;
}

describe('i18next stand-in', () => {
  it('picks the plural form by count and fills single-brace placeholders', () => {
    const { t } = instance();
    expect(t('games.total', { count: 1, formatted: '1' })).toBe('1 Spiel');
    expect(t('games.total', { count: 0, formatted: '0' })).toBe('0 Spiele');
    expect(t('games.total', { count: 1234, formatted: '1.234' })).toBe('1.234 Spiele');
    expect(t('hello', { name: 'Mia', user: { role: 'Gast' } })).toBe('Hallo Mia, Gast');
    expect(t('hello')).toBe('Hallo , ');
  });

  it('falls back to English, then to the key, and reports keys it does not know', () => {
    const missingKeyHandler = vi.fn();
    const { t } = instance({ saveMissing: true, missingKeyHandler });
    expect(t('onlyEnglish')).toBe('English');
    expect(t('onlyGerman')).toBe('nur deutsch');
    expect(missingKeyHandler).not.toHaveBeenCalled();
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('games')).toBe('games');
    expect(missingKeyHandler).toHaveBeenCalledWith(
      ['de', 'en'],
      'translation',
      'nowhere.at.all',
      'nowhere.at.all',
    );
  });

  it('merges bundles added later and tells listeners', () => {
    const i18n = createInstance();
    void i18n.init({ resources: { de: { translation: de } }, lng: 'de', fallbackLng: 'en' });
    const added = vi.fn();
    i18n.on('added', added);
    expect(i18n.t('onlyEnglish')).toBe('onlyEnglish');
    i18n.addResourceBundle('en', 'translation', en);
    expect(added).toHaveBeenCalledWith('en', 'translation');
    expect(i18n.t('onlyEnglish')).toBe('English');
    expect(i18n.resolvedLanguage).toBe('de');
  });
});
