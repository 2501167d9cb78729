import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateLater } from './HydrateLater';

describe('hydrateLater', () => {
  it('puts the component in its own Suspense boundary in the server HTML', () => {
    const Later = hydrateLater(function Label({ text }: { text: string }) {
      return <span>{text}</span>;
    });
    // React marks a boundary's server content with <!--$--> … <!--/$-->: hydrated on its own
    expect(renderToString(<Later text="Azul" />)).toBe('<!--$--><span>Azul</span><!--/$-->');
  });

  it('does not render again when the parent renders with props of equal content', () => {
    let renders = 0;
    const Later = hydrateLater(
      function Card({ game }: { game: { title: string } }) {
        renders += 1;
        return <p>{game.title}</p>;
      },
      { same: (before, after) => before.game.title === after.game.title },
    );
    let setTitle: (title: string) => void = () => {};
    let setTick: (tick: number) => void = () => {};
    function Parent() {
      const [title, setTitleState] = useState('Azul');
      const [tick, setTickState] = useState(0);
      setTitle = setTitleState;
      setTick = setTickState;
      // a new object at every render, as a search answer brings new hit objects
      return (
        <div data-tick={tick}>
          <Later game={{ title }} />
        </div>
      );
    }
    const { container } = render(<Parent />);
    expect(renders).toBe(1);
    act(() => setTick(1));
    expect(renders).toBe(1);
    act(() => setTitle('Cascadia'));
    expect(renders).toBe(2);
    expect(container.textContent).toBe('Cascadia');
  });

  describe('with a media query', () => {
    const original = window.matchMedia;
    afterEach(() => {
      window.matchMedia = original;
    });

    it('leaves the server HTML alone where the query does not match and hydrates once it does', async () => {
      let wide = true;
      const listeners = new Set<() => void>();
      window.matchMedia = (query: string) =>
        ({
          media: query,
          get matches() {
            return wide;
          },
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList;
      let hydrated = false;
      const Panel = hydrateLater(
        function Panel() {
          useEffect(() => {
            hydrated = true;
          }, []);
          return <aside>Filter</aside>;
        },
        { media: '(min-width: 90em)' },
      );
      const container = document.createElement('div');
      // the server cannot tell the width: the panel is in its HTML (rendered here where jsdom's
      // window matches, as a server without a window renders it)
      container.innerHTML = renderToString(<Panel />);
      expect(container.textContent).toBe('Filter');
      wide = false;
      await act(async () => {
        hydrateRoot(container, <Panel />);
      });
      expect(hydrated).toBe(false);
      expect(container.textContent).toBe('Filter');

      wide = true;
      await act(async () => {
        for (const listener of [...listeners]) listener();
      });
      expect(hydrated).toBe(true);
      expect(container.textContent).toBe('Filter');
    });
  });
});
