import { createGlobalStyle } from 'styled-components';
import { visuallyHiddenCss } from '../components/VisuallyHidden/visually-hidden-css.ts';

/** Page-wide basics: box sizing, body type and colours, a visible focus ring. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.font.family.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  a {
    color: ${({ theme }) => theme.color.brand};
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  /* A heading focused by script on a new screen (so screen readers start there) is no control: no ring. */
  :is(h1, h2, h3)[tabindex='-1']:focus {
    outline: none;
  }

  .visually-hidden {
    ${visuallyHiddenCss}
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
