import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';

export type TileVariant = 'desktop' | 'snapshot' | 'mobile';

export interface TileProps {
  /** The tile's one button, shown at its foot, e.g. 'Download the ID card (PDF)'. */
  action: string;
  /**
   * The button's accessible name when it says more than the action, e.g. whose
   * card. It must hold the action's words in order (WCAG 2.5.3 Label in Name):
   * 'Download the ID card of Maria McAllister (PDF)'.
   */
  label?: string;
  /** Click, Enter or Space (§2 ID card tile); not called while loading or disabled. */
  onActivate: () => void;
  /** §2: while loading the tile shows an overlay and ignores activation. */
  loading?: boolean;
  /** Announced while loading, e.g. 'Downloading your ID card'. */
  loadingLabel: string;
  disabled?: boolean;
  /** Visual content above the action (no links or buttons inside: a click anywhere on the tile is the action's). */
  children?: ReactNode;
  /** Layout size: dashboard desktop, inside the benefit snapshot, or phone. */
  variant?: TileVariant;
  className?: string;
}

const variantCss: Record<TileVariant, ReturnType<typeof css>> = {
  desktop: css`
    min-height: 12rem;
    padding: ${({ theme }) => theme.space.lg};
  `,
  snapshot: css`
    min-height: 8rem;
    padding: ${({ theme }) => theme.space.md};
  `,
  mobile: css`
    min-height: 5rem;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  `,
};

const Surface = styled.div<{ $variant: TileVariant; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  justify-content: center;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  ${({ $variant }) => variantCss[$variant]}
`;

// The button holds only the action's words, so that its name can hold what it
// shows (WCAG 2.5.3: the whole card's text could never be in a short name).
// Its ::after covers the tile and draws the tile's border, shadow and focus
// ring, so a click anywhere on the tile is the button's (§2).
const Action = styled.button`
  align-self: flex-start;
  margin: 0;
  padding: 0;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  color: ${({ theme }) => theme.color.brand};
  background: none;
  border: 0;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    transition: border-color 120ms ease-in-out, box-shadow 120ms ease-in-out;
  }

  &:hover:not([disabled], [aria-disabled='true'])::after {
    border-color: ${({ theme }) => theme.color.brand};
    box-shadow: ${({ theme }) => theme.shadow.overlay};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  &[disabled] {
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/**
 * A card the member activates as a whole (§2 ID card tile: desktop,
 * benefit-snapshot and mobile variants): its content, then one real <button>
 * with the action's words, whose click area covers the tile. Click, Enter and
 * Space work and it sits in the tab order. While loading it keeps focus
 * (aria-disabled, not disabled) but ignores activation.
 */
export function Tile({ action, label, onActivate, loading = false, loadingLabel, disabled = false, children, variant = 'desktop', className }: TileProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onActivate();
  };

  return (
    <Surface className={className} data-variant={variant} $variant={variant} $disabled={disabled}>
      {children}
      <Action
        type="button"
        aria-label={label}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        disabled={disabled}
        onClick={onClick}
      >
        {action}
      </Action>
      {loading ? <Spinner label={loadingLabel} overlay /> : null}
    </Surface>
  );
}
