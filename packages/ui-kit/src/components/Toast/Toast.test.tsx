import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { alicTheme } from '../../theme/alic-theme.ts';
import type { NoticeType } from '../Alert/notice-type.ts';
import { ToastProvider } from './ToastProvider.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { useToasts } from './use-toasts.ts';

function Trigger({ message, type = 'success' }: { message: string; type?: NoticeType }) {
  const { showToast } = useToasts();
  return (
    <button type="button" onClick={() => showToast({ message, type })}>
      {message}
    </button>
  );
}

function renderToasts() {
  renderWithTheme(
    <ToastProvider>
      <Trigger message="Your verification code has been sent" />
      <Trigger message="Vision claim successfully submitted" />
      <Trigger message="Vision claim failed to upload" type="error" />
      <ToastRegion label="Notifications" dismissLabel="Dismiss" />
    </ToastProvider>,
  );
  const show = (message: string) => fireEvent.click(screen.getByRole('button', { name: message }));
  const shown = () =>
    within(screen.getByRole('region', { name: 'Notifications' }))
      .queryAllByRole('listitem')
      .map((item) => item.textContent?.replace('×', ''));
  return { show, shown };
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the newest on top', () => {
    const { show, shown } = renderToasts();
    show('Your verification code has been sent');
    show('Vision claim successfully submitted');
    expect(shown()).toEqual(['Vision claim successfully submitted', 'Your verification code has been sent']);
  });

  it('keeps at most two; a third dismisses the oldest (§4)', () => {
    const { show, shown } = renderToasts();
    show('Your verification code has been sent');
    show('Vision claim successfully submitted');
    show('Vision claim failed to upload');
    expect(shown()).toEqual(['Vision claim failed to upload', 'Vision claim successfully submitted']);
  });

  it('removes each toast 5000 ms after it appeared', () => {
    const { show, shown } = renderToasts();
    show('Your verification code has been sent');
    act(() => vi.advanceTimersByTime(2000));
    show('Vision claim successfully submitted');

    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['Vision claim successfully submitted']);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual([]);
  });

  it('sits top-right, above the page (§4)', () => {
    renderToasts();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveStyle({ position: 'fixed', top: alicTheme.space.md, right: alicTheme.space.md });
  });

  it('a new toast beyond two dismisses the older ones at once, and later timers remove only their own', () => {
    const { show, shown } = renderToasts();
    show('Your verification code has been sent');
    act(() => vi.advanceTimersByTime(1000));
    show('Vision claim successfully submitted');
    act(() => vi.advanceTimersByTime(1000));
    show('Vision claim failed to upload');
    expect(shown()).toEqual(['Vision claim failed to upload', 'Vision claim successfully submitted']);
    // At 5000 ms the first toast's timer finds nothing of its own to remove.
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual(['Vision claim failed to upload']);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual([]);
  });

  it('can be dismissed by the member', () => {
    const { show, shown } = renderToasts();
    show('Your verification code has been sent');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shown()).toEqual([]);
  });

  it('announces errors as alerts and the rest as status', () => {
    const { show } = renderToasts();
    show('Vision claim failed to upload');
    show('Vision claim successfully submitted');
    expect(screen.getByRole('alert')).toHaveTextContent('Vision claim failed to upload');
    expect(screen.getByRole('status')).toHaveTextContent('Vision claim successfully submitted');
  });

  it('tells the developer when used outside a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/inside <ToastProvider>/);
  });
});
