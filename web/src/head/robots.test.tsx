import type { RouteObject } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../routes';
import { renderApp, stubApi } from '../test/render-app';
import { robotsOfMatches } from './robots';

/** Every route path under the root with its handle, nested paths joined. */
function flatten(list: readonly RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return list.flatMap((route) => {
    const path = route.index
      ? parent
      : [parent, route.path ?? ''].filter(Boolean).join('/').replace(/^\/+/, '');
    return [{ path, route }, ...flatten(route.children ?? [], path)];
  });
}

/** Paths of the user's own pages, the back offices and the pages mail links open. */
const PRIVATE =
  /^(settings|wishlists|collections|ignore-games|alerts|notifications|verification|verify|newpassword|deleteuser|unsubscribe|wishlistview|collectionview|haendler|haendlerbereich|redaktion|betrieb|recommendationsmanagement|recommendationform|recommendationscomments)(\/|$)/;

describe('noindex by route', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the first robots directive of the matched routes', () => {
    expect(robotsOfMatches([{ handle: undefined }, { handle: { lazyModule: 'x', robots: 'noindex' } }])).toBe(
      'noindex',
    );
    expect(robotsOfMatches([{ handle: { lazyModule: 'x' } }, { handle: null }])).toBeUndefined();
  });

  it('marks every account, back-office and mail-link page, and no public page', () => {
    const pages = flatten(routes[0]!.children ?? []).filter(({ route }) => route.lazy || route.Component);
    const privatePages = pages.filter(({ path }) => PRIVATE.test(path));
    expect(privatePages.length).toBeGreaterThan(20);
    for (const { path, route } of pages) {
      // the editors' preview decides by its data (PageHead's noindex); the old comment queue only redirects
      if (path === 'redaktion/magazin/:id/vorschau' || path === 'redaktion/kommentare') continue;
      expect(robotsOfMatches([{ handle: route.handle }]), path).toBe(
        PRIVATE.test(path) ? 'noindex' : undefined,
      );
    }
  });

  it('writes the robots meta on a mail-link page and none on a public page', async () => {
    stubApi();
    const { router, unmount } = renderApp('/verify/0b5e5f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'),
    );
    await router.navigate('/legal-notice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    unmount();
  });
});
