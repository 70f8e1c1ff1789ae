import styled, { css } from 'styled-components';

/** Shared look of every labelled form field (TextInput, Select, Textarea, masked inputs, groups). */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

/** §2 '(Optional)' suffix: lighter than the label it follows. */
export const OptionalSuffix = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ErrorMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

const invalidCss = css`
  border-color: ${({ theme }) => theme.color.danger};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.danger};
`;

/** The box of a text-like control (input, select, textarea). */
export const controlCss = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus {
    border-color: ${({ theme }) => theme.color.focus};
  }

  &:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
    cursor: not-allowed;
  }

  ${({ $invalid }) => ($invalid ? invalidCss : '')}
`;
