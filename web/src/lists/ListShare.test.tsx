import type { UserListDetail } from '@spielraum/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const shared: UserListDetail = {
  id: 7,
  kind: 'wishlist',
  name: 'Geburtstag & Weihnachten',
  item_count: 0,
  share_hash: 'AAAAAAAAAAAAAAAAAAAAAA',
  show_reservations: false,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  items: [],
  best_total_sum: 0,
  priced_count: 0,
};

describe('sharing a wish list', () => {
  it(
    'offers the owner the networks for the shared link, next to the box’s own copy button',
    { timeout: 20_000 },
    async () => {
      vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname === '/api/session/') return Response.json(signedInSession);
        if (url.pathname === '/api/userlists/7/') return Response.json({ data: shared });
        return Response.json(
          { status: 404, error: 'not found', message: 'Nicht gefunden.' },
          { status: 404 },
        );
      });
      renderApp('/wishlists/7');
      const share = await screen.findByRole('group', { name: 'Teilen' });
      const path = '/wishlistview/AAAAAAAAAAAAAAAAAAAAAA';
      expect(within(share).getByRole('link', { name: 'Auf WhatsApp teilen' })).toHaveAttribute(
        'href',
        `https://wa.me/?text=${encodeURIComponent(`Wunschliste „Geburtstag & Weihnachten“ ${path}`)}`,
      );
      expect(within(share).getByRole('link', { name: 'Per E-Mail teilen' }).getAttribute('href')).toContain(
        `subject=${encodeURIComponent('Wunschliste „Geburtstag & Weihnachten“')}`,
      );
      // a wish list has no image to pin, and the box copies the link itself
      expect(within(share).queryByRole('link', { name: 'Auf Pinterest teilen' })).toBeNull();
      expect(screen.getAllByRole('button', { name: 'Link kopieren' })).toHaveLength(1);
    },
  );
});
