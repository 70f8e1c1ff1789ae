// Step 2, connect your account (§2, §4): the person proves the plan found in
// step 1 is theirs — by claim number and source code, by a code sent to the
// email on file (offered only when there is one), or by member ID or SSN.
// Verified → step 3; a signed-in person connecting a policy (mode 'connect')
// goes back to the account-connecting screen, which reads the referenceId.
import { routes } from '@portal/core';
import { RadioGroup, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StepPage } from '../components/StepPage/StepPage.tsx';
import { useRegistrationStore } from '../state/registration-store.ts';
import { ClaimNumberMethod } from './connect/ClaimNumberMethod.tsx';
import { EmailCodeMethod } from './connect/EmailCodeMethod.tsx';
import { MemberIdMethod } from './connect/MemberIdMethod.tsx';

type Method = 'claim' | 'email' | 'memberId';

export function ConnectYourAccountPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const emailAvailable = useRegistrationStore((state) => state.emailAvailable);
  const [method, setMethod] = useState<Method>('claim');
  const methods = [
    { value: 'claim', label: t('connect.methods.claim') },
    ...(emailAvailable ? [{ value: 'email', label: t('connect.methods.email') }] : []),
    { value: 'memberId', label: t('connect.methods.memberId') },
  ];

  const verified = () => {
    const { completeStep, update, mode } = useRegistrationStore.getState();
    completeStep(2);
    update({ errors: { claimCard: null, emailCard: null, otherCard: null, phoneOtp: null } });
    void navigate(mode === 'connect' ? `${routes.noPolicyFound}?connect=1` : routes.registration.email);
  };

  return (
    <StepPage heading={t('connect.heading')} step={2} intro={t('connect.intro')}>
      <Stack gap="lg">
        <RadioGroup name="method" legend={t('connect.methodsLegend')} options={methods} value={method} onChange={(value) => setMethod(value as Method)} />
        {method === 'claim' ? <ClaimNumberMethod onVerified={verified} /> : null}
        {method === 'email' ? <EmailCodeMethod onVerified={verified} /> : null}
        {method === 'memberId' ? <MemberIdMethod onVerified={verified} /> : null}
      </Stack>
    </StepPage>
  );
}
