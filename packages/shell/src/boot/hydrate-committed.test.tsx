import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateCommitted } from './hydrate-committed.tsx';

function Page({ onEffect }: { onEffect: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(onEffect, [onEffect]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}

describe('hydrateCommitted', () => {
  it('resolves once the page is hydrated and committed: its effects have run and a click then works', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const noEffect = () => undefined;
    element.innerHTML = renderToString(<Page onEffect={noEffect} />);
    const effects = vi.fn();
    let effectsWhenResolved = -1;
    let hydrated: Promise<void> = Promise.resolve();
    // act() flushes the hydration's render, commit and effects when its callback is over.
    await act(async () => {
      hydrated = hydrateCommitted(element, <Page onEffect={effects} />).then(() => {
        effectsWhenResolved = effects.mock.calls.length;
      });
    });
    await hydrated;
    expect(effectsWhenResolved).toBe(1);
    await act(async () => element.querySelector('button')!.click());
    expect(element.textContent).toBe('Clicked 1 times');
    element.remove();
  });
});
