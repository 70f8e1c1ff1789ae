// Step 4, optional (§2, §5): the phone typed twice as (###) ###-####, and
// whether the code comes by text (6 digits) or by a voice call (5 digits).
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormPhoneInput, FormRadioGroup } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createPhoneSchema, emptyPhone, type PhoneValues } from '../phone-schema.ts';

export interface PhoneFormProps {
  onSubmit: (values: PhoneValues) => Promise<void>;
  onSkip: () => void;
}

const fieldOrder = Object.keys(emptyPhone);

export function PhoneForm({ onSubmit, onSkip }: PhoneFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createPhoneSchema(t), [t]);
  const channels = [
    { value: 'text', label: t('phone.text') },
    { value: 'voice', label: t('phone.voice') },
  ];
  return (
    <Formik initialValues={emptyPhone} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-busy={isSubmitting || undefined}>
          <Stack gap="md" align="flex-start">
            <FormPhoneInput name="phone" label={t('phone.phone')} autoComplete="tel-national" required />
            <FormPhoneInput name="confirmPhone" label={t('phone.confirmPhone')} autoComplete="tel-national" required />
            <FormRadioGroup name="channel" label={t('phone.channelLegend')} options={channels} required />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <Stack direction="row" gap="md" wrap align="center">
              <Button type="submit" loading={isSubmitting}>
                {isSubmitting ? t('phone.sending') : t('phone.submit')}
              </Button>
              <Button variant="secondary" onClick={onSkip} disabled={isSubmitting}>
                {t('phone.skip')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
