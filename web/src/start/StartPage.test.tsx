import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '../test/render-app';

describe('start page', () => {
  it('shows the hero and links the tiles and chips', async () => {
    stubApi();
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Spielraum – Preise vergleichen, Spiele entdecken',
      }),
    ).toBeInTheDocument();

    const categories = within(screen.getByRole('region', { name: 'Kategorien' }));
    expect(categories.getAllByRole('link')).toHaveLength(12);
    expect(categories.getByRole('link', { name: 'Familienspiele' })).toHaveAttribute(
      'href',
      '/games?filter-spielkategorien=familienspiele',
    );

    const genres = within(screen.getByRole('region', { name: 'Genres' }));
    expect(genres.getByRole('link', { name: 'Horror' })).toHaveAttribute(
      'href',
      '/games?filter-genre=horror',
    );

    const worlds = within(screen.getByRole('region', { name: 'Themenwelten' }));
    expect(worlds.getByRole('link', { name: 'Der Herr der Ringe' })).toHaveAttribute(
      'href',
      '/games?filter-themenwelt=der-herr-der-ringe',
    );
  });
});
