import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsHost } from './AnalyticsHost';

const tracker = vi.hoisted(() => ({
  loaded: false,
  trackPageView: vi.fn(),
  stopTracking: vi.fn(),
}));
// the factory runs when the host first imports the tracker: "loaded" is "downloaded"
vi.mock('./tracker', () => {
  tracker.loaded = true;
  return { trackPageView: tracker.trackPageView, stopTracking: tracker.stopTracking };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <AnalyticsHost />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Startseite</p> },
          { path: '*', element: <p>Seite</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const consent = (flags: string) => {
  document.cookie = `spielraum_consent=1.${flags}.00000000-0000-4000-8000-000000000001; path=/`;
};

describe('the web analytics host', () => {
  it('loads no tracker and reports nothing without the analytics consent', async () => {
    consent('101');
    const router = renderAt('/games/brettspiele');
    await act(() => router.navigate('/contact'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tracker.loaded).toBe(false);
    expect(tracker.trackPageView).not.toHaveBeenCalled();
  });

  it('with the consent reports every page the visitor opens, and stops when it is withdrawn', async () => {
    consent('010');
    const router = renderAt('/games/brettspiele?sort=preis');
    await vi.waitFor(() => expect(tracker.trackPageView).toHaveBeenCalledWith('/games/brettspiele'));
    expect(tracker.loaded).toBe(true);
    await act(() => router.navigate('/games/brettspiele/azul#angebote'));
    await vi.waitFor(() => expect(tracker.trackPageView).toHaveBeenLastCalledWith('/games/brettspiele/azul'));
    // only the query string changed: the same page
    await act(() => router.navigate('/games/brettspiele/azul?tab=preise'));
    expect(tracker.trackPageView).toHaveBeenCalledTimes(2);

    consent('000');
    // the consent store re-reads the cookie when told a choice was made
    const { applyConsent } = await import('../app/consent/consent-store');
    act(() => applyConsent({ history: false, analytics: false, social: false }));
    await vi.waitFor(() => expect(tracker.stopTracking).toHaveBeenCalled());
    await act(() => router.navigate('/magazine'));
    expect(tracker.trackPageView).toHaveBeenCalledTimes(2);
  });
});
