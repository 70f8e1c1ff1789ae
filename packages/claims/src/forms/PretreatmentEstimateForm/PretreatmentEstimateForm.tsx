// §2 /pretreatment-estimate: the member tells us the planned treatment and the
// dentist, and we ask the office for the treatment plan. Values stay on a
// failed send (quality bar); a success clears the form and names the reference.
import type { Patient } from '@portal/api-client';
import { properCaseName } from '@portal/core';
import { Alert, Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormDateInput, FormPhoneInput, FormSelect, FormTextarea, FormTextInput } from '@portal/ui-kit/formik';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createPretreatmentEstimateSchema,
  dentistNameMaxLength,
  emptyPretreatmentEstimate,
  plannedTreatmentMaxLength,
  toPretreatmentEstimateInput,
  type PretreatmentEstimateInput,
  type PretreatmentEstimateValues,
} from '../pretreatment-estimate-schema.ts';

export interface PretreatmentEstimateFormProps {
  patients: readonly Pick<Patient, 'claimant' | 'name'>[];
  /** Sends the request; resolves with its reference, rejects on failure. */
  onSubmit: (input: PretreatmentEstimateInput) => Promise<{ requestId: string }>;
  /** For tests: the day the planned date may not be before (yyyy-mm-dd). */
  today?: () => string;
}

const fieldOrder = Object.keys(emptyPretreatmentEstimate) as (keyof PretreatmentEstimateValues)[];

type Outcome = { kind: 'sent'; reference: string } | { kind: 'failed' } | null;

export function PretreatmentEstimateForm({ patients, onSubmit, today }: PretreatmentEstimateFormProps) {
  const { t } = useTranslation('claims');
  const schema = useMemo(() => createPretreatmentEstimateSchema(t, today), [t, today]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const optional = t('optional', { ns: 'i18n' });
  const initialValues = useMemo(
    // One patient: nothing to choose.
    () => ({ ...emptyPretreatmentEstimate, claimant: patients.length === 1 ? (patients[0]?.claimant ?? '') : '' }),
    [patients],
  );
  const patientOptions = patients.map((patient) => ({ value: patient.claimant, label: properCaseName(patient.name) }));

  const submit = async (values: PretreatmentEstimateValues, helpers: FormikHelpers<PretreatmentEstimateValues>) => {
    setOutcome(null);
    try {
      const { requestId } = await onSubmit(toPretreatmentEstimateInput(values));
      setOutcome({ kind: 'sent', reference: requestId });
      helpers.resetForm();
    } catch {
      setOutcome({ kind: 'failed' });
    }
    outcomeRef.current?.focus();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="pretreatment-form-title">
          <Stack gap="md">
            <h2 id="pretreatment-form-title">{t('pretreatment.form.title')}</h2>
            <p>{t('pretreatment.form.intro')}</p>
            <div ref={outcomeRef} tabIndex={-1}>
              {outcome?.kind === 'sent' ? <Alert type="success">{t('pretreatment.form.success', { reference: outcome.reference })}</Alert> : null}
              {outcome?.kind === 'failed' ? <Alert type="error">{t('pretreatment.form.failed')}</Alert> : null}
            </div>
            <p>{t('pretreatment.form.requiredNote')}</p>
            <FormSelect
              name="claimant"
              label={t('pretreatment.form.patient')}
              placeholder={t('pretreatment.form.patientPlaceholder')}
              options={patientOptions}
              required
            />
            <FormTextInput name="dentistName" label={t('pretreatment.form.dentistName')} maxLength={dentistNameMaxLength} required />
            <FormPhoneInput name="dentistPhone" label={t('pretreatment.form.dentistPhone')} required />
            <FormTextarea
              name="plannedTreatment"
              label={t('pretreatment.form.plannedTreatment')}
              hint={t('pretreatment.form.plannedTreatmentHint')}
              maxLength={plannedTreatmentMaxLength}
              counterText={(count) => t('pretreatment.form.counter', { count })}
              required
            />
            <FormDateInput name="plannedDate" label={t('pretreatment.form.plannedDate')} hint={t('pretreatment.form.plannedDateHint')} optionalLabel={optional} />
            <FormPhoneInput name="contactPhone" label={t('pretreatment.form.contactPhone')} optionalLabel={optional} autoComplete="tel-national" />
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                {t('pretreatment.form.submit')}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
