import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { ContactForm } from './ContactForm';

/** A fake search-api for the two contact calls; `send` answers the POST. */
function stubContactApi(send: () => Response) {
  const posted: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/contact/form/') return Response.json({ data: { form_token: '1.signed' } });
    if (url.pathname === '/api/contact/' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return send();
    }
    return Response.json({ status: 404, error: 'not found', message: 'Nicht gefunden.' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return posted;
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Dein Name/ }), 'Lea Brandt');
  await user.type(screen.getByRole('textbox', { name: /Deine E-Mail Adresse/ }), 'lea@example.com');
  await user.type(
    screen.getByRole('textbox', { name: /Deine Nachricht/ }),
    'Bei Azul stimmt der Versandpreis nicht.',
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
}

const renderForm = () =>
  renderWithProviders(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );

describe('the contact form', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names every missing field with the SPEC text and sends nothing', async () => {
    const posted = stubContactApi(() => Response.json({ data: 'success' }));
    renderForm();
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findAllByText('Dies ist eine Pflichtangabe.')).toHaveLength(2);
    expect(screen.getByText('Keine oder ungültige E-Mail Adresse.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends the message with the form token and the empty hidden field, then shows the SPEC success text', async () => {
    const posted = stubContactApi(() => Response.json({ data: 'success' }));
    renderForm();
    await fillIn();
    expect(
      await screen.findByText('Vielen Dank. Die E-Mail wurde erfolgreich gesendet.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([
      {
        name_from: 'Lea Brandt',
        email_from: 'lea@example.com',
        message: 'Bei Azul stimmt der Versandpreis nicht.',
        website: '',
        form_token: '1.signed',
      },
    ]);
    expect(screen.getByRole('button', { name: 'Weitere Nachricht schreiben' })).toBeInTheDocument();
  });

  it('shows the SPEC failure text when the mail fails and keeps what was written', async () => {
    stubContactApi(() =>
      Response.json(
        {
          status: 502,
          error: 'mail failed',
          message: 'Entschuldigung, der E-Mail Versand ist leider fehlgeschlagen.',
        },
        { status: 502 },
      ),
    );
    renderForm();
    await fillIn();
    expect(
      await screen.findByText('Entschuldigung, der E-Mail Versand ist leider fehlgeschlagen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Deine Nachricht/ })).toHaveValue(
      'Bei Azul stimmt der Versandpreis nicht.',
    );
  });
});
