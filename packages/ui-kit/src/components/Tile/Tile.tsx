import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';

export type TileVariant = 'desktop' | 'snapshot' | 'mobile';

export interface TileProps {
  /** Accessible name of the tile, e.g. 'Download your ID card'. */
  label: string;
  /** Click, Enter or Space (§2 ID card tile); not called while loading or disabled. */
  onActivate: () => void;
  /** §2: while loading the tile shows an overlay and ignores activation. */
  loading?: boolean;
  /** Announced while loading, e.g. 'Downloading your ID card'. */
  loadingLabel: string;
  disabled?: boolean;
  /** Visual content (no links or buttons inside: the whole tile is one button). */
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

const Wrapper = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Surface = styled.button<{ $variant: TileVariant }>`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  justify-content: center;
  width: 100%;
  margin: 0;
  font: inherit;
  text-align: start;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: inherit;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
  transition: border-color 120ms ease-in-out, box-shadow 120ms ease-in-out;
  ${({ $variant }) => variantCss[$variant]}

  &:hover:not([disabled], [aria-disabled='true']) {
    border-color: ${({ theme }) => theme.color.brand};
    box-shadow: ${({ theme }) => theme.shadow.overlay};
  }

  &[disabled] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/**
 * A card the member activates as a whole (§2 ID card tile: desktop,
 * benefit-snapshot and mobile variants). A real <button>, so click, Enter
 * and Space work and it sits in the tab order. While loading it keeps focus
 * (aria-disabled, not disabled) but ignores activation.
 */
export function Tile({ label, onActivate, loading = false, loadingLabel, disabled = false, children, variant = 'desktop', className }: TileProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onActivate();
  };

  return (
    <Wrapper className={className} data-variant={variant}>
      <Surface
        type="button"
        aria-label={label}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        disabled={disabled}
        onClick={onClick}
        $variant={variant}
      >
        {children}
      </Surface>
      {loading ? <Spinner label={loadingLabel} overlay /> : null}
    </Wrapper>
  );
}
