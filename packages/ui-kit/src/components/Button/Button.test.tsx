import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { alicTheme } from '../../theme/alic-theme.ts';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('runs its action on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Sign In</Button>);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does not submit a surrounding form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Cancel</Button>
        <Button type="submit">Continue</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, is busy and cannot be pressed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Download
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Download' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders as a link when given href', () => {
    renderWithTheme(<Button href="/dashboard">Take Me Home</Button>);
    expect(screen.getByRole('link', { name: 'Take Me Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a loading link does not navigate or run its handler', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <Button href="/file.pdf" loading onClick={onClick}>
        ID card
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'ID card' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the element', () => {
    const buttonRef = createRef<HTMLButtonElement>();
    const linkRef = createRef<HTMLAnchorElement>();
    renderWithTheme(
      <>
        <Button ref={buttonRef}>Save</Button>
        <Button ref={linkRef} href="/profile">
          Profile
        </Button>
      </>,
    );
    expect(buttonRef.current).toBe(screen.getByRole('button', { name: 'Save' }));
    expect(linkRef.current).toBe(screen.getByRole('link', { name: 'Profile' }));
  });

  it('paints primary in brand colours and secondary as an outline', () => {
    renderWithTheme(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveStyle({
      backgroundColor: alicTheme.color.brand,
      color: alicTheme.color.brandContrast,
    });
    expect(screen.getByRole('button', { name: 'Secondary' })).toHaveStyle({
      backgroundColor: alicTheme.color.surface,
      color: alicTheme.color.brand,
    });
  });

  it('stretches to the container when fullWidth', () => {
    renderWithTheme(<Button fullWidth>Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveStyle({ width: '100%' });
  });
});
