// §2 default footer: Cookie Settings opens the member's cookie preferences.
// Strictly necessary cookies are always on; analytics and marketing are off
// until the member turns them on (the portal sets neither today).
import { Button, Checkbox, Modal, useToasts, VisuallyHidden } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readCookiePreferences, saveCookiePreferences, type CookiePreferences } from './cookie-preferences.ts';

const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const TextButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

type ChoiceKey = 'necessary' | keyof CookiePreferences;

function CookieChoice({ name, checked, disabled, onChange }: { name: ChoiceKey; checked: boolean; disabled?: boolean; onChange?: (checked: boolean) => void }) {
  const { t } = useTranslation('shell');
  return (
    <Checkbox
      name={`cookies-${name}`}
      label={t(`footer.cookies.${name}`)}
      hint={t(`footer.cookies.${name}Hint`)}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange?.(event.target.checked)}
    />
  );
}

export function CookieSettings() {
  const { t } = useTranslation('shell');
  const { showToast } = useToasts();
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<CookiePreferences>(readCookiePreferences);

  const openDialog = () => {
    setChoices(readCookiePreferences());
    setOpen(true);
  };
  const save = () => {
    saveCookiePreferences(choices);
    setOpen(false);
    showToast({ message: t('footer.cookies.saved'), type: 'success' });
  };

  return (
    <>
      <TextButton type="button" aria-haspopup="dialog" onClick={openDialog}>
        {t('footer.cookieSettings')}
      </TextButton>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('footer.cookies.title')}
        description={t('footer.cookies.intro')}
        closeLabel={t('footer.cookies.close')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('footer.cookies.cancel')}
            </Button>
            <Button onClick={save}>{t('footer.cookies.save')}</Button>
          </>
        }
      >
        <Choices>
          <VisuallyHidden as="legend">{t('footer.cookies.title')}</VisuallyHidden>
          <CookieChoice name="necessary" checked disabled />
          <CookieChoice name="analytics" checked={choices.analytics} onChange={(analytics) => setChoices((c) => ({ ...c, analytics }))} />
          <CookieChoice name="marketing" checked={choices.marketing} onChange={(marketing) => setChoices((c) => ({ ...c, marketing }))} />
        </Choices>
      </Modal>
    </>
  );
}
