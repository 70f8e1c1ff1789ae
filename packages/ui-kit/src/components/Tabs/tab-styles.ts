import { css } from 'styled-components';

/** A tab in the row (and the 'More' button beside them): text with a brand underline when selected. */
export const tabButtonCss = css`
  min-height: 2.75rem;
  margin: 0 0 -1px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
  white-space: nowrap;
  background: transparent;
  border: 0;
  border-bottom: 3px solid transparent;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.brand};
    border-bottom-color: ${({ theme }) => theme.color.border};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-bottom-color: ${({ theme }) => theme.color.brand};
  }
`;
