import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { callsTo, renderApp, stubApi } from '../test/render-app';

describe('session', () => {
  it('is queried again before every navigation, including page changes', async () => {
    const fetchMock = stubApi({ session: signedInSession });
    const { router } = renderApp('/');
    await screen.findByTestId('signed-in-user');
    expect(callsTo(fetchMock, '/api/session/')).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Impressum' }));
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    expect(callsTo(fetchMock, '/api/session/')).toHaveLength(2);

    await router.navigate('/legal-notice?tab=1');
    expect(callsTo(fetchMock, '/api/session/')).toHaveLength(3);
  });

  it('leaves the visitor anonymous when the session call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ session: new Response('kaputt', { status: 500 }) });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Spielraum');
    expect(screen.queryByTestId('signed-in-user')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledOnce();
  });
});
