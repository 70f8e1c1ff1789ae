// The Formik bindings and FocusFirstInvalid together, as a feature's form uses
// them: submit the empty form to see each required field's message and focus
// move to the first. Texts follow the toolbar locale (callers translate).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { Button } from '../components/Button/Button.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { FocusFirstInvalid } from './FocusFirstInvalid.tsx';
import { FormCheckbox, FormDateInput, FormPhoneInput, FormRadioGroup, FormSelect, FormTextarea, FormTextInput, FormZipInput } from './fields.tsx';

const texts = {
  en: {
    name: 'Dentist name', phone: 'Dentist phone', date: 'Planned date', zip: 'ZIP code', subject: 'Subject', choose: 'Choose a subject',
    claim: 'Claim question', other: 'Other', comments: 'Comments', patient: 'Who is this for?', optional: '(Optional)',
    consent: 'I agree to receive documents by email', send: 'Send', required: 'Please enter a value',
    left: (n: number) => `${n} characters left`,
  },
  es: {
    name: 'Nombre del dentista', phone: 'Teléfono del dentista', date: 'Fecha prevista', zip: 'Código postal', subject: 'Asunto',
    choose: 'Elija un asunto', claim: 'Pregunta sobre un reclamo', other: 'Otro', comments: 'Comentarios', patient: '¿Para quién es?',
    optional: '(Opcional)', consent: 'Acepto recibir documentos por correo electrónico', send: 'Enviar', required: 'Ingrese un valor',
    left: (n: number) => `Quedan ${n} caracteres`,
  },
};
type Texts = (typeof texts)['en'];

const fieldOrder = ['dentist', 'phone', 'patient', 'subject'];

function ExampleForm({ t }: { t: Texts }) {
  const required = (value: unknown) => (value ? undefined : t.required);
  return (
    <Formik
      initialValues={{ dentist: '', phone: '', date: '', zip: '', patient: '', subject: '', comments: '', consent: false }}
      validate={(values) =>
        Object.fromEntries(fieldOrder.map((name) => [name, required(values[name as keyof typeof values])]).filter(([, error]) => error))
      }
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <FocusFirstInvalid fieldOrder={fieldOrder} />
        <Stack gap="md">
          <FormTextInput name="dentist" label={t.name} required />
          <FormPhoneInput name="phone" label={t.phone} required />
          <FormDateInput name="date" label={t.date} optionalLabel={t.optional} />
          <FormZipInput name="zip" label={t.zip} optionalLabel={t.optional} />
          <FormRadioGroup name="patient" label={t.patient} required options={[{ value: '1', label: 'Maria McAllister' }, { value: '2', label: 'Lily McAllister' }]} />
          <FormSelect name="subject" label={t.subject} required placeholder={t.choose} options={[{ value: 'claim', label: t.claim }, { value: 'other', label: t.other }]} />
          <FormTextarea name="comments" label={t.comments} optionalLabel={t.optional} maxLength={1000} counterText={t.left} />
          <FormCheckbox name="consent" label={t.consent} />
          <Button type="submit">{t.send}</Button>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'ui-kit/Formik fields',
  component: ExampleForm,
  args: { t: texts.en },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequestForm: Story = {
  render: (_args, { globals }) => <ExampleForm t={texts[globals.locale === 'es' ? 'es' : 'en']} />,
};
