import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../../test/fixtures';
import { renderApp, stubApi } from '../../test/render-app';

describe('main layout', () => {
  it('links the five top categories and the magazine in the main menu', async () => {
    stubApi();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Hauptmenü' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Brettspiele', '/games/brettspiele'],
      ['Kartenspiele', '/games/kartenspiele'],
      ['Trading Card Games', '/games/trading-card-games-tcg'],
      ['Tabletop', '/games/tabletop'],
      ['Pen & Paper', '/games/pen-and-paper'],
      ['Magazin', '/magazine'],
    ]);
    expect(
      within(nav).getByRole('button', { name: 'Unterkategorien von Trading Card Games' }),
    ).toBeInTheDocument();
  });

  it('has the landmarks, the skip link and the footer links', async () => {
    stubApi();
    renderApp('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('link', { name: 'Spielraum – zur Startseite' })).toHaveAttribute('href', '/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/legal-notice');
    expect(footer.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/about-us');
    expect(footer.getByRole('link', { name: 'Magazin' })).toHaveAttribute('href', '/magazine');
    expect(footer.getByRole('link', { name: 'Empfehlungen' })).toHaveAttribute('href', '/recommendations');
    expect(footer.getByRole('link', { name: 'Preisstürze' })).toHaveAttribute('href', '/preisstuerze');
    expect(footer.getByText(new RegExp(`© ${new Date().getFullYear()} Spielraum`))).toBeInTheDocument();
  });

  it('shows the display name of a signed-in user', async () => {
    stubApi({ session: signedInSession });
    renderApp('/');
    expect(await screen.findByTestId('signed-in-user')).toHaveTextContent('Mara Spielfreundin');
  });

  it('shows no user for an anonymous visitor', async () => {
    stubApi();
    renderApp('/');
    await screen.findByRole('banner');
    expect(screen.queryByTestId('signed-in-user')).not.toBeInTheDocument();
  });

  it('opens the TCG submenu with the six trading card games', async () => {
    stubApi();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Unterkategorien von Trading Card Games' });
    await userEvent.click(toggle);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Pokémon', '/games/trading-card-games-tcg?filter-tcg=pokemon'],
      ['Yu-Gi-Oh!', '/games/trading-card-games-tcg?filter-tcg=yugioh'],
      ['Magic the Gathering', '/games/trading-card-games-tcg?filter-tcg=magic'],
      ['Disney Lorcana', '/games/trading-card-games-tcg?filter-tcg=lorcana'],
      ['One Piece', '/games/trading-card-games-tcg?filter-tcg=onepiece'],
      ['Topps', '/games/trading-card-games-tcg?filter-tcg=topps'],
    ]);
  });

  it(
    'opens the mobile drawer from the burger and closes it after choosing a category',
    { timeout: 20_000 },
    async () => {
      stubApi();
      const { router } = renderApp('/');
      await userEvent.click(await screen.findByRole('button', { name: 'Menü öffnen' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menü' });
      const nav = within(drawer).getByRole('navigation', { name: 'Hauptmenü' });
      expect(within(nav).getByRole('link', { name: 'Kartenspiele' })).toHaveAttribute(
        'href',
        '/games/kartenspiele',
      );
      expect(within(nav).getByRole('link', { name: 'Magazin' })).toHaveAttribute('href', '/magazine');

      await userEvent.click(within(nav).getByRole('button', { name: 'Trading Card Games' }));
      expect(within(nav).getByRole('link', { name: 'Alle Trading Card Games' })).toHaveAttribute(
        'href',
        '/games/trading-card-games-tcg',
      );
      await userEvent.click(within(nav).getByRole('link', { name: 'Yu-Gi-Oh!' }));
      // The list route loads lazily (its own chunk): allow for that on a busy machine.
      await screen.findByRole('heading', { level: 1, name: 'Trading Card Games (TCG)' }, { timeout: 10_000 });
      expect(router.state.location.search).toBe('?filter-tcg=yugioh');
      expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument();
    },
  );
});
