// §5 account-password rules as a checklist that follows the typing: each rule
// says whether it is met, in words as well as by its mark (not by colour
// alone). The list is not a live region, so a screen reader is not
// interrupted on every key; the form's own error names unmet rules on submit.
// Registration's password step and the profile's change-password form share it.
import { accountPasswordRules, failedPasswordRules, passwordMinLength, type PasswordOwner } from '@portal/core';
import { VisuallyHidden } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { passwordOwner } from '../../forms/password-schema.ts';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Rule = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
`;

// Only the mark takes the success colour; the rule's words stay body text (contrast on every theme).
const Mark = styled.span<{ $met: boolean }>`
  display: inline-block;
  width: 1.25em;
  color: ${({ theme, $met }) => ($met ? theme.color.success : theme.color.textMuted)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;

export interface PasswordRulesChecklistProps {
  password: string;
  owner: PasswordOwner;
  /** Referenced by the password field's aria-describedby. */
  id?: string;
  /** The line above the rules (default 'Your password needs'). */
  heading?: string;
}

export function PasswordRulesChecklist({ password, owner, id, heading }: PasswordRulesChecklistProps) {
  const { t } = useTranslation('registration');
  const failed = new Set(failedPasswordRules(password, passwordOwner(owner)));
  return (
    <div id={id}>
      <p>{heading ?? t('password.rulesHeading')}</p>
      <List>
        {accountPasswordRules.map((rule) => {
          const met = password !== '' && !failed.has(rule);
          return (
            <Rule key={rule} data-met={met}>
              <Mark aria-hidden="true" $met={met}>{met ? '✓' : '○'}</Mark>
              <span>
                {t(`passwordRules.${rule}`, { ns: 'i18n', min: passwordMinLength })}
                <VisuallyHidden>{`, ${met ? t('password.ruleMet') : t('password.ruleNotMet')}`}</VisuallyHidden>
              </span>
            </Rule>
          );
        })}
      </List>
    </div>
  );
}
