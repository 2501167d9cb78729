import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { familyGamesAnswer } from '../search/test-fixtures';
import { renderWithProviders } from '../test/render-app';
import { GameCard } from './GameCard';

const game = familyGamesAnswer.hits.find((hit) => hit.cover_image_id !== null)!;

function renderCard(props: { compactOnPhone?: boolean; priorityCover?: boolean } = {}) {
  renderWithProviders(
    <MemoryRouter>
      <GameCard game={game} {...props} />
    </MemoryRouter>,
  );
  return { card: screen.getByRole('article'), cover: screen.getByRole('img') };
}

describe('the game card', () => {
  it('loads its cover lazily and keeps the tall layout where no page asks otherwise', () => {
    const { card, cover } = renderCard();
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).not.toHaveAttribute('fetchpriority');
    expect(card.className).not.toMatch(/compact/);
  });

  it('loads a first-row cover at once with high priority', () => {
    const { cover } = renderCard({ priorityCover: true });
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).not.toHaveAttribute('loading');
  });

  it('takes the compact phone layout with a small cover size for the list', () => {
    const { card, cover } = renderCard({ compactOnPhone: true });
    expect(card.className).toMatch(/compact/);
    expect(cover.getAttribute('sizes')).toMatch(/^\(max-width: 35\.99em\) 88px, /);
  });

  it('names the real discount with its size, and without one below a whole percent', () => {
    const [withSize, belowOnePercent, none] = familyGamesAnswer.hits;
    renderWithProviders(
      <MemoryRouter>
        <GameCard game={withSize!} />
        <GameCard game={belowOnePercent!} />
        <GameCard game={none!} />
      </MemoryRouter>,
    );
    const [first, second, third] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('−14 % Echter Rabatt');
    expect(second).toHaveTextContent('Echter Rabatt');
    expect(second).not.toHaveTextContent('%');
    expect(third).not.toHaveTextContent('Echter Rabatt');
  });
});
