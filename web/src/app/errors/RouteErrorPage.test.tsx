import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi } from '../../test/render-app';

describe('error page', () => {
  it('shows the German 404 page for an unknown route, inside the layout', async () => {
    stubApi();
    renderApp('/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Diese Seite gibt es leider nicht/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zu allen Spielen' })).toHaveAttribute('href', '/games');
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
  });

  it('shows the maintenance page when the session call answers 503 maintenance', async () => {
    stubApi({
      session: Response.json(
        { status: 503, error: 'service is in maintenance mode', message: 'Wartung' },
        { status: 503 },
      ),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wartungsarbeiten' })).toBeInTheDocument();
    expect(screen.getByText(/Spielraum wird gerade gewartet/)).toBeInTheDocument();
  });
});
