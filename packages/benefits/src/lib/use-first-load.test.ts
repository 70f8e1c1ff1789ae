import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstLoad } from './use-first-load.ts';

describe('useFirstLoad (one placeholder, during the first load only)', () => {
  it('is loading until the calls have answered once, and stays settled through later refetches', () => {
    const { result, rerender } = renderHook(({ loading }) => useFirstLoad(loading), { initialProps: { loading: true } });
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    expect(result.current).toBe(false);
  });

  it('is never loading when the data is already there', () => {
    const { result, rerender } = renderHook(({ loading }) => useFirstLoad(loading), { initialProps: { loading: false } });
    rerender({ loading: true });
    expect(result.current).toBe(false);
  });
});
