import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushEvents, stopTracking, trackPageView } from './tracker';

/** The events of every call the tracker made, and the calls' options. */
function sent(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map((call) => {
    const [url, init] = call as [string, RequestInit];
    return { url, init, events: (JSON.parse(String(init.body)) as { events: unknown[] }).events };
  });
}

function shopLink(offerId: string) {
  const link = document.createElement('a');
  link.href = 'https://shop.example/spiel';
  link.setAttribute('data-offer-id', offerId);
  link.innerHTML = '<span>zum Shop</span>';
  // the test stays on its page
  link.addEventListener('click', (event) => event.preventDefault());
  document.body.append(link);
  return link;
}

describe('the web analytics tracker', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    // only the network is replaced
    fetchMock = vi.fn(async () => Response.json({ data: 'success' }));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'XSRF-TOKEN=token.signatur; path=/';
  });
  afterEach(() => {
    stopTracking();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('sends page views in one batch after two seconds, with the anti-forgery header, kept alive', async () => {
    trackPageView('/');
    trackPageView('/games/brettspiele');
    trackPageView('/games/brettspiele/azul');
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const [call] = sent(fetchMock);
    expect(sent(fetchMock)).toHaveLength(1);
    expect(call!.url).toBe('/api/analytics/events/');
    expect(call!.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'token.signatur' },
    });
    expect(call!.events).toEqual([
      { kind: 'page_view', path: '/' },
      { kind: 'page_view', path: '/games/brettspiele' },
      { kind: 'page_view', path: '/games/brettspiele/azul' },
    ]);
  });

  it('sends at once when 20 events wait, and cuts long paths to what the API takes', async () => {
    for (let page = 1; page <= 21; page += 1) trackPageView(`/magazine/${page}`);
    expect(sent(fetchMock).map((call) => call.events.length)).toEqual([20]);
    trackPageView(`/${'x'.repeat(400)}`);
    flushEvents();
    const last = sent(fetchMock).at(-1)!.events;
    expect(last).toHaveLength(2);
    expect((last[1] as { path: string }).path).toHaveLength(300);
  });

  it('counts clicks and middle clicks on "zum Shop" links by their offer id, nothing else', async () => {
    trackPageView('/games/brettspiele/azul');
    const link = shopLink('42');
    link.querySelector('span')!.click();
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    // a right click opens the context menu, not the shop
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 2 }));
    shopLink('keine-zahl').click();
    shopLink('0').click();
    document.body.append(Object.assign(document.createElement('button'), { textContent: 'Merken' }));
    document.querySelector('button')!.click();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent(fetchMock).flatMap((call) => call.events)).toEqual([
      { kind: 'page_view', path: '/games/brettspiele/azul' },
      { kind: 'click_out', offer_id: 42 },
      { kind: 'click_out', offer_id: 42 },
    ]);
  });

  it('sends what waits when the page is hidden or left', async () => {
    trackPageView('/');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent(fetchMock)).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    trackPageView('/contact');
    window.dispatchEvent(new Event('pagehide'));
    expect(sent(fetchMock).map((call) => call.events)).toEqual([
      [{ kind: 'page_view', path: '/' }],
      [{ kind: 'page_view', path: '/contact' }],
    ]);
  });

  it('stops on withdrawal: the click listener is gone and nothing waiting is sent', async () => {
    const removed = vi.spyOn(document, 'removeEventListener');
    trackPageView('/games/brettspiele/azul');
    const link = shopLink('7');
    stopTracking();
    expect(removed).toHaveBeenCalledWith('click', expect.any(Function), true);
    expect(removed).toHaveBeenCalledWith('auxclick', expect.any(Function), true);
    link.click();
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
