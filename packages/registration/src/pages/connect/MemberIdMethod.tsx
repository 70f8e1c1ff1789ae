// Step 2 by member ID or SSN. The SSN goes to the server once and is never
// kept. Not matching → 'could not be verified' (§8) in errors.otherCard.
import { Alert, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useVerifyRegistrationMemberId } from '../../api/verify-registration-member-id.ts';
import { CallFailureAlert } from '../../components/CallFailureAlert/CallFailureAlert.tsx';
import { toMemberNumber, type MemberIdValues } from '../../forms/member-id-schema.ts';
import { MemberIdForm } from '../../forms/MemberIdForm/MemberIdForm.tsx';
import { useConnectCheck } from './use-connect-check.ts';

export function MemberIdMethod({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('registration');
  const verify = useVerifyRegistrationMemberId();
  const { failure, refusalKey, run } = useConnectCheck('otherCard', onVerified);

  const submit = (values: MemberIdValues) =>
    run({
      call: (referenceId) => verify.mutateAsync({ referenceId, ...toMemberNumber(values) }),
      refusalKey: () => (values.kind === 'ssn' ? 'connect.memberId.ssnNotVerified' : 'connect.memberId.notVerified'),
      failureText: t('connect.failed'),
    });

  return (
    <Stack gap="md">
      {refusalKey ? <Alert type="error">{t(refusalKey)}</Alert> : null}
      <CallFailureAlert {...failure} />
      <MemberIdForm onSubmit={submit} />
    </Stack>
  );
}
