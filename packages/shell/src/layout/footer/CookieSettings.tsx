// §2 default footer: Cookie Settings opens the member's cookie preferences
// (CookieSettingsDialog.tsx). The dialog's code loads when the member points
// at or focuses the button, or at the latest when they press it.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const loadDialog = () => import('./CookieSettingsDialog.tsx');
const CookieSettingsDialog = lazy(loadDialog);

const TextButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

export function CookieSettings() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <TextButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload}>
        {t('footer.cookieSettings')}
      </TextButton>
      {open && (
        <Suspense fallback={null}>
          <CookieSettingsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
