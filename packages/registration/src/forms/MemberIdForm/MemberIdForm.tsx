// Step 2 by number (§2, §5): a member ID (9-14 digits) or a Social Security
// number (###-##-####, masked while typed, hidden until asked). The SSN is
// sent once and never kept: it lives only in this form.
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormRadioGroup, FormTextInput } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSecretInput } from '../fields/FormSecretInput.tsx';
import { createMemberIdSchema, emptyMemberId, formatSsn, type MemberIdValues } from '../member-id-schema.ts';

export interface MemberIdFormProps {
  onSubmit: (values: MemberIdValues) => Promise<void>;
}

const fieldOrder = ['kind', 'memberId', 'ssn'];
const ssnLength = 11;

export function MemberIdForm({ onSubmit }: MemberIdFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createMemberIdSchema(t), [t]);
  const kinds = [
    { value: 'memberId', label: t('connect.memberId.memberId') },
    { value: 'ssn', label: t('connect.memberId.ssn') },
  ];
  return (
    <Formik initialValues={emptyMemberId} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, values }) => (
        <Form noValidate aria-busy={isSubmitting || undefined}>
          <Stack gap="md" align="flex-start">
            <FormRadioGroup name="kind" label={t('connect.memberId.kindLegend')} options={kinds} required />
            {values.kind === 'memberId' ? (
              <FormTextInput name="memberId" label={t('connect.memberId.memberId')} hint={t('connect.memberId.memberIdHint')} maxLength={14} autoComplete="off" required />
            ) : (
              <FormSecretInput
                name="ssn"
                label={t('connect.memberId.ssn')}
                hint={t('connect.memberId.ssnHint')}
                showLabel={t('connect.memberId.showSsn')}
                hideLabel={t('connect.memberId.hideSsn')}
                autoComplete="off"
                inputMode="numeric"
                maxLength={ssnLength}
                format={formatSsn}
              />
            )}
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('connect.verifying') : t('connect.memberId.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

