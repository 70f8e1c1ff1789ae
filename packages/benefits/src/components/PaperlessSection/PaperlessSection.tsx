// §4 paperless with its data: the opt-in indicator from GET members, the
// member's active dental line (§2: paperless belongs with dental), and the
// update call; success goes to the dashboard with the §8 toast.
import { useMembers, type Coverage } from '@portal/api-client';
import { routes } from '@portal/core';
import { Alert, Button, Spinner, Stack, useToasts } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUpdateEdelivery } from '../../api/update-edelivery.ts';
import { PaperlessSettings, type PaperlessChange } from '../PaperlessSettings/PaperlessSettings.tsx';

/** The line a paperless change is made for: the first active dental line, else (to opt out) any line. */
function paperlessLine(coverages: readonly Coverage[]): { line: Coverage | undefined; eligible: boolean } {
  const dental = coverages.find((coverage) => coverage.productType === 'dental' && !coverage.isTerminated);
  return { line: dental ?? coverages[0], eligible: dental !== undefined };
}

export function PaperlessSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('benefits');
  const members = useMembers();
  const update = useUpdateEdelivery();
  const { showToast } = useToasts();
  const navigate = useNavigate();

  if (members.isPending) return <Spinner label={t('paperless.loading')} labelVisible />;
  if (members.isError) {
    return (
      <Alert type="error">
        <Stack gap="sm" align="flex-start">
          {t('paperless.loadFailed')}
          <Button variant="link" onClick={() => void members.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { member, coverages } = members.data;
  const { line, eligible } = paperlessLine(coverages);
  if (!line) return <Alert type="info">{t('paperless.noDentalPlan')}</Alert>;

  const onChange = async (change: PaperlessChange) => {
    await update.mutateAsync({ spdc: line.spdc, ...change });
    // §4: a successful update goes to the dashboard; §8 success toast.
    showToast({ message: t('notifications.edeliveryUpdated', { ns: 'i18n' }), type: 'success' });
    void navigate(routes.dashboard);
  };

  return (
    <PaperlessSettings
      enrolled={member.optInDisplayIndicator === 'Y'}
      emailOnFile={member.email}
      hasEligibleLine={eligible}
      onChange={onChange}
      headingLevel={headingLevel}
    />
  );
}
