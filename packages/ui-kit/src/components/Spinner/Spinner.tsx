import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { SpinnerRing, type SpinnerSize } from './SpinnerRing.tsx';

export interface SpinnerProps {
  /** What is loading, read by screen readers (the caller translates it). */
  label: string;
  size?: SpinnerSize;
  /** Show the label beside the ring instead of only to screen readers. */
  labelVisible?: boolean;
  /**
   * Cover the nearest positioned ancestor (e.g. a tile while its PDF loads, §2).
   * The ancestor needs `position: relative`; `Card` has it.
   */
  overlay?: boolean;
}

const overlayCss = css`
  position: absolute;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  justify-content: center;
  border-radius: inherit;

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background: ${({ theme }) => theme.color.surface};
    opacity: 0.85;
  }

  & > * {
    position: relative;
  }
`;

const Status = styled.div<{ $overlay: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.brand};
  ${({ $overlay }) => ($overlay ? overlayCss : '')}
`;

const VisibleLabel = styled.span`
  color: ${({ theme }) => theme.color.text};
`;

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, size = 'md', labelVisible = false, overlay = false }: SpinnerProps) {
  return (
    <Status role="status" $overlay={overlay} data-overlay={overlay || undefined}>
      <SpinnerRing $size={size} />
      {labelVisible ? <VisibleLabel>{label}</VisibleLabel> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Status>
  );
}
