import styled from 'styled-components';

/** A group of radios or checkboxes: a fieldset whose legend reads like a field label. */
export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

export const Options = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $inline }) => ($inline ? theme.space.lg : theme.space.sm)};
`;

/** One radio or checkbox with its label (and hint) beside it; the whole row is clickable. */
export const ChoiceRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

export const ChoiceInput = styled.input<{ $invalid: boolean }>`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
  accent-color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
  outline-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.focus)};

  &:disabled {
    cursor: not-allowed;
  }
`;

export const ChoiceLabel = styled.label`
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

export const ChoiceHint = styled.p`
  grid-column: 2;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
