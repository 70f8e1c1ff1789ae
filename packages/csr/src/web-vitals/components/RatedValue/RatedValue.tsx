// One p75 value with its rating in words (colour only repeats what the text
// says) and how many visits it is based on.
import type { SiteSpeedMeasure, SiteSpeedMetric } from '@portal/api-client';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { speedRatingOf, type SpeedRating } from '../../lib/rating.ts';

const ratingColour = { good: 'success', needsImprovement: 'warning', poor: 'danger' } as const;

const Badge = styled.span<{ $rating: SpeedRating }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-left: 4px solid ${({ theme, $rating }) => theme.color[ratingColour[$rating]]};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Samples = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function RatedValue({ metric, measure }: { metric: SiteSpeedMetric; measure: SiteSpeedMeasure | undefined }) {
  const { t, i18n } = useTranslation('accessLog');
  if (!measure) return <>{t('siteSpeed.noData')}</>;
  const rating = speedRatingOf(metric, measure.p75);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: metric === 'CLS' ? 2 : 1 });
  const value = metric === 'CLS' ? number.format(measure.p75) : metric === 'LCP' ? t('siteSpeed.seconds', { value: number.format(measure.p75 / 1000) }) : t('siteSpeed.milliseconds', { value: number.format(Math.round(measure.p75)) });
  return (
    <>
      {value} <Badge $rating={rating}>{t(`siteSpeed.rating.${rating}`)}</Badge>
      <Samples>{t('siteSpeed.samples', { count: measure.samples })}</Samples>
    </>
  );
}
