// Step 2 by email passcode: a code goes to the email on file (§8 'Your
// verification code has been sent'), then the person types it. A refused
// code says why (errors.emailCard); a new one is a click away.
import { Button, Stack, useToasts } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestRegistrationIdentityCode } from '../../api/request-registration-identity-code.ts';
import { useVerifyRegistrationIdentityCode } from '../../api/verify-registration-identity-code.ts';
import { CallFailureAlert } from '../../components/CallFailureAlert/CallFailureAlert.tsx';
import { CodeForm } from '../../forms/CodeForm/CodeForm.tsx';
import { codeRefusalKey } from '../../lib/code-refusal-text.ts';
import { useRegistrationStore } from '../../state/registration-store.ts';
import { useConnectCheck } from './use-connect-check.ts';

export function EmailCodeMethod({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('registration');
  const { showToast } = useToasts();
  const requestCode = useRequestRegistrationIdentityCode();
  const verify = useVerifyRegistrationIdentityCode();
  const { failure, refusalKey, reset, show, run } = useConnectCheck('emailCard', onVerified);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async () => {
    reset();
    try {
      const sent = await requestCode.mutateAsync({ referenceId: useRegistrationStore.getState().referenceId ?? '' });
      setSentTo(sent.sentTo);
      showToast({ message: t('notifications.verificationCodeSent', { ns: 'i18n' }), type: 'success' });
    } catch (error) {
      show(error, t('notifications.verificationCodeSendFailed', { ns: 'i18n' }));
    }
  };

  const submit = (code: string) =>
    run({
      call: (referenceId) => verify.mutateAsync({ referenceId, code }),
      refusalKey: (check) => codeRefusalKey(check.reason),
      failureText: t('notifications.verificationCodeSubmitFailed', { ns: 'i18n' }),
    });

  return (
    <Stack gap="md" align="stretch">
      <CallFailureAlert {...failure} />
      {sentTo === null ? (
        <Stack gap="md" align="flex-start">
          <p>{t('connect.emailCode.intro')}</p>
          <Button loading={requestCode.isPending} onClick={() => void send()}>
            {requestCode.isPending ? t('connect.emailCode.sending') : t('connect.emailCode.send')}
          </Button>
        </Stack>
      ) : (
        <CodeForm
          channel="email"
          sentText={t('connect.emailCode.sentTo', { sentTo })}
          submitLabel={t('connect.emailCode.submit')}
          onSubmit={submit}
          onResend={send}
          refusal={refusalKey ? t(refusalKey) : null}
        />
      )}
    </Stack>
  );
}
