// Step 4, optional (§2, §4): a phone typed twice and a code by text (six
// digits) or voice call (five); or Skip. The phone number stays on this
// screen only (the state keeps the factorId the code is checked against).
import type { PhoneCodeChannel } from '@portal/api-client';
import { formatPhone, routes } from '@portal/core';
import { Alert, Button, Stack, useToasts } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmitRegistrationPhone } from '../api/submit-registration-phone.ts';
import { useVerifyRegistrationPhoneCode } from '../api/verify-registration-phone-code.ts';
import { CallFailureAlert } from '../components/CallFailureAlert/CallFailureAlert.tsx';
import { StepPage } from '../components/StepPage/StepPage.tsx';
import { CodeForm } from '../forms/CodeForm/CodeForm.tsx';
import type { PhoneValues } from '../forms/phone-schema.ts';
import { PhoneForm } from '../forms/PhoneForm/PhoneForm.tsx';
import { codeRefusalKey } from '../lib/code-refusal-text.ts';
import { useCallFailure } from '../lib/use-call-failure.ts';
import { useRegistrationStore } from '../state/registration-store.ts';

interface SentCode {
  phone: string;
  channel: PhoneCodeChannel;
}

export function PhonePage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const submitPhone = useSubmitRegistrationPhone();
  const verify = useVerifyRegistrationPhoneCode();
  const { failure, clear, show } = useCallFailure();
  const refusalKey = useRegistrationStore((state) => state.errors.phoneOtp);
  const [sent, setSent] = useState<SentCode | null>(null);

  const sendCode = async ({ phone, channel }: SentCode) => {
    const { referenceId, update, setError } = useRegistrationStore.getState();
    clear();
    setError('phoneOtp', null);
    try {
      const { factorId } = await submitPhone.mutateAsync({ referenceId: referenceId ?? '', phone, channel });
      update({ factorId });
      setSent({ phone, channel });
      showToast({ message: t('notifications.verificationCodeSent', { ns: 'i18n' }), type: 'success' });
    } catch (error) {
      show(error, t('notifications.verificationCodeSendFailed', { ns: 'i18n' }));
    }
  };

  const submitCode = async (code: string) => {
    const { referenceId, factorId, setError, completeStep } = useRegistrationStore.getState();
    clear();
    setError('phoneOtp', null);
    try {
      const check = await verify.mutateAsync({ referenceId: referenceId ?? '', factorId: factorId ?? '', code });
      if (!check.verified) {
        setError('phoneOtp', codeRefusalKey(check.reason));
        return;
      }
      completeStep(4);
      void navigate(routes.registration.password);
    } catch (error) {
      show(error, t('notifications.verificationCodeSubmitFailed', { ns: 'i18n' }));
    }
  };

  const skip = () => {
    const { completeStep, update } = useRegistrationStore.getState();
    update({ factorId: null });
    completeStep(4);
    void navigate(routes.registration.password);
  };

  return (
    <StepPage heading={t('phone.heading')} step={4} intro={t('phone.intro')}>
      <CallFailureAlert {...failure} />
      {sent === null ? (
        <PhoneForm onSubmit={(values: PhoneValues) => sendCode({ phone: values.phone, channel: values.channel })} onSkip={skip} />
      ) : (
        <Stack gap="md" align="stretch">
          {refusalKey ? null : <Alert type="info">{t('phone.sent', { phone: formatPhone(sent.phone) })}</Alert>}
          <CodeForm
            key={sent.channel}
            channel={sent.channel}
            submitLabel={t('phone.submitCode')}
            onSubmit={submitCode}
            onResend={() => sendCode(sent)}
            refusal={refusalKey ? t(refusalKey) : null}
          />
          <Stack direction="row" gap="md" wrap>
            <Button variant="link" onClick={() => setSent(null)}>
              {t('phone.change')}
            </Button>
            <Button variant="link" onClick={skip}>
              {t('phone.skip')}
            </Button>
          </Stack>
        </Stack>
      )}
    </StepPage>
  );
}
