import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

/** A page with an opener button, as members meet the modal. */
function SessionPage(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Your session is about to expire"
        description="You will be signed out in 5 minutes."
        closeLabel="Close"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Sign out
            </Button>
            <Button onClick={() => setOpen(false)}>Keep working</Button>
          </>
        }
        {...props}
      />
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  renderWithTheme(<SessionPage />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, dialog };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<SessionPage />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog in document.body named by its title and described by its description', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Your session is about to expire');
    expect(dialog).toHaveAccessibleDescription('You will be signed out in 5 minutes.');
    expect(dialog.closest('[data-modal-backdrop]')?.parentElement).toBe(document.body);
  });

  it('moves focus to the first control shortly after opening (§9 100 ms)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<SessionPage />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
  });

  it('waits exactly the §9 100 ms before moving focus into the dialog', () => {
    vi.useFakeTimers();
    try {
      renderWithTheme(<SessionPage />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      act(() => vi.advanceTimersByTime(99));
      expect(opener).toHaveFocus();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }
  });

  it('focuses the element named by initialFocusRef', async () => {
    function WithInitialFocus() {
      const optIn = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => {}} title="Paperless" initialFocusRef={optIn}>
          <button type="button">Opt out</button>
          <button type="button" ref={optIn}>
            Opt in
          </button>
        </Modal>
      );
    }
    renderWithTheme(<WithInitialFocus />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opt in' })).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const keepWorking = screen.getByRole('button', { name: 'Keep working' });

    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.tab();
    expect(keepWorking).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(keepWorking).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByText('You will be signed out in 5 minutes.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog.closest('[data-modal-backdrop]') as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can refuse Escape and backdrop closing when the caller needs an answer', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <Modal open onClose={onClose} title="Choose" closeOnEscape={false} closeOnBackdropClick={false}>
        <button type="button">Keep working</button>
      </Modal>,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').closest('[data-modal-backdrop]') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('locks page scrolling while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Keep working' }));
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('keeps focus where the member is when the dialog re-renders (a countdown ticking)', async () => {
    function Countdown({ seconds, open = true }: { seconds: number; open?: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          {/* A fresh ref object on every render, as a careless caller might pass. */}
          <Modal open={open} onClose={() => {}} title="Session" initialFocusRef={{ current: null }}>
            <p>{seconds} seconds left</p>
            <button type="button">Sign out</button>
            <button type="button">Keep working</button>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<Countdown seconds={300} open={false} />);
    screen.getByRole('button', { name: 'Open' }).focus();
    rerender(<Countdown seconds={300} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus());
    await user.tab();

    rerender(<Countdown seconds={299} />);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.getByText('299 seconds left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep working' })).toHaveFocus();
  });

  it('closes only the top dialog on Escape when two are open', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Modal open onClose={outerClose} title="Outer" />
        <Modal open onClose={innerClose} title="Inner" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
