// Tooth surfaces (§3 procedure line, e.g. 'MOD') in words: "side toward the
// front of the mouth, chewing surface, side toward the back of the mouth".
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const surfaceLetters = new Set(['M', 'O', 'D', 'B', 'L', 'I', 'F']);

export function useSurfaceNames(): (surface: string) => string {
  const { t } = useTranslation('claims');
  return useCallback(
    (surface: string) =>
      [...surface]
        .map((letter) => (surfaceLetters.has(letter) ? t(`toothChart.surfaces.${letter}`) : letter))
        .join(', '),
    [t],
  );
}
