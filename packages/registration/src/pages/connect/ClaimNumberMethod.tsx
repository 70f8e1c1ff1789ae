// Step 2 by claim number and source code. Not matching → the claim card's
// 'not found' message (§8), kept in the registration state's errors.claimCard.
import { Alert, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useVerifyRegistrationClaimNumber } from '../../api/verify-registration-claim-number.ts';
import { CallFailureAlert } from '../../components/CallFailureAlert/CallFailureAlert.tsx';
import type { ClaimNumberValues } from '../../forms/claim-number-schema.ts';
import { ClaimNumberForm } from '../../forms/ClaimNumberForm/ClaimNumberForm.tsx';
import { useCallFailure } from '../../lib/use-call-failure.ts';
import { useRegistrationStore } from '../../state/registration-store.ts';

export function ClaimNumberMethod({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('registration');
  const verify = useVerifyRegistrationClaimNumber();
  const { failure, clear, show } = useCallFailure();
  const refusalKey = useRegistrationStore((state) => state.errors.claimCard);

  const submit = async (values: ClaimNumberValues) => {
    const { referenceId, setError } = useRegistrationStore.getState();
    clear();
    setError('claimCard', null);
    try {
      const check = await verify.mutateAsync({ referenceId: referenceId ?? '', claimNumber: values.claimNumber.trim(), sourceCode: values.sourceCode.trim() });
      if (check.verified) onVerified();
      else setError('claimCard', 'connect.claim.notFound');
    } catch (error) {
      show(error, t('connect.failed'));
    }
  };

  return (
    <Stack gap="md">
      {refusalKey ? <Alert type="error">{t(refusalKey)}</Alert> : null}
      <CallFailureAlert {...failure} />
      <ClaimNumberForm onSubmit={submit} />
    </Stack>
  );
}
