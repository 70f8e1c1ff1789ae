// Step 2 by claim (§2, §5): a claim number and its source code, both from an
// Explanation of Benefits.
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormTextInput } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createClaimNumberSchema, emptyClaimNumber, type ClaimNumberValues } from '../claim-number-schema.ts';

export interface ClaimNumberFormProps {
  onSubmit: (values: ClaimNumberValues) => Promise<void>;
}

const fieldOrder = Object.keys(emptyClaimNumber);

export function ClaimNumberForm({ onSubmit }: ClaimNumberFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createClaimNumberSchema(t), [t]);
  return (
    <Formik initialValues={emptyClaimNumber} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-busy={isSubmitting || undefined}>
          <Stack gap="md" align="flex-start">
            <FormTextInput name="claimNumber" label={t('connect.claim.claimNumber')} hint={t('connect.claim.claimNumberHint')} maxLength={20} autoComplete="off" required />
            <FormTextInput name="sourceCode" label={t('connect.claim.sourceCode')} hint={t('connect.claim.sourceCodeHint')} maxLength={8} autoComplete="off" required />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? t('connect.verifying') : t('connect.claim.submit')}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
