import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
      (before, after) => before.game.title === after.game.title,
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
});
