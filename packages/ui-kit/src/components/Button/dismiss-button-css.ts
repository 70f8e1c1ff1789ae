import { css } from 'styled-components';

/**
 * The round '×' button that closes an alert, a toast or a dialog: muted until
 * hovered, no box of its own. Each place adds its size, offset and hover fill.
 */
export const dismissButtonCss = css`
  flex: none;
  line-height: 1;
  color: ${({ theme }) => theme.color.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;
