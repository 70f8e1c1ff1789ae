// Completion (§2 paperless consent page): would the member like documents by
// email? A yes opens /paperless after the first sign-in to confirm it there.
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormRadioGroup } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createPaperlessSchema, type PaperlessValues } from '../choice-schema.ts';

export interface PaperlessConsentFormProps {
  onSubmit: (paperless: boolean) => void;
}

const fieldOrder = ['paperless'];

export function PaperlessConsentForm({ onSubmit }: PaperlessConsentFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createPaperlessSchema(t), [t]);
  const options = [
    { value: 'yes', label: t('complete.paperlessYes') },
    { value: 'no', label: t('complete.paperlessNo') },
  ];
  return (
    <Formik<PaperlessValues> initialValues={{ paperless: '' }} validationSchema={schema} onSubmit={(values) => onSubmit(values.paperless === 'yes')}>
      <Form noValidate>
        <Stack gap="md" align="flex-start">
          <FormRadioGroup name="paperless" label={t('complete.paperlessLegend')} hint={t('complete.paperlessNote')} options={options} required />
          <FocusFirstInvalid fieldOrder={fieldOrder} />
          <Button type="submit">{t('complete.continue')}</Button>
        </Stack>
      </Form>
    </Formik>
  );
}
