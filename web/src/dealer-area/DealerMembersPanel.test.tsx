import {
  dealerMembersResponseSchema,
  inviteDealerMemberResponseSchema,
  type DealerMember,
} from '@spielraum/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { DealerMembersPanel } from './DealerMembersPanel';

function member(overrides: Partial<DealerMember> = {}): DealerMember {
  return {
    uuid: '0b5e4f7e-7d1a-4b38-9a51-1c2f3d4e5f60',
    email: 'lea@spielekiste.example',
    display_name: 'Lea',
    pending: false,
    member_since: '2026-11-02T08:00:00.000Z',
    ...overrides,
  };
}

const PENDING = member({
  uuid: '9c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
  email: 'neu@spielekiste.example',
  pending: true,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function fakeApi({ members, list }: { members: DealerMember[]; list?: () => Response }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/admin/dealers/4/members/' && method === 'GET')
      return list ? list() : Response.json(dealerMembersResponseSchema.parse({ data: { members } }));
    if (url.pathname === '/api/admin/dealers/4/members/' && method === 'POST') {
      const { email } = body as { email: string };
      if (email === 'lea@spielekiste.example')
        return Response.json(
          { status: 409, error: 'already a member', message: 'Dieses Konto gehört bereits zu diesem Shop.' },
          { status: 409 },
        );
      return Response.json(
        inviteDealerMemberResponseSchema.parse({
          data: {
            member: member({ uuid: '5f0e1d2c-3b4a-4968-8776-655443322110', email, pending: true }),
            outcome: 'new_account',
          },
        }),
        { status: 201 },
      );
    }
    if (url.pathname.startsWith('/api/admin/dealers/4/members/') && method === 'DELETE')
      return Response.json({ data: 'success' });
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  return calls;
}

describe('DealerMembersPanel', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the members with their state and the date they joined', async () => {
    fakeApi({ members: [member(), PENDING] });
    renderWithProviders(<DealerMembersPanel dealerId={4} />);
    const panel = screen.getByRole('region', { name: 'Zugänge zum Händlerbereich' });
    expect(within(panel).getByText('Die Zugänge werden geladen …')).toBeInTheDocument();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/@spielekiste\.example$/).textContent)).toEqual([
      'lea@spielekiste.example',
      'neu@spielekiste.example',
    ]);
    expect(within(items[0]!).getByText('seit 02.11.2026')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Einladung offen')).toBeNull();
    expect(within(items[1]!).getByText('Einladung offen')).toBeInTheDocument();
  });

  it('says so when nobody manages the shop, and when the list cannot be read offers a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      members: [],
      list: () =>
        fail
          ? Response.json(
              { status: 500, error: 'internal', message: 'Ein unerwarteter Fehler ist aufgetreten.' },
              { status: 500 },
            )
          : Response.json({ data: { members: [] } }),
    });
    renderWithProviders(<DealerMembersPanel dealerId={4} />);
    expect(
      await screen.findByText(
        'Die Zugänge konnten nicht geladen werden: Ein unerwarteter Fehler ist aufgetreten.',
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Noch niemand verwaltet diesen Shop.')).toBeInTheDocument();
  });

  it('invites an address: German message for a bad one, the server’s for a member, then the new entry', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ members: [member()] });
    renderWithProviders(<DealerMembersPanel dealerId={4} />);
    await screen.findAllByRole('listitem');
    const field = screen.getByRole('textbox', { name: 'E-Mail Adresse einladen' });
    await user.type(field, 'keine-adresse{Enter}');
    expect(await screen.findByText('Keine oder ungültige E-Mail Adresse.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(field);
    await user.type(field, 'lea@spielekiste.example');
    await user.click(screen.getByRole('button', { name: 'Einladen' }));
    expect(await screen.findByText('Dieses Konto gehört bereits zu diesem Shop.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'tom@spielekiste.example');
    await user.click(screen.getByRole('button', { name: 'Einladen' }));
    expect(
      await screen.findByText(
        'tom@spielekiste.example wurde eingeladen und bekommt einen Link zum Festlegen des Passworts.',
      ),
    ).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items.at(-1)!).getByText('tom@spielekiste.example')).toBeInTheDocument();
    expect(within(items.at(-1)!).getByText('Einladung offen')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      email: 'tom@spielekiste.example',
    });
  });

  it('removes a member only after confirming', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({ members: [member(), PENDING] });
    renderWithProviders(<DealerMembersPanel dealerId={4} />);
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'lea@spielekiste.example entfernen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Zugang entfernen?' });
    expect(dialog).toHaveTextContent('lea@spielekiste.example kann diesen Shop danach nicht mehr');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'lea@spielekiste.example entfernen' }));
    dialog = await screen.findByRole('dialog', { name: 'Zugang entfernen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zugang entfernen' }));
    expect(
      await screen.findByText('lea@spielekiste.example verwaltet diesen Shop nicht mehr.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/api/admin/dealers/4/members/${member().uuid}/`,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});
