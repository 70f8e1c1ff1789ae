// "Step n of 5" (§4: five registration steps) with the steps' names, the
// current one marked for assistive technology (aria-current="step").
import { VisuallyHidden } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export const registrationStepNames = ['findYou', 'connect', 'email', 'phone', 'password'] as const;
export const registrationStepCount = registrationStepNames.length;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li<{ $state: 'done' | 'current' | 'todo' }>`
  flex: 1 1 0;
  min-width: 3.5rem;
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 4px solid ${({ theme, $state }) => ($state === 'todo' ? theme.color.border : theme.color.brand)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.color.text : theme.color.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.font.weight.bold : theme.font.weight.regular)};
`;

const Caption = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface StepIndicatorProps {
  /** 1 to 5. */
  current: number;
}

export function StepIndicator({ current }: StepIndicatorProps) {
  const { t } = useTranslation('registration');
  const label = t('stepIndicator', { current, total: registrationStepCount });
  return (
    <nav aria-label={label}>
      <Caption aria-hidden="true">{label}</Caption>
      <Steps>
        {registrationStepNames.map((name, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <StepItem key={name} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {t(`steps.${name}`)}
              {state === 'done' ? <VisuallyHidden> ✓</VisuallyHidden> : null}
            </StepItem>
          );
        })}
      </Steps>
    </nav>
  );
}
