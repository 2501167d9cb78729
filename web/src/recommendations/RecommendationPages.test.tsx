import {
  recommendationListResponseSchema,
  recommendationsResponseSchema,
  type CommentThread,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { fakeRecommendationsApi, listCard, recommendationList } from './test-fixtures';

const noComments: CommentThread = {
  target_type: 'recommendation_list',
  target_id: 3,
  comments: [],
  count: 0,
};

function listAnswer(overrides: Parameters<typeof recommendationList>[0] = {}) {
  return recommendationListResponseSchema.parse({
    data: { list: recommendationList(overrides), comments: noComments },
  });
}

function headMeta(name: string): string | null | undefined {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
}

function jsonLdGraph(): { '@type': string; itemListElement: { name: string; url?: string }[] }[] {
  const parsed = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
    '@graph': { '@type': string; itemListElement: { name: string; url?: string }[] }[];
  };
  return parsed['@graph'];
}

describe('the recommendation pages', { timeout: 30_000 }, () => {
  it('/recommendations shows the tiles with curator, games, sum line, followers and paging', async () => {
    const { calls } = fakeRecommendationsApi((call) =>
      call.path === '/api/recommendations/'
        ? recommendationsResponseSchema.parse({
            data: {
              lists: [
                listCard(),
                listCard({
                  id: 4,
                  slug: 'familienabend',
                  title: 'Familienabend',
                  cover: null,
                  game_count: 5,
                  priced_count: 3,
                  best_total_sum: 9800,
                  follower_count: 1,
                }),
              ],
              total: 26,
              page: 2,
              pages: 3,
            },
          })
        : undefined,
    );
    renderApp('/recommendations?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Empfehlungslisten' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.search === '?page=2')).toBe(true);

    const first = screen.getByRole('link', { name: 'Spiele für zwei' }).closest('article')!;
    expect(screen.getByRole('link', { name: 'Spiele für zwei' })).toHaveAttribute(
      'href',
      '/recommendations/spiele-fuer-zwei',
    );
    expect(within(first).getByText('von Jonas Würfel')).toBeInTheDocument();
    expect(within(first).getByText('3 Spiele')).toBeInTheDocument();
    expect(within(first).getByText('42 Follower')).toBeInTheDocument();
    expect(within(first).getByText('ganze Liste ab 123,45 € inkl. Versand')).toBeInTheDocument();
    expect(first.querySelector('img')!.getAttribute('srcset')).toContain(
      '/api/magazine/images/31/1200.webp 1200w',
    );

    const second = screen.getByRole('link', { name: 'Familienabend' }).closest('article')!;
    expect(
      within(second).getByText('ganze Liste ab 98,00 € inkl. Versand (für 3 von 5 Spielen mit Angebot)'),
    ).toBeInTheDocument();
    expect(second.querySelector('img')).toBeNull();

    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pages).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute(
      'href',
      '/recommendations',
    );
    expect(within(pages).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      '/recommendations?page=3',
    );
    await waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        '/recommendations?page=2',
      ),
    );
    expect(document.title).toBe('Empfehlungslisten – Seite 2 – Spielraum');
  });

  it('/recommendations says so when there are no lists yet', async () => {
    fakeRecommendationsApi((call) =>
      call.path === '/api/recommendations/'
        ? { data: { lists: [], total: 0, page: 1, pages: 0 } }
        : undefined,
    );
    renderApp('/recommendations');
    expect(
      await screen.findByText(
        'Noch gibt es keine öffentlichen Empfehlungslisten. Schau gern bald wieder vorbei!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seiten' })).toBeNull();
  });

  it('/recommendations/:slug shows the games in order with notes, the intro as text and JSON-LD', async () => {
    fakeRecommendationsApi((call) =>
      call.path === '/api/recommendations/spiele-fuer-zwei/' ? listAnswer() : undefined,
    );
    renderApp('/recommendations/spiele-fuer-zwei');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spiele für zwei' })).toBeInTheDocument();
    expect(screen.getByText('Zweiter Absatz <b>ohne HTML</b>.')).toBeInTheDocument();
    const games = screen.getByRole('region', { name: 'Die Spiele' });
    expect(
      within(games)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Sky Team', 'Patchwork']);
    expect(within(games).getByText('Kooperativ und spannend bis zur Landung.')).toBeInTheDocument();
    expect(within(games).getByRole('button', { name: 'Sky Team merken' })).toBeInTheDocument();
    expect(screen.getByText('ganze Liste ab 123,45 € inkl. Versand')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bearbeiten' })).toBeNull();
    expect(headMeta('robots')).toBeFalsy();
    const graph = jsonLdGraph();
    expect(graph.map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
    expect(graph[0]!.itemListElement.map((item) => item.url)).toEqual([
      '/games/brettspiele/sky-team',
      '/games/brettspiele/patchwork',
    ]);
    expect(graph[1]!.itemListElement.map((item) => item.name)).toEqual([
      'Start',
      'Empfehlungslisten',
      'Spiele für zwei',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: /Kommentare/ })).toBeInTheDocument();
  });

  it('keeps an unlisted list out of search engines and says so', async () => {
    fakeRecommendationsApi((call) =>
      call.path === '/api/recommendations/spiele-fuer-zwei/'
        ? listAnswer({ visibility: 'unlisted' })
        : undefined,
    );
    renderApp('/recommendations/spiele-fuer-zwei');
    expect(
      await screen.findByText('Diese Liste ist nicht öffentlich gelistet – nur wer den Link hat, sieht sie.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(headMeta('robots')).toBe('noindex'));
  });

  it('shows the owner "Bearbeiten" and the private hint', async () => {
    fakeRecommendationsApi(
      (call) =>
        call.path === '/api/recommendations/spiele-fuer-zwei/'
          ? listAnswer({ own: true, visibility: 'private' })
          : undefined,
      signedInSession,
    );
    renderApp('/recommendations/spiele-fuer-zwei');
    expect(await screen.findByRole('link', { name: 'Bearbeiten' })).toHaveAttribute(
      'href',
      '/recommendationform/3',
    );
    expect(screen.getByText('Nur du siehst diese Liste.')).toBeInTheDocument();
    await waitFor(() => expect(headMeta('robots')).toBe('noindex'));
  });

  it('answers an unknown list with the 404 page', async () => {
    fakeRecommendationsApi(() => undefined);
    renderApp('/recommendations/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
  });

  it('opens the login dialog when a visitor wants to follow', async () => {
    const { calls } = fakeRecommendationsApi((call) =>
      call.path === '/api/recommendations/spiele-fuer-zwei/' ? listAnswer() : undefined,
    );
    renderApp('/recommendations/spiele-fuer-zwei');
    await userEvent.click(await screen.findByRole('button', { name: 'Folgen' }));
    expect(await screen.findByRole('dialog', { name: 'Anmelden' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/follow/'))).toBe(false);
    expect(
      screen.getByText('Du bekommst eine Benachrichtigung, wenn die Liste ein neues Spiel bekommt.'),
    ).toBeInTheDocument();
  });

  it('lets a signed-in user follow and unfollow, showing the new count', async () => {
    let following = false;
    const { calls } = fakeRecommendationsApi((call) => {
      if (call.path === '/api/recommendations/spiele-fuer-zwei/') return listAnswer();
      if (call.path === '/api/recommendations/3/follow/') {
        following = call.method === 'POST';
        return { data: { following, follower_count: following ? 43 : 42 } };
      }
      return undefined;
    }, signedInSession);
    renderApp('/recommendations/spiele-fuer-zwei');
    await userEvent.click(await screen.findByRole('button', { name: 'Folgen' }));
    expect(await screen.findByRole('button', { name: 'Entfolgen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('43 Follower')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entfolgen' }));
    expect(await screen.findByRole('button', { name: 'Folgen' })).toBeInTheDocument();
    expect(screen.getByText('42 Follower')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === '/api/recommendations/3/follow/').map((call) => call.method),
    ).toEqual(['POST', 'DELETE']);
  });
});
