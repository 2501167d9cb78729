import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp, stubApi } from '../test/render-app';

/** The menu's code loads on the first pointer over its placeholder; then a click opens it. */
async function openUserMenu() {
  const user = userEvent.setup();
  const placeholder = await screen.findByTestId('signed-in-user');
  await user.hover(placeholder);
  await waitFor(() => expect(screen.getByTestId('signed-in-user')).not.toBe(placeholder));
  await user.click(screen.getByTestId('signed-in-user'));
}

function withPermissions(permissions: string[]) {
  return { data: { ...signedInSession.data, permissions } };
}

describe('the user menu', { timeout: 30_000 }, () => {
  it('offers the back office to those holding its permissions', async () => {
    stubApi({ session: withPermissions(['editor_magazine', 'editor_moderate']) });
    renderApp('/');
    await openUserMenu();
    expect(await screen.findByRole('menuitem', { name: 'Magazin bearbeiten' })).toHaveAttribute(
      'href',
      '/redaktion/magazin',
    );
    expect(screen.getByRole('menuitem', { name: 'Seiten bearbeiten' })).toHaveAttribute(
      'href',
      '/redaktion/seiten',
    );
    expect(screen.getByRole('menuitem', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/redaktion/moderation',
    );
  });

  it('shows each entry only with its own permission', async () => {
    stubApi({ session: withPermissions(['editor_moderate']) });
    renderApp('/');
    await openUserMenu();
    expect(await screen.findByRole('menuitem', { name: 'Moderation' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Magazin bearbeiten' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Seiten bearbeiten' })).toBeNull();
  });

  it('shows neither to other users', async () => {
    stubApi({ session: signedInSession });
    renderApp('/');
    await openUserMenu();
    expect(await screen.findByRole('menuitem', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Magazin bearbeiten' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Seiten bearbeiten' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Moderation' })).toBeNull();
  });
});
