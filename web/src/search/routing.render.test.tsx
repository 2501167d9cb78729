import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  InstantSearch,
  RangeInput,
  RefinementList,
  SearchBox,
  ToggleRefinement,
  useMenu,
  usePagination,
  useRefinementList,
} from 'react-instantsearch';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withFacetLabels } from './facet-labels';
import { useSearchRouting } from './routing';
import { SEARCH_INDEX_NAME, TOGGLE_ON_VALUES } from './search-attributes';
import { createSpielraumSearchClient } from './search-client';
import { readable, stubSearchApi } from './test-fixtures';

/** Routed state without a visible widget here: the category of `/games/{cat}`, page, title, list. */
function VirtualWidgets() {
  useRefinementList({ attribute: 'groups' });
  usePagination();
  useMenu({ attribute: 'title' });
  useMenu({ attribute: 'list' });
  return null;
}

function GamesSearch() {
  const routing = useSearchRouting({ writeDelay: 0 });
  return (
    <InstantSearch
      searchClient={createSpielraumSearchClient()}
      indexName={SEARCH_INDEX_NAME}
      routing={routing}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <VirtualWidgets />
      <SearchBox />
      <RefinementList attribute="categories" transformItems={withFacetLabels('categories')} />
      <ToggleRefinement attribute="expansions" on={TOGGLE_ON_VALUES.expansions} label="Ohne Erweiterungen" />
      <RangeInput attribute="price" precision={2} />
    </InstantSearch>
  );
}

function GamePage() {
  return <h1>Spielseite</h1>;
}

const LANDING_KEYS: Record<string, string> = {
  familienspiele: '1-familienspiele',
  strategiespiele: '2-strategiespiele',
};

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      // as in the app: the list's paths are children of one route, whose search stays mounted
      {
        Component: GamesSearch,
        children: [
          { path: '/games/:cat?' },
          // a landing route's loader names its term's key (the key of the recorded answers)
          {
            path: '/kategorie/:slug',
            loader: ({ params }) => ({ landingKey: LANDING_KEYS[params.slug ?? ''] }),
          },
        ],
      },
      { path: '/games/:cat/:slug', Component: GamePage },
    ],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const href = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('InstantSearch with useSearchRouting inside react-router', () => {
  it(
    'starts from the URL, writes refinements to it and follows navigations',
    { timeout: 15_000 },
    async () => {
      const { requests } = stubSearchApi();
      const user = userEvent.setup();
      const router = renderAt(
        '/games/brettspiele?filter-spielkategorien=1-familienspiele&filter-preis=10-30&filter-erweiterungen=0&page=2',
      );

      expect(await screen.findByRole('checkbox', { name: /Familienspiele/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Strategiespiele/ })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Ohne Erweiterungen' })).toBeChecked();
      const [minPrice, maxPrice] = screen.getAllByRole('spinbutton');
      expect(minPrice).toHaveValue(10);
      expect(maxPrice).toHaveValue(30);
      expect(requests.map(readable)).toContain(
        '/api/filter/data/?filter-gruppe=brettspiele&filter-spielkategorien=1-familienspiele&filter-preis=10-30&filter-erweiterungen=0&page=2',
      );

      await user.click(screen.getByRole('checkbox', { name: /Strategiespiele/ }));
      await waitFor(() =>
        expect(href(router)).toBe(
          '/games/brettspiele?filter-spielkategorien=1-familienspiele,2-strategiespiele&filter-preis=10-30&filter-erweiterungen=0',
        ),
      );

      await user.click(screen.getByRole('checkbox', { name: 'Ohne Erweiterungen' }));
      await waitFor(() =>
        expect(href(router)).toBe(
          '/games/brettspiele?filter-spielkategorien=1-familienspiele,2-strategiespiele&filter-preis=10-30',
        ),
      );

      // A link elsewhere in the page (menu, start page tile) opens another search.
      await act(() => router.navigate('/games/kartenspiele?term=azul'));
      await waitFor(() =>
        expect(requests.map(readable)).toContain('/api/filter/data/?term=azul&filter-gruppe=kartenspiele'),
      );
      expect(screen.getByRole('checkbox', { name: /Familienspiele/ })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Ohne Erweiterungen' })).not.toBeChecked();
      expect(href(router)).toBe('/games/kartenspiele?term=azul');

      // Back to the previous search.
      await act(() => router.navigate(-1));
      await waitFor(() => expect(screen.getByRole('checkbox', { name: /Strategiespiele/ })).toBeChecked());
      expect(href(router)).toBe(
        '/games/brettspiele?filter-spielkategorien=1-familienspiele,2-strategiespiele&filter-preis=10-30',
      );
    },
  );

  it(
    'keeps title and list filter, which have no visible widget here, in the search and the URL',
    { timeout: 15_000 },
    async () => {
      const { requests } = stubSearchApi();
      const user = userEvent.setup();
      const router = renderAt('/games?title=Catan&filter-liste=wishlist&page=2');

      // a lone category with a landing page moves the list onto that page's path
      await user.click(await screen.findByRole('checkbox', { name: /Strategiespiele/ }));
      await waitFor(() =>
        expect(href(router)).toBe('/kategorie/strategiespiele?title=Catan&filter-liste=wishlist'),
      );
      expect(requests.map(readable)).toEqual(
        expect.arrayContaining([
          '/api/filter/data/?title=Catan&filter-liste=wishlist&page=2',
          '/api/filter/data/?title=Catan&filter-spielkategorien=2-strategiespiele&filter-liste=wishlist',
        ]),
      );
    },
  );

  it(
    'leaving the list for a game writes no emptied search back to the URL',
    { timeout: 15_000 },
    async () => {
      stubSearchApi();
      const router = renderAt('/kategorie/familienspiele');
      expect(await screen.findByRole('checkbox', { name: /Familienspiele/ })).toBeChecked();

      await act(() => router.navigate('/games/brettspiele/sky-team'));
      expect(await screen.findByRole('heading', { name: 'Spielseite' })).toBeInTheDocument();
      // The unmounted widgets dispose their state; a write of it would open /games again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(href(router)).toBe('/games/brettspiele/sky-team');

      await act(() => router.navigate(-1));
      expect(await screen.findByRole('checkbox', { name: /Familienspiele/ })).toBeChecked();
      expect(href(router)).toBe('/kategorie/familienspiele');
    },
  );

  it(
    'a landing page starts with its term chosen and keeps its path when filters are added or dropped',
    { timeout: 15_000 },
    async () => {
      const { requests } = stubSearchApi();
      const user = userEvent.setup();
      const router = renderAt('/kategorie/familienspiele?page=2');
      expect(await screen.findByRole('checkbox', { name: /Familienspiele/ })).toBeChecked();
      expect(requests.map(readable)).toContain(
        '/api/filter/data/?filter-spielkategorien=1-familienspiele&page=2',
      );

      await user.click(screen.getByRole('checkbox', { name: 'Ohne Erweiterungen' }));
      await waitFor(() => expect(href(router)).toBe('/kategorie/familienspiele?filter-erweiterungen=0'));
      await user.click(screen.getByRole('checkbox', { name: /Strategiespiele/ }));
      await waitFor(() =>
        expect(href(router)).toBe(
          '/kategorie/familienspiele?filter-spielkategorien=2-strategiespiele&filter-erweiterungen=0',
        ),
      );

      // dropping the landing's own term leaves for the page of what is left
      await user.click(screen.getByRole('checkbox', { name: /Familienspiele/ }));
      await waitFor(() => expect(href(router)).toBe('/kategorie/strategiespiele?filter-erweiterungen=0'));
      expect(screen.getByRole('checkbox', { name: /Strategiespiele/ })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /Familienspiele/ })).not.toBeChecked();
    },
  );
});
