import { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variantCss: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brandContrast};

    &:hover:not([disabled], [aria-disabled='true']) {
      background: ${({ theme }) => theme.color.brandHover};
      border-color: ${({ theme }) => theme.color.brandHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.brand};

    &:hover:not([disabled], [aria-disabled='true']) {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  `,
  link: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.color.brand};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    padding-inline: 0;
    min-height: 0;

    &:hover:not([disabled], [aria-disabled='true']) {
      color: ${({ theme }) => theme.color.brandHover};
      text-decoration-thickness: 2px;
    }
  `,
};

function sizeCss(theme: DefaultTheme, size: ButtonSize) {
  const sizes = {
    sm: { padding: `${theme.space.xs} ${theme.space.md}`, font: theme.font.size.sm, minHeight: '2rem' },
    md: { padding: `${theme.space.sm} ${theme.space.lg}`, font: theme.font.size.md, minHeight: '2.75rem' },
    lg: { padding: `${theme.space.md} ${theme.space.xl}`, font: theme.font.size.lg, minHeight: '3.25rem' },
  } as const;
  const chosen = sizes[size];
  return css`
    padding: ${chosen.padding};
    font-size: ${chosen.font};
    min-height: ${chosen.minHeight};
  `;
}

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

export const buttonCss = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease-in-out, color 120ms ease-in-out;
  ${({ theme, $size }) => sizeCss(theme, $size)}
  ${({ $variant }) => variantCss[$variant]}

  &[disabled],
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
