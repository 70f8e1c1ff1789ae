// Step 3 (§2, §4): the sign-in email, typed twice; a code goes to it and the
// person types it back. An email that already has an account (409) → the
// existing-account prompt (sign in; the policy connects after sign-in).
import { accountCallFailure } from '@portal/api-client';
import { routes } from '@portal/core';
import { Button, Stack, useToasts } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmitRegistrationEmail } from '../api/submit-registration-email.ts';
import { useVerifyRegistrationEmailCode } from '../api/verify-registration-email-code.ts';
import { CallFailureAlert } from '../components/CallFailureAlert/CallFailureAlert.tsx';
import { StepPage } from '../components/StepPage/StepPage.tsx';
import { CodeForm } from '../forms/CodeForm/CodeForm.tsx';
import type { EmailValues } from '../forms/email-schema.ts';
import { EmailForm } from '../forms/EmailForm/EmailForm.tsx';
import { codeRefusalKey } from '../lib/code-refusal-text.ts';
import { useCallFailure } from '../lib/use-call-failure.ts';
import { useRegistrationStore } from '../state/registration-store.ts';

export function EmailPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const submitEmail = useSubmitRegistrationEmail();
  const verify = useVerifyRegistrationEmailCode();
  const { failure, clear, show } = useCallFailure();
  const email = useRegistrationStore((state) => state.email);
  const sentTo = useRegistrationStore((state) => state.emailSentTo);
  // After a reload with a code already sent, the person goes on typing it.
  const [phase, setPhase] = useState<'enter' | 'code'>(sentTo && email ? 'code' : 'enter');
  const [refusalKey, setRefusalKey] = useState<string | null>(null);

  const sendCode = async (address: string) => {
    const { referenceId, update } = useRegistrationStore.getState();
    clear();
    setRefusalKey(null);
    try {
      const sent = await submitEmail.mutateAsync({ referenceId: referenceId ?? '', email: address });
      update({ email: address, emailSentTo: sent.sentTo });
      setPhase('code');
      showToast({ message: t('notifications.verificationCodeSent', { ns: 'i18n' }), type: 'success' });
    } catch (error) {
      if (accountCallFailure(error).kind === 'emailExists') {
        update({ email: address, memberExistsFlow: true });
        void navigate(routes.loginExistingAccount);
        return;
      }
      show(error, t('notifications.verificationCodeSendFailed', { ns: 'i18n' }));
    }
  };

  const submitCode = async (code: string) => {
    const { referenceId, completeStep } = useRegistrationStore.getState();
    clear();
    setRefusalKey(null);
    try {
      const check = await verify.mutateAsync({ referenceId: referenceId ?? '', code });
      if (!check.verified) {
        setRefusalKey(codeRefusalKey(check.reason));
        return;
      }
      completeStep(3);
      void navigate(routes.registration.phone);
    } catch (error) {
      show(error, t('notifications.verificationCodeSubmitFailed', { ns: 'i18n' }));
    }
  };

  return (
    <StepPage heading={t('email.heading')} step={3} intro={t('email.intro')}>
      <CallFailureAlert {...failure} />
      {phase === 'enter' ? (
        <EmailForm initialValues={{ email, confirmEmail: email }} onSubmit={(values: EmailValues) => sendCode(values.email.trim())} />
      ) : (
        <Stack gap="md" align="stretch">
          <CodeForm
            channel="email"
            sentText={t('email.sentTo', { sentTo })}
            submitLabel={t('email.submitCode')}
            onSubmit={submitCode}
            onResend={() => sendCode(email)}
            refusal={refusalKey ? t(refusalKey) : null}
          />
          <div>
            <Button variant="link" onClick={() => setPhase('enter')}>
              {t('email.change')}
            </Button>
          </div>
        </Stack>
      )}
    </StepPage>
  );
}
