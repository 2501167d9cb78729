import { describe, expect, it } from 'vitest';
import { createBrowserI18n } from './browser';
import { addBrowserTexts } from './browser-texts';
import { resources } from './index';

/** Every key of a text tree with its text, as `a.b.c`. */
function flatten(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : flatten(value as object, `${prefix}${key}.`),
  );
}

describe('the browser translator and the page texts', () => {
  it('adds texts given before and after it exists, next to the texts it has', async () => {
    addBrowserTexts({ lists: { wishlistsTitle: 'Vorher' } });
    const i18n = createBrowserI18n();
    expect(i18n.t('lists.wishlistsTitle')).toBe('Vorher');
    expect(i18n.t('lists.addToList')).toBe('Merken');
    addBrowserTexts({ alerts: { pageTitle: 'Nachher' } });
    expect(i18n.t('alerts.pageTitle')).toBe('Nachher');
    expect(i18n.t('alerts.priceAlert')).toBe('Preisalarm');

    // once the features' page texts have loaded, the browser knows every German text the server has
    await Promise.all([
      import('../lists/page-texts'),
      import('../alerts/page-texts'),
      import('../notifications/page-texts'),
      import('../accounts/page-texts'),
      import('../magazine/page-texts'),
      import('../comments/page-texts'),
      import('../editorial/page-texts'),
      import('../reviews/page-texts'),
      import('../recommendations/page-texts'),
      import('../shared/report-texts'),
      import('../shared/share-texts'),
      import('../extended-search/page-texts'),
      import('../app/consent/page-texts'),
      import('../contact/page-texts'),
      import('../unsubscribe/page-texts'),
      import('../dealers/page-texts'),
      import('../history/page-texts'),
      import('../operations/page-texts'),
      import('../dealer-area/page-texts'),
      import('../start/page-texts'),
      import('../deals/page-texts'),
    ]);
    const browser = new Map(flatten(i18n.getResourceBundle('de', 'translation') as object));
    const missing = flatten(resources.de.translation).filter(([key, text]) => browser.get(key) !== text);
    expect(missing).toEqual([]);
  });
});
