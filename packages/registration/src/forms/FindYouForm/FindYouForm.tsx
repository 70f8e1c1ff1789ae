// Step 1, find you (§2, §5): first and last name, date of birth (mm/dd/yyyy
// typed with the slashes added, the native picker at ≤ 1024 px) and ZIP.
// What was typed stays when the search fails, so the person can retry.
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormDateInput, FormTextInput, FormZipInput } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFindYouSchema, emptyFindYou, nameMaxLength, type FindYouValues } from '../find-you-schema.ts';

export interface FindYouFormProps {
  /** Values to start with (e.g. from the registration state after a reload). */
  initialValues?: FindYouValues;
  onSubmit: (values: FindYouValues) => Promise<void>;
}

const fieldOrder = Object.keys(emptyFindYou);

export function FindYouForm({ initialValues = emptyFindYou, onSubmit }: FindYouFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createFindYouSchema(t), [t]);
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-busy={isSubmitting || undefined}>
          <Stack gap="md">
            <p>{t('requiredNote')}</p>
            <FormTextInput name="firstName" label={t('findYou.firstName')} autoComplete="given-name" maxLength={nameMaxLength} required />
            <FormTextInput name="lastName" label={t('findYou.lastName')} autoComplete="family-name" maxLength={nameMaxLength} required />
            <FormDateInput name="dateOfBirth" label={t('findYou.dateOfBirth')} hint={t('findYou.dateOfBirthHint')} required />
            <FormZipInput name="zipCode" label={t('findYou.zipCode')} hint={t('findYou.zipCodeHint')} required />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                {isSubmitting ? t('findYou.searching') : t('findYou.submit')}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
