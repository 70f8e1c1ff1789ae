// §3 nominate a provider: the dentist's details, the nominator's, and a
// yes/no on sharing the nominator's name; §5 every field required (fax and
// the practice email are optional); §8 'nomination failed, try later'.
import { providerSpecialties } from '@portal/api-client';
import { Alert, Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormPhoneInput, FormRadioGroup, FormSelect, FormTextInput, FormZipInput } from '@portal/ui-kit/formik';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  createNominationSchema,
  emptyNomination,
  stateCodes,
  toNominationInput,
  type NominationValues,
} from '../nominate-provider-schema.ts';

export type NominationInput = ReturnType<typeof toNominationInput>;

export interface NominateProviderFormProps {
  /** Sends the nomination; rejects on failure. */
  onSubmit: (input: NominationInput) => Promise<unknown>;
  /** Level of the form's heading in the page outline. Default 2. */
  headingLevel?: 2 | 3;
  /** Move focus to the heading when the form opens (it replaces the dental tab's content). */
  focusOnOpen?: boolean;
  /** The office's details when the form opens from find care; a specialty not in the list is left to choose. */
  prefill?: Partial<Record<'providerName' | 'specialty' | 'street' | 'city' | 'state' | 'zip' | 'phone', string>>;
}

function initialNomination(prefill: NominateProviderFormProps['prefill']): NominationValues {
  if (!prefill) return emptyNomination;
  const filled = Object.fromEntries(Object.entries(prefill).filter(([, value]) => value)) as Record<string, string>;
  const specialty = providerSpecialties.find((value) => value === filled.specialty) ?? '';
  return { ...emptyNomination, ...filled, specialty };
}

const fieldOrder = Object.keys(emptyNomination) as (keyof NominationValues)[];

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export function NominateProviderForm({ onSubmit, headingLevel = 2, focusOnOpen = false, prefill }: NominateProviderFormProps) {
  const { t } = useTranslation('benefits');
  const schema = useMemo(() => createNominationSchema(t), [t]);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  useLayoutEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);
  const optional = t('optional', { ns: 'i18n' });

  const submit = async (values: NominationValues, helpers: FormikHelpers<NominationValues>) => {
    setOutcome(null);
    try {
      await onSubmit(toNominationInput(values));
      setOutcome('sent');
      helpers.resetForm();
    } catch {
      setOutcome('failed');
    }
    outcomeRef.current?.focus();
  };

  const initialValues = useMemo(() => initialNomination(prefill), [prefill?.providerName, prefill?.specialty, prefill?.street, prefill?.city, prefill?.state, prefill?.zip, prefill?.phone]); // eslint-disable-line react-hooks/exhaustive-deps
  const specialtyOptions = providerSpecialties.map((value) => ({ value, label: t(`nominate.specialties.${value}`) }));
  const stateOptions = stateCodes.map((value) => ({ value, label: value }));
  const yesNo = [
    { value: 'yes', label: t('nominate.yes') },
    { value: 'no', label: t('nominate.no') },
  ];

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="nominate-title">
          <Stack gap="lg">
            <Heading id="nominate-title" ref={headingRef} tabIndex={-1}>
              {t('nominate.title')}
            </Heading>
            <p>{t('nominate.intro')}</p>
            <div ref={outcomeRef} tabIndex={-1}>
              {outcome === 'sent' ? <Alert type="success">{t('nominate.success')}</Alert> : null}
              {outcome === 'failed' ? <Alert type="error">{t('nominate.failed')}</Alert> : null}
            </div>
            <p>{t('common.requiredNote')}</p>
            <Section>
              <Legend>{t('nominate.providerSection')}</Legend>
              <FormTextInput name="providerName" label={t('nominate.providerName')} required />
              <FormTextInput name="practiceName" label={t('nominate.practiceName')} required />
              <FormSelect
                name="specialty"
                label={t('nominate.specialty')}
                placeholder={t('nominate.specialtyPlaceholder')}
                options={specialtyOptions}
                required
              />
              <FormTextInput name="street" label={t('nominate.street')} required />
              <FormTextInput name="city" label={t('nominate.city')} maxLength={64} required />
              <FormSelect name="state" label={t('nominate.state')} placeholder={t('nominate.statePlaceholder')} options={stateOptions} required />
              <FormZipInput name="zip" label={t('nominate.zip')} required />
              <FormPhoneInput name="phone" label={t('nominate.phone')} required />
              <FormPhoneInput name="fax" label={t('nominate.fax')} optionalLabel={optional} />
              <FormTextInput name="email" type="email" label={t('nominate.email')} optionalLabel={optional} maxLength={60} />
            </Section>
            <Section>
              <Legend>{t('nominate.nominatorSection')}</Legend>
              <FormTextInput name="nominatorName" label={t('nominate.nominatorName')} autoComplete="name" required />
              <FormTextInput name="nominatorAddress" label={t('nominate.nominatorAddress')} autoComplete="street-address" required />
              <FormPhoneInput name="nominatorPhone" label={t('nominate.nominatorPhone')} autoComplete="tel-national" required />
              <FormTextInput
                name="nominatorEmail"
                type="email"
                label={t('nominate.nominatorEmail')}
                autoComplete="email"
                maxLength={60}
                required
              />
              <FormTextInput name="nominatorEmployer" label={t('nominate.nominatorEmployer')} autoComplete="organization" required />
              <FormRadioGroup name="shareNominatorName" label={t('nominate.shareNominatorName')} options={yesNo} required />
            </Section>
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                {t('nominate.submit')}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
