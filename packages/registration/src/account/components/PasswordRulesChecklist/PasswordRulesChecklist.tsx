// §5 the account password rules as a live checklist under the new password:
// each rule says whether the password typed so far meets it (a mark and, for
// screen readers, 'met' / 'not met'). The rules are core's, the server's own
// (the blocklist only the server can check: it answers 406).
import { failedPasswordPolicyRules, passwordMaxLength, passwordMinLength, passwordPolicyRules, type PasswordOwner } from '@portal/core';
import { VisuallyHidden } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface PasswordRulesChecklistProps {
  /** Referenced by the password field's aria-describedby. */
  id: string;
  password: string;
  owner: PasswordOwner;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Rule = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: baseline;
  color: ${({ theme }) => theme.color.text};
`;

const Mark = styled.span<{ $met: boolean }>`
  flex: none;
  width: 1.25em;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $met }) => ($met ? theme.color.success : theme.color.textMuted)};
`;

export function PasswordRulesChecklist({ id, password, owner }: PasswordRulesChecklistProps) {
  const { t } = useTranslation('account');
  const failed = new Set(failedPasswordPolicyRules(password, owner));
  return (
    <div id={id}>
      <p>{t('security.changePassword.rulesTitle')}</p>
      <List>
        {passwordPolicyRules.map((rule) => {
          const met = password !== '' && !failed.has(rule);
          return (
            <Rule key={rule} data-met={met}>
              <Mark $met={met} aria-hidden="true">
                {met ? '✓' : '•'}
              </Mark>
              <span>
                {t(`security.rules.${rule}`, { min: passwordMinLength, max: passwordMaxLength })}
                <VisuallyHidden>
                  {' '}
                  ({t(met ? 'security.changePassword.ruleMet' : 'security.changePassword.ruleNotMet')})
                </VisuallyHidden>
              </span>
            </Rule>
          );
        })}
      </List>
    </div>
  );
}
