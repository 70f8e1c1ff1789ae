// §2 /profile "Sign-in and security": change password and change email, for
// the member's own session only (a CSR acting on a member never sees it, §6).
// The shell composes it into the benefits package's profile page.
import { useMembers } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { emailChangeRedirectDelayMs } from '@portal/core';
import { Card, Stack } from '@portal/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useChangePassword } from '../../api/change-password.ts';
import { useRequestEmailChangeCode } from '../../api/request-email-change-code.ts';
import { useValidateEmailChange } from '../../api/validate-email-change.ts';
import { ChangeEmailForm } from '../../forms/ChangeEmailForm/ChangeEmailForm.tsx';
import { ChangePasswordForm } from '../../forms/ChangePasswordForm/ChangePasswordForm.tsx';
import { emailChangeFailure, emailCodeRequestFailure, passwordChangeFailure } from '../../lib/failure-texts.ts';
import { passwordOwnerOf } from '../../lib/password-owner.ts';
import { useDelayedSignOut } from '../../lib/use-delayed-sign-out.ts';
import { AuthenticatorApp } from '../AuthenticatorApp/AuthenticatorApp.tsx';
import { Passkeys } from '../Passkeys/Passkeys.tsx';

export interface AccountSecurityProps {
  /** How long the success message shows before sign-out (§9: 3000 ms); tests pass 0. */
  signOutDelayMs?: number;
}

const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export function AccountSecurity({ signOutDelayMs = emailChangeRedirectDelayMs }: AccountSecurityProps) {
  const isCSR = useAuthStore((s) => s.isCSR);
  if (isCSR) return null;
  return <MemberAccountSecurity signOutDelayMs={signOutDelayMs} />;
}

function MemberAccountSecurity({ signOutDelayMs }: { signOutDelayMs: number }) {
  const { t } = useTranslation('account');
  const userEmail = useAuthStore((s) => s.userEmail);
  const userName = useAuthStore((s) => s.userName);
  const hasPolicy = useAuthStore((s) => s.hasPolicy);
  const member = useMembers({ enabled: hasPolicy }).data?.member;
  const owner = useMemo(() => passwordOwnerOf(userEmail, userName, member), [userEmail, userName, member]);
  const changePassword = useChangePassword();
  const requestCode = useRequestEmailChangeCode();
  const validate = useValidateEmailChange();
  const signOutSoon = useDelayedSignOut(signOutDelayMs);

  return (
    <Card title={t('security.title')}>
      <Stack gap="lg">
        <ChangePasswordForm
          owner={owner}
          onSubmit={async (input) => {
            try {
              await changePassword.mutateAsync(input);
              return { ok: true };
            } catch (error) {
              return passwordChangeFailure(error, t);
            }
          }}
          onChanged={signOutSoon}
        />
        <Divider />
        <ChangeEmailForm
          currentEmail={userEmail}
          onRequestCode={async (newEmail) => {
            try {
              const { sentTo } = await requestCode.mutateAsync({ newEmail });
              return { ok: true, sentTo };
            } catch (error) {
              return emailCodeRequestFailure(error, t);
            }
          }}
          onValidate={async (input) => {
            try {
              const { changed } = await validate.mutateAsync(input);
              return changed ? { ok: true } : { ok: false, message: t('security.changeEmail.incorrect') };
            } catch (error) {
              return emailChangeFailure(error, t);
            }
          }}
          onChanged={signOutSoon}
        />
        <Divider />
        <Passkeys />
        <Divider />
        <AuthenticatorApp />
      </Stack>
    </Card>
  );
}
