import { screen, render, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hits, InstantSearch, Pagination, RefinementList, SearchBox, useStats } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { withFacetLabels } from './facet-labels';
import { SEARCH_INDEX_NAME } from './search-attributes';
import { createSpielraumSearchClient, type GameHit } from './search-client';
import { readable, stubSearchApi } from './test-fixtures';

function Total() {
  const { nbHits } = useStats();
  return <p>{nbHits} Spiele</p>;
}

function GameTitle({ hit }: { hit: GameHit }) {
  return <h2>{hit.title}</h2>;
}

function SearchScreen() {
  return (
    <InstantSearch
      searchClient={createSpielraumSearchClient()}
      indexName={SEARCH_INDEX_NAME}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <SearchBox placeholder="Spiele suchen" />
      <RefinementList attribute="categories" transformItems={withFacetLabels('categories')} />
      <Total />
      <Hits<GameHit> hitComponent={GameTitle} />
      <Pagination />
    </InstantSearch>
  );
}

describe('react-instantsearch widgets on the Spielraum search client', () => {
  it(
    'shows hits, facet labels with counts and the total from filter/data/',
    { timeout: 15_000 },
    async () => {
      const { requests } = stubSearchApi();
      render(<SearchScreen />);

      expect(await screen.findByRole('heading', { name: 'Sky Team' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
        'Sky Team',
        'Dorfromantik – Das Brettspiel',
        'Kingdomino',
      ]);
      expect(screen.getByText('115 Spiele')).toBeInTheDocument();

      const family = screen.getByRole('checkbox', { name: /Familienspiele/ });
      const familyItem = within(family.closest('li')!);
      expect(familyItem.getByText('Familienspiele')).toBeInTheDocument();
      expect(familyItem.getByText('115')).toBeInTheDocument();
      const cooperative = within(screen.getByRole('checkbox', { name: /Kooperative Spiele/ }).closest('li')!);
      expect(cooperative.getByText('62')).toBeInTheDocument();
      expect(screen.queryByText('1-familienspiele')).not.toBeInTheDocument();

      // 115 hits, three a page: Pagination offers the pages after the first.
      expect(screen.getByRole('link', { name: 'Page 2' })).toBeInTheDocument();
      expect(requests.map(readable)).toEqual(['/api/filter/data/']);
    },
  );

  it('turns refining, typing and paging into filter/data/ calls', { timeout: 15_000 }, async () => {
    const { requests } = stubSearchApi();
    const user = userEvent.setup();
    render(<SearchScreen />);

    await user.click(await screen.findByRole('checkbox', { name: /Strategiespiele/ }));
    await waitFor(() =>
      expect(readable(requests.at(-1))).toContain('filter-spielkategorien=2-strategiespiele'),
    );
    // The extra request for the refined facet was answered from the same call.
    expect(requests.map(readable)).toEqual([
      '/api/filter/data/',
      '/api/filter/data/?filter-spielkategorien=2-strategiespiele',
    ]);

    await user.type(screen.getByPlaceholderText('Spiele suchen'), 'azul');
    await waitFor(() =>
      expect(readable(requests.at(-1))).toBe(
        '/api/filter/data/?term=azul&filter-spielkategorien=2-strategiespiele',
      ),
    );

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() =>
      expect(readable(requests.at(-1))).toBe(
        '/api/filter/data/?term=azul&filter-spielkategorien=2-strategiespiele&page=2',
      ),
    );
  });
});
