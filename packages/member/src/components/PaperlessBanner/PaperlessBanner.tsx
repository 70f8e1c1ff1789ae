// §2/§9 paperless banner: invites a member not enrolled in paperless to
// /paperless; dismissing it stores the time, and it returns after 90 days.
import { useFeatures, type Indicator } from '@portal/api-client';
import { routes } from '@portal/core';
import { Alert } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { readPaperlessBannerSnooze, writePaperlessBannerSnooze } from '../../stores/paperless-banner-snooze.ts';
import { shouldShowPaperlessBanner } from './paperless-banner-rule.ts';

const Body = styled.p`
  margin: 0;
`;

const PaperlessLink = styled(Link)`
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface PaperlessBannerProps {
  /** OPT-IN-DSP-IND of the member: 'Y' enrolled, 'N' chose paper, '' never chose. */
  optInIndicator: Indicator;
  /** The selected policy has a dental line (paperless belongs with dental, §2). */
  hasDentalLine: boolean;
  /** Called after a dismissal, e.g. to move focus somewhere sensible. */
  onDismissed?: () => void;
  /** Clock for tests and stories. */
  now?: () => number;
}

export function PaperlessBanner({ optInIndicator, hasDentalLine, onDismissed, now = Date.now }: PaperlessBannerProps) {
  const { t } = useTranslation('member');
  const features = useFeatures();
  const [snoozedAt, setSnoozedAt] = useState(readPaperlessBannerSnooze);
  const show = shouldShowPaperlessBanner({
    optInIndicator,
    edeliveryFeatureOn: features.data?.memberDentalFeatures.edelivery === true,
    hasDentalLine,
    snoozedAt,
    now: now(),
  });
  if (!show) return null;

  const dismiss = () => {
    const at = now();
    writePaperlessBannerSnooze(at);
    setSnoozedAt(at);
    onDismissed?.();
  };

  return (
    <Alert type="info" title={t('paperless.title')} onDismiss={dismiss} dismissLabel={t('paperless.dismiss')}>
      <Body>
        {t('paperless.body')} <PaperlessLink to={routes.paperless}>{t('paperless.link')}</PaperlessLink>
      </Body>
    </Alert>
  );
}
