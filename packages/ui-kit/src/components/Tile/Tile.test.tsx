import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { labelInName } from '../../testing/label-in-name.ts';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Tile } from './Tile.tsx';

const action = 'Download the ID card (PDF)';
const label = 'Download the ID card of Maria J McAllister (PDF)';

function renderTile(props: { loading?: boolean; disabled?: boolean; label?: string } = {}) {
  const onActivate = vi.fn();
  const view = renderWithTheme(
    <Tile action={action} label={label} loadingLabel="Downloading your ID card" onActivate={onActivate} {...props}>
      <strong>Maria J McAllister</strong>
      <span>Member ID 123456789</span>
    </Tile>,
  );
  return { onActivate, tile: screen.getByRole('button'), ...view };
}

describe('Tile', () => {
  it('shows its content and one button with the action, named by its label', () => {
    const { tile, container } = renderTile();
    expect(container).toHaveTextContent('Maria J McAllister');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(tile).toHaveAccessibleName(label);
    expect(tile).toHaveTextContent(/^Download the ID card \(PDF\)$/);
  });

  // WCAG 2.5.3: the button shows the action's words, not the whole card's, so
  // its name can hold what it shows; voice control reaches it by them.
  it('has a name that holds what the button shows', async () => {
    const { tile } = renderTile();
    expect(await labelInName(tile)).toBe('passes');
  });

  it('is named by its action without a label', () => {
    const { tile } = renderTile({ label: undefined });
    expect(tile).toHaveAccessibleName(action);
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
      <Tile action={action} label={label} loadingLabel="Downloading your ID card" onActivate={onActivate} loading>
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
