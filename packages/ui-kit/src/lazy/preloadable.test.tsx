import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module load the test resolves (or fails) when it chooses. */
function controlledLoad() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<typeof Greeting>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Greeting), reject });
    });
  return { load, calls };
}

describe('preloadable', () => {
  it('renders at once, without its Suspense fallback, once preloaded', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = preloadable(load);
    const preloaded = Lazy.preload();
    calls[0]!.resolve();
    await preloaded;

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Maria" />
      </Suspense>,
    );

    // Synchronously, in the first commit: no fallback was ever shown.
    expect(screen.getByText('Hello Maria')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when rendered before its code has arrived, and loads it once', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = preloadable(load);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Peter" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    void Lazy.preload();
    await act(async () => calls[0]!.resolve());

    expect(await screen.findByText('Hello Peter')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('tries the download again after a failed one', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = preloadable(load);
    const first = Lazy.preload();
    calls[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');

    const second = Lazy.preload();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await expect(second).resolves.toBeUndefined();
  });
});
