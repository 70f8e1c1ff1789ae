// §3 contact form: subject, phone, claim number (optional), comments. §5
// required fields marked *, phone (###) ###-####; §8 a failed send keeps
// everything typed and says so.
import { contactSubjects } from '@portal/api-client';
import { Alert, Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormPhoneInput, FormSelect, FormTextarea, FormTextInput } from '@portal/ui-kit/formik';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  commentsMaxLength,
  createContactFormSchema,
  emptyContactForm,
  toContactFormInput,
  type ContactFormValues,
} from '../contact-form-schema.ts';

export type ContactFormInput = ReturnType<typeof toContactFormInput>;

export interface ContactFormProps {
  /** Sends the form; resolves with the reference to quote, rejects on failure. */
  onSubmit: (input: ContactFormInput) => Promise<{ referenceNumber: string }>;
}

const fieldOrder = ['subject', 'phone', 'claimNumber', 'comments'] as const;

export function ContactForm({ onSubmit }: ContactFormProps) {
  const { t } = useTranslation('benefits');
  const schema = useMemo(() => createContactFormSchema(t), [t]);
  const [reference, setReference] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const subjectOptions = contactSubjects.map((subject) => ({ value: subject, label: t(`contact.form.subjects.${subject}`) }));

  const submit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    setReference(null);
    setFailed(false);
    try {
      const answer = await onSubmit(toContactFormInput(values));
      setReference(answer.referenceNumber);
      helpers.resetForm();
    } catch {
      // §8 and the quality bar: the member's text stays in the form.
      setFailed(true);
    }
    outcomeRef.current?.focus();
  };

  return (
    <Formik initialValues={emptyContactForm} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="contact-form-title">
          <Stack gap="md">
            <h3 id="contact-form-title">{t('contact.form.title')}</h3>
            <div ref={outcomeRef} tabIndex={-1}>
              {reference ? <Alert type="success">{t('contact.form.success', { reference })}</Alert> : null}
              {failed ? <Alert type="error">{t('contact.form.submitFailed')}</Alert> : null}
            </div>
            <p>{t('common.requiredNote')}</p>
            <FormSelect
              name="subject"
              label={t('contact.form.subject')}
              placeholder={t('contact.form.subjectPlaceholder')}
              options={subjectOptions}
              required
            />
            <FormPhoneInput name="phone" label={t('contact.form.phone')} hint={t('contact.form.phoneHint')} autoComplete="tel" required />
            <FormTextInput name="claimNumber" label={t('contact.form.claimNumber')} optionalLabel={t('optional', { ns: 'i18n' })} maxLength={20} />
            <FormTextarea
              name="comments"
              label={t('contact.form.comments')}
              maxLength={commentsMaxLength}
              counterText={(remaining) => t('contact.form.commentsCounter', { count: remaining })}
              required
            />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                {isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
