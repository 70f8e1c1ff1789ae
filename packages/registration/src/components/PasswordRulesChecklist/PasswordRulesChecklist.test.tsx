import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPlain } from '../../test/render-registration.tsx';
import { PasswordRulesChecklist } from './PasswordRulesChecklist.tsx';

const owner = { userId: 'olivia.martinez@example.com', firstName: 'Olivia', lastName: 'Martinez' };

function ruleText(text: string) {
  return screen.getByText(text).parentElement?.textContent ?? '';
}

describe('PasswordRulesChecklist', () => {
  it('lists the eight §5 rules, none met before anything is typed', () => {
    renderPlain(<PasswordRulesChecklist password="" owner={owner} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(ruleText('At least 15 characters')).toContain('not met yet');
    expect(ruleText('No part of your first name')).toContain('not met yet');
  });

  it('marks each rule the password meets, and a part of the user ID it may not contain', () => {
    renderPlain(<PasswordRulesChecklist password="Olivia.Martinez-2031" owner={owner} />);
    expect(ruleText('At least 15 characters')).toContain('met');
    expect(ruleText('At least 15 characters')).not.toContain('not met');
    expect(ruleText('No part of your user ID')).toContain('not met yet');
    expect(ruleText('No part of your first name')).toContain('not met yet');
    expect(ruleText('A special character')).not.toContain('not met');
  });

  it('only the local part of the sign-in email counts as personal', () => {
    renderPlain(<PasswordRulesChecklist password="Example-Tulip-2031" owner={owner} />);
    expect(ruleText('No part of your user ID')).not.toContain('not met');
  });
});
