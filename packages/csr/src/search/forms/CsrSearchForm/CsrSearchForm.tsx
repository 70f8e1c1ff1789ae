// /csr (§1, §3 CSR search): the four SPDC numbers, then the optional fields
// that narrow the answer. What was typed stays after a search, failed or not,
// so the CSR can correct one number and search again.
import type { CsrMemberSearchInput } from '@portal/api-client';
import type { Partner } from '@portal/core';
import { Button, Stack } from '@portal/ui-kit';
import { FocusFirstInvalid, FormDateInput, FormTextInput, FormZipInput } from '@portal/ui-kit/formik';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  createCsrSearchSchema,
  emailMaxLength,
  emptyCsrSearch,
  nameMaxLength,
  spdcPartMaxLength,
  toCsrSearchCriteria,
  type CsrSearchValues,
} from '../csr-search-schema.ts';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export interface CsrSearchFormProps {
  /** The site's partner: the subsidiary must be one of its own (§5). */
  partner: Partner;
  onSubmit: (criteria: CsrMemberSearchInput) => Promise<void>;
  initialValues?: CsrSearchValues;
}

const fieldOrder = Object.keys(emptyCsrSearch);

export function CsrSearchForm({ partner, onSubmit, initialValues = emptyCsrSearch }: CsrSearchFormProps) {
  const { t } = useTranslation('csr');
  const schema = useMemo(() => createCsrSearchSchema(t, partner), [t, partner]);
  const optional = t('optional', { ns: 'i18n' });
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={(values) => onSubmit(toCsrSearchCriteria(values))}>
      {({ isSubmitting }) => (
        <Form noValidate aria-busy={isSubmitting || undefined} aria-label={t('search.title')}>
          <Stack gap="md">
            <p>{t('search.requiredNote')}</p>
            <Group>
              <legend>SPDC</legend>
              <Fields>
                <FormTextInput name="subsidiary" label={t('search.fields.subsidiary')} maxLength={spdcPartMaxLength} autoComplete="off" required />
                <FormTextInput name="policy" label={t('search.fields.policy')} maxLength={spdcPartMaxLength} autoComplete="off" required />
                <FormTextInput name="division" label={t('search.fields.division')} maxLength={spdcPartMaxLength} autoComplete="off" required />
                <FormTextInput name="certificate" label={t('search.fields.certificate')} maxLength={spdcPartMaxLength} autoComplete="off" required />
              </Fields>
            </Group>
            <Fields>
              <FormDateInput name="dateOfBirth" label={t('search.fields.dateOfBirth')} hint={t('search.fields.dateOfBirthHint')} optionalLabel={optional} />
              <FormZipInput name="zipCode" label={t('search.fields.zipCode')} optionalLabel={optional} />
              <FormTextInput name="firstName" label={t('search.fields.firstName')} maxLength={nameMaxLength} autoComplete="off" optionalLabel={optional} />
              <FormTextInput name="lastName" label={t('search.fields.lastName')} maxLength={nameMaxLength} autoComplete="off" optionalLabel={optional} />
              <FormTextInput name="email" type="email" label={t('search.fields.email')} maxLength={emailMaxLength} autoComplete="off" optionalLabel={optional} />
            </Fields>
            <FocusFirstInvalid fieldOrder={fieldOrder} />
            <div>
              <Button type="submit" loading={isSubmitting}>
                {isSubmitting ? t('search.searching') : t('search.submit')}
              </Button>
            </div>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
