import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export type SpinnerSize = 'sm' | 'md' | 'lg';

const diameter: Record<SpinnerSize, string> = { sm: '1em', md: '2rem', lg: '3rem' };

/** The turning ring alone, decorative; it takes the current text colour. */
export const SpinnerRing = styled.span.attrs({ 'aria-hidden': true })<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => diameter[$size]};
  height: ${({ $size }) => diameter[$size]};
  border: ${({ $size }) => ($size === 'sm' ? '2px' : '4px')} solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
    animation-iteration-count: infinite;
  }
`;
