import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoadOnIntent, type Intent } from './load-on-intent';

interface Loaded {
  Real: (props: { intent: Intent }) => React.ReactNode;
}

const Real = ({ intent }: { intent: Intent }) => (
  <div data-testid="real">{intent.opened ? 'geöffnet' : 'geschlossen'}</div>
);

function Probe({ load }: { load: () => Promise<Loaded> }) {
  const { loaded, intent, handlers } = useLoadOnIntent(load);
  if (loaded) return <loaded.Real intent={intent} />;
  return (
    <button type="button" {...handlers}>
      Platzhalter
    </button>
  );
}

function deferred() {
  let resolve!: (value: Loaded) => void;
  const promise = new Promise<Loaded>((done) => (resolve = done));
  return { promise, resolve, load: () => promise };
}

describe('useLoadOnIntent', () => {
  it('keeps the placeholder while it is pressed, so the click of that press is not lost', async () => {
    const module = deferred();
    render(<Probe load={module.load} />);
    const placeholder = screen.getByRole('button', { name: 'Platzhalter' });
    fireEvent.pointerDown(placeholder);
    // the module arrives between the press and the release (a cached one does, at once)
    module.resolve({ Real });
    await module.promise;
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.getByRole('button', { name: 'Platzhalter' })).toBe(placeholder);
    fireEvent.click(placeholder);
    expect(await screen.findByTestId('real')).toHaveTextContent('geöffnet');
  });

  it('swaps in the module when a press leaves the placeholder without a click', async () => {
    const module = deferred();
    render(<Probe load={module.load} />);
    const placeholder = screen.getByRole('button', { name: 'Platzhalter' });
    fireEvent.pointerDown(placeholder);
    module.resolve({ Real });
    await module.promise;
    fireEvent.pointerLeave(placeholder);
    expect(await screen.findByTestId('real')).toHaveTextContent('geschlossen');
  });

  it('opens for a click on the placeholder while the module is arriving', async () => {
    const module = deferred();
    render(<Probe load={module.load} />);
    const placeholder = screen.getByRole('button', { name: 'Platzhalter' });
    fireEvent.focus(placeholder);
    module.resolve({ Real });
    await module.promise;
    // the module is there and its render is scheduled, but the placeholder is still on screen
    expect(screen.getByRole('button', { name: 'Platzhalter' })).toBe(placeholder);
    fireEvent.click(placeholder);
    expect(await screen.findByTestId('real')).toHaveTextContent('geöffnet');
  });

  it('opens for a click before the module arrived, and not without one', async () => {
    const clicked = deferred();
    const { unmount } = render(<Probe load={clicked.load} />);
    fireEvent.click(screen.getByRole('button', { name: 'Platzhalter' }));
    clicked.resolve({ Real });
    expect(await screen.findByTestId('real')).toHaveTextContent('geöffnet');
    unmount();

    const hovered = deferred();
    render(<Probe load={hovered.load} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Platzhalter' }));
    hovered.resolve({ Real });
    expect(await screen.findByTestId('real')).toHaveTextContent('geschlossen');
  });
});
