// §2 default footer: the member's cookie preferences, in a dialog of its own
// chunk (CookieSettings.tsx loads it when the member first asks): the Modal
// and the checkboxes are no part of a page's first load.
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

/** Open while mounted; reads the saved choice when it opens. */
export default function CookieSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { showToast } = useToasts();
  const [choices, setChoices] = useState<CookiePreferences>(readCookiePreferences);
  const save = () => {
    saveCookiePreferences(choices);
    onClose();
    showToast({ message: t('footer.cookies.saved'), type: 'success' });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('footer.cookies.title')}
      description={t('footer.cookies.intro')}
      closeLabel={t('footer.cookies.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
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
  );
}
