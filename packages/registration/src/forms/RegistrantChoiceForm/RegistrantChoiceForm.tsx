// /registration/register: member or dependent (§2). Native radios in a
// fieldset, so arrow keys choose as browsers do.
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormRadioGroup } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createRegistrantSchema, type RegistrantKind, type RegistrantValues } from '../choice-schema.ts';

export interface RegistrantChoiceFormProps {
  onChoose: (kind: RegistrantKind) => void;
}

const fieldOrder = ['registrant'];

export function RegistrantChoiceForm({ onChoose }: RegistrantChoiceFormProps) {
  const { t } = useTranslation('registration');
  const schema = useMemo(() => createRegistrantSchema(t), [t]);
  const options = [
    { value: 'member', label: t('register.who.member'), hint: t('register.who.memberHint') },
    { value: 'dependent', label: t('register.who.dependent'), hint: t('register.who.dependentHint') },
  ];
  return (
    <Formik<RegistrantValues> initialValues={{ registrant: '' }} validationSchema={schema} onSubmit={(values) => onChoose(values.registrant as RegistrantKind)}>
      <Form noValidate>
        <Stack gap="lg" align="flex-start">
          <FormRadioGroup name="registrant" label={t('register.who.legend')} options={options} required />
          <FocusFirstInvalid fieldOrder={fieldOrder} />
          <Button type="submit">{t('register.continue')}</Button>
        </Stack>
      </Form>
    </Formik>
  );
}
