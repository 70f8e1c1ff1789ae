import { createTestI18n } from '@portal/i18n/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { groupIntoPolicies } from '../../policies.ts';
import { PolicyList } from './PolicyList.tsx';

const coverage = (key: string, lineOfBusiness: string, ended: string | null) => ({
  spdc: { subsidiaryNumber: 10, policyNumber: 120000, divisionNumber: 1, certificateNumber: 9000001 },
  key,
  lineOfBusiness,
  productType: lineOfBusiness === 'DEN' ? ('dental' as const) : ('vision' as const),
  planSponsorName: key.endsWith('1') ? 'Northwind Logistics' : 'Lakeshore Manufacturing',
  effectiveDate: ended ? null : '2023-01-01',
  terminationDate: ended,
  isTerminated: ended !== null,
  groupPpoCode: 'A07',
  eligibilityIndicator: '' as const,
  idCardIndicator: 'Y' as const,
});

const policies = groupIntoPolicies([
  coverage('10-120000-1-9000001', 'DEN', null),
  coverage('10-120000-1-9000001', 'VIS', null),
  coverage('10-120042-1-9500002', 'DEN', '2024-12-31'),
]);

function Interactive({ language }: { language: 'en' | 'es' }) {
  const [selectedKey, select] = useState(policies[0]!.key);
  return (
    <I18nextProvider i18n={createTestI18n({ member: { en, es } }, language)}>
      <PolicyList policies={policies} selectedKey={selectedKey} onSelect={select} isMainPartner />
    </I18nextProvider>
  );
}

const meta: Meta<typeof Interactive> = {
  title: 'member/PolicyList',
  component: Interactive,
  render: (_args, { globals }) => <Interactive language={globals.locale === 'es' ? 'es' : 'en'} />,
};
export default meta;

/** An active policy with dental and vision lines, and a terminated one showing its end date. */
export const ActiveAndTerminated: StoryObj<typeof Interactive> = {};
