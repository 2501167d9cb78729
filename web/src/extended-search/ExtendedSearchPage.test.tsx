import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { familyGamesAnswer } from '../search/test-fixtures';
import { anonymousSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname === '/api/session/') return Response.json(anonymousSession);
      if (url.pathname === '/api/filter/data/') return Response.json({ data: familyGamesAnswer });
      if (url.pathname === '/api/filter/publishers/')
        return Response.json({ data: familyGamesAnswer.facets.publishers, more: false });
      return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
    }),
  );
}

describe('advanced search', () => {
  it('shows the SPEC validation texts and stays on the form', { timeout: 30_000 }, async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderApp('/extendedsearch');

    fireEvent.change(
      await screen.findByRole('textbox', { name: 'Preis inkl. Versand von' }, { timeout: 10_000 }),
      { target: { value: 'zehn' } },
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Erscheinungsjahr von' }), {
      target: { value: '15' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Verlag/ }), { target: { value: 'Kosm' } });
    await user.click(screen.getByRole('button', { name: 'Spiele finden' }));

    expect(screen.getByText('Bitte gib einen gültigen Preis ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib ein gültiges Jahr im Format JJJJ ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte wähle einen Eintrag aus der Liste')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Preis inkl. Versand von' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(router.state.location.pathname).toBe('/extendedsearch');
  });

  it('opens the list with the chosen filters', { timeout: 30_000 }, async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderApp('/extendedsearch');

    fireEvent.change(
      await screen.findByRole('textbox', { name: 'Preis inkl. Versand bis' }, { timeout: 10_000 }),
      { target: { value: '30' } },
    );
    await user.click(screen.getByRole('textbox', { name: /^Verlag/ }));
    await user.click(await screen.findByRole('option', { name: 'Kosmos' }));
    await user.click(screen.getByRole('button', { name: 'Spiele finden' }));

    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verlag/kosmos'), {
      timeout: 10_000,
    });
    expect(router.state.location.search).toBe('?filter-preis=-30');
  });
});
