// A tooth, arch or quadrant in the member's words: "Tooth 3, upper right
// first molar", "Tooth A, baby tooth, upper right second molar", "All upper
// teeth"; the code itself for one the numbering does not know.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toothSite } from '../../lib/tooth-numbering.ts';

export function useSiteName(): (code: string) => string {
  const { t } = useTranslation('claims');
  return useCallback(
    (code: string) => {
      const site = toothSite(code);
      if (!site) return code;
      if (site.kind === 'region') return t(`toothChart.regions.${site.code}`);
      const name = t(`toothChart.toothName.${site.dentition}`, {
        position: t(`toothChart.positions.${site.quadrant}`),
        type: t(`toothChart.types.${site.type}`),
      });
      return t('toothChart.tooth', { code: site.code, name });
    },
    [t],
  );
}
