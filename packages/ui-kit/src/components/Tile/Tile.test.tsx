import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Tile } from './Tile.tsx';

function renderTile(props: { loading?: boolean; disabled?: boolean } = {}) {
  const onActivate = vi.fn();
  const view = renderWithTheme(
    <Tile label="Download your ID card" loadingLabel="Downloading your ID card" onActivate={onActivate} {...props}>
      <strong>Maria J McAllister</strong>
      <span>Member ID 123456789</span>
    </Tile>,
  );
  return { onActivate, tile: screen.getByRole('button', { name: 'Download your ID card' }), ...view };
}

describe('Tile', () => {
  it('is one button named by its label, showing its content', () => {
    const { tile } = renderTile();
    expect(tile).toHaveTextContent('Maria J McAllister');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('activates on click, Enter and Space (§2)', async () => {
    const user = userEvent.setup();
    const { tile, onActivate } = renderTile();
    await user.click(tile);
    expect(onActivate).toHaveBeenCalledTimes(1);

    await user.tab({ shift: true });
    await user.tab();
    expect(tile).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledTimes(2);
    await user.keyboard(' ');
    expect(onActivate).toHaveBeenCalledTimes(3);
  });

  it('while loading shows the spinner, is busy and ignores activation, but keeps focus', async () => {
    const user = userEvent.setup();
    const { tile, onActivate, rerender } = renderTile();
    tile.focus();
    rerender(
      <Tile label="Download your ID card" loadingLabel="Downloading your ID card" onActivate={onActivate} loading>
        card
      </Tile>,
    );
    expect(tile).toHaveFocus();
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    expect(tile).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Downloading your ID card');

    await user.click(tile);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const { tile, onActivate } = renderTile({ disabled: true });
    expect(tile).toBeDisabled();
    await user.click(tile);
    expect(onActivate).not.toHaveBeenCalled();
  });
});
