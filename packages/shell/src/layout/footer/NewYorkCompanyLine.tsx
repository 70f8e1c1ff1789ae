// §1/§2: the default footer's New York company line, for a member whose
// state code is NY. Reads the member data, so it loads with the signed-in
// parts (lazy-signed-in-parts.tsx).
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brand/BrandContext.tsx';
import { useSignedInMember } from '../../member/use-signed-in-member.ts';

export function NewYorkCompanyLine() {
  const { t } = useTranslation('shell');
  const { displayName } = useBrand();
  if (useSignedInMember().data?.member.stateCode !== 'NY') return null;
  return <p data-testid="new-york-company">{t('footer.newYork', { partner: displayName })}</p>;
}
