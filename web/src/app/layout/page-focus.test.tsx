import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from '../use-return-focus';
import { focusPageHeading, MAIN_CONTENT_ID, useFocusOnNavigation } from './page-focus';

function Frame() {
  const announcement = useFocusOnNavigation();
  return (
    <>
      <nav>
        <Link to="/a">Seite A</Link>
        <Link to="/b">Seite B</Link>
        <Link to="/a?page=2">Seite A, zweite Seite</Link>
        <Link to="/plain">Ohne Überschrift</Link>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <div role="status">{announcement}</div>
    </>
  );
}

function renderPages(path = '/a') {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          {
            path: '/a',
            element: (
              <>
                <h1>Seite A</h1>
                <input aria-label="Filter" />
              </>
            ),
          },
          { path: '/b', element: <h1>Seite B</h1> },
          { path: '/plain', element: <p>Nur Text</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** requestAnimationFrame callbacks run on jsdom's timer; a few frames let the hook act. */
const frames = () => act(() => new Promise((done) => setTimeout(done, 50)));

describe('focus after a navigation', () => {
  it('leaves the first load alone and puts the focus on the new page’s heading after a link', async () => {
    const user = userEvent.setup();
    renderPages();
    await frames();
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Seite B' }));
    await frames();
    const heading = screen.getByRole('heading', { level: 1, name: 'Seite B' });
    expect(heading).toHaveFocus();
    // focusable for this, not added to the tab order
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps the focus where it is when only the query changes (a filter or a page of a list)', async () => {
    const user = userEvent.setup();
    const router = renderPages();
    await user.click(screen.getByRole('textbox', { name: 'Filter' }));
    await act(() => router.navigate('/a?page=2'));
    await frames();
    expect(screen.getByRole('textbox', { name: 'Filter' })).toHaveFocus();
  });

  it('focuses <main> and announces the title on a page without a heading', async () => {
    const user = userEvent.setup();
    renderPages();
    document.title = 'Nur Text – Spielraum';
    await user.click(screen.getByRole('link', { name: 'Ohne Überschrift' }));
    // the hook waits a while for a heading a lazy part may still bring
    await act(() => new Promise((done) => setTimeout(done, 3_200)));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Nur Text – Spielraum');
  });

  it('focusPageHeading reports a page without <main>', () => {
    render(<h1>Ohne Hauptbereich</h1>);
    expect(focusPageHeading()).toBe(false);
  });
});

function DialogHost() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Öffnen
      </button>
      {opened && <Dialog onClose={() => setOpened(false)} />}
    </>
  );
}

function Dialog({ onClose }: { onClose: () => void }) {
  // mounts already open, as the lazily loaded dialogs do
  useReturnFocus(true);
  const close = useRef<HTMLButtonElement>(null);
  // as a focus trap does: after the layout effects
  useEffect(() => close.current?.focus(), []);
  return (
    <div role="dialog" aria-label="Anmelden">
      <button type="button" ref={close} onClick={onClose}>
        Schließen
      </button>
    </div>
  );
}

describe('focus back to the opener', () => {
  it('gives the focus back to the button that opened a dialog once it closes', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(opener).toHaveFocus();
  });
});
