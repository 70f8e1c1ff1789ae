// The dental and vision tabs lead to the claims of the line shown
// (/claims?coverage=sub-pol-div-cert), where memberDentalFeatures.claims /
// memberVisionFeatures.claims is on.
import { routes } from '@portal/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ViewClaimsLinkProps {
  /** The line's member key, 'sub-pol-div-cert'. */
  coverageKey: string;
}

export function ViewClaimsLink({ coverageKey }: ViewClaimsLinkProps) {
  const { t } = useTranslation('benefits');
  return (
    <p>
      <Link to={`${routes.claims}?${new URLSearchParams({ coverage: coverageKey }).toString()}`}>{t('claims.view')}</Link>
    </p>
  );
}
