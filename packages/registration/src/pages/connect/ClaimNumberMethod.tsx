// Step 2 by claim number and source code. Not matching → the claim card's
// 'not found' message (§8), kept in the registration state's errors.claimCard.
import { Alert, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useVerifyRegistrationClaimNumber } from '../../api/verify-registration-claim-number.ts';
import { CallFailureAlert } from '../../components/CallFailureAlert/CallFailureAlert.tsx';
import type { ClaimNumberValues } from '../../forms/claim-number-schema.ts';
import { ClaimNumberForm } from '../../forms/ClaimNumberForm/ClaimNumberForm.tsx';
import { useConnectCheck } from './use-connect-check.ts';

export function ClaimNumberMethod({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('registration');
  const verify = useVerifyRegistrationClaimNumber();
  const { failure, refusalKey, run } = useConnectCheck('claimCard', onVerified);

  const submit = (values: ClaimNumberValues) =>
    run({
      call: (referenceId) => verify.mutateAsync({ referenceId, claimNumber: values.claimNumber.trim(), sourceCode: values.sourceCode.trim() }),
      refusalKey: () => 'connect.claim.notFound',
      failureText: t('connect.failed'),
    });

  return (
    <Stack gap="md">
      {refusalKey ? <Alert type="error">{t(refusalKey)}</Alert> : null}
      <CallFailureAlert {...failure} />
      <ClaimNumberForm onSubmit={submit} />
    </Stack>
  );
}
