import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anonymousSession, signedInSession } from '../../test/fixtures';
import { renderApp, stubApi } from '../../test/render-app';
import { safeRedirectTarget } from './redirect-target';

const unverified = {
  data: { ...signedInSession.data, user: { ...signedInSession.data.user!, verified: false } },
};
const curator = {
  data: { ...signedInSession.data, permissions: ['influencers_recommendationList_add'] },
};

describe('guarded routes (SPEC §4)', { timeout: 30_000 }, () => {
  it('sends a visitor to the start page with the wanted path and opens "Bitte melde dich an"', async () => {
    stubApi({ session: anonymousSession });
    const { router } = renderApp('/wishlists?sort=name');
    expect(await screen.findByRole('dialog', { name: 'Bitte melde dich an' })).toBeInTheDocument();
    expect(screen.getByText('Für diese Seite musst du angemeldet sein.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/wishlists?sort=name');
  });

  it('sends an unverified user to /verify/{uuid}', async () => {
    stubApi({ session: unverified });
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'E-Mail Adresse bestätigen' });
    expect(router.state.location.pathname).toBe(`/verify/${signedInSession.data.user!.uuid}`);
  });

  it('lets a verified user in', async () => {
    stubApi({ session: signedInSession });
    renderApp('/alerts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alarme' })).toBeInTheDocument();
  });

  it('accepts either curator permission where SPEC says add or edit, and sends others to /recommendations, saying why', async () => {
    const fetchMock = stubApi({ session: curator });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/recommendations/')
        return Response.json({ data: { lists: [], total: 0, page: 1, pages: 0 } });
      return base(input);
    });
    const { router } = renderApp('/recommendationform/neu');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neue Empfehlungsliste' }),
    ).toBeInTheDocument();
    // SPEC §6: without the permission "the user goes to recommendations", with a toast
    await router.navigate('/recommendationsmanagement');
    expect(
      await screen.findByText(
        'Diese Seite ist Kuratorinnen und Kuratoren mit der Berechtigung für Empfehlungslisten vorbehalten.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/recommendations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Empfehlungslisten' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Seite nicht gefunden' })).toBeNull();
    // the notice is not left in the address, so a reload does not show it again
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sends a signed-in user without curator permission from every curator route', async () => {
    stubApi({ session: signedInSession });
    const { router } = renderApp('/recommendationscomments');
    // the notice may still be on screen from the test before, so wait for the address itself
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommendations'));
    await screen.findByText(
      'Diese Seite ist Kuratorinnen und Kuratoren mit der Berechtigung für Empfehlungslisten vorbehalten.',
    );
    await router.navigate('/recommendationform/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommendations'));
  });
});

describe('safeRedirectTarget', () => {
  it('keeps local paths and refuses other origins', () => {
    expect(safeRedirectTarget('/collections?x=1#a')).toBe('/collections?x=1#a');
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      // browsers drop tabs and line breaks inside URLs: these become //evil.example
      '/\t/evil.example/x',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\\\t\\evil.example',
      '',
      null,
    ])
      expect(safeRedirectTarget(value), JSON.stringify(value)).toBeNull();
    expect(safeRedirectTarget('/games/brettspiele?filter-preis=10-50')).toBe(
      '/games/brettspiele?filter-preis=10-50',
    );
  });
});

describe('settings without custom-field areas', () => {
  it('still opens when the operator defined no areas (404)', async () => {
    stubApi({ session: signedInSession });
    const fetchMock = globalThis.fetch as unknown as {
      getMockImplementation(): (input: RequestInfo | URL) => Promise<Response>;
    };
    const base = fetchMock.getMockImplementation();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/profile/')
        return Response.json({
          data: { user_data: signedInSession.data.user, alert_mail: 'immediately', locale: 'de' },
        });
      if (url.pathname === '/api/systemavatars')
        return Response.json({
          data: [{ avatar_id: 'meeple', label: 'Meeple', image: '/api/systemavatars/meeple/image' }],
        });
      if (url.pathname === '/api/push/key/') return Response.json({ data: { public_key: null } });
      if (url.pathname === '/api/push/devices/') return Response.json({ data: { devices: [] } });
      if (url.pathname === '/api/push/settings/')
        return Response.json({ data: { quiet_hours: null, daily_cap: 10 } });
      if (url.pathname === '/api/dealers/') return Response.json({ data: { dealers: [] } });
      return base(input);
    });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Über dich' })).not.toBeInTheDocument();
  });
});
