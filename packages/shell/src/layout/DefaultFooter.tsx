// §2 default footer: site links, social icons, Cookie Settings, a collapsible
// Disclosures section, a New York company line when the member's state is NY,
// and the copyright with the current year.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../brand/BrandContext.tsx';
import { CookieSettings } from './footer/CookieSettings.tsx';
import { SignedInNewYorkCompanyLine } from './lazy-signed-in-parts.tsx';
import { SocialLinks } from './footer/SocialLinks.tsx';

const Foot = styled.footer`
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.brandContrast};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  a,
  button {
    color: inherit;
  }
`;

const LinkRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const TextButton = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const siteLinks = [
  ['privacy', 'https://www.example.com/privacy'],
  ['legal', 'https://www.example.com/legal'],
  ['accessibility', 'https://www.example.com/accessibility'],
  ['fraud', 'https://www.example.com/fraud'],
  ['contact', 'https://www.example.com/contact'],
] as const;

export function DefaultFooter() {
  const { t } = useTranslation('shell');
  const { displayName } = useBrand();
  const [disclosuresOpen, setDisclosuresOpen] = useState(false);
  const disclosuresId = useId();
  const paragraphs = t('footer.disclosureParagraphs', { returnObjects: true }) as unknown;

  return (
    <Foot>
      <nav aria-label={t('footer.navLabel')}>
        <LinkRow>
          {siteLinks.map(([key, href]) => (
            <li key={key}>
              <a href={href}>{t(`footer.${key}`)}</a>
            </li>
          ))}
          <li>
            <CookieSettings />
          </li>
        </LinkRow>
      </nav>
      <SocialLinks />
      <TextButton type="button" aria-expanded={disclosuresOpen} aria-controls={disclosuresId} onClick={() => setDisclosuresOpen((open) => !open)}>
        {t('footer.disclosures')}
      </TextButton>
      <div id={disclosuresId} hidden={!disclosuresOpen}>
        {Array.isArray(paragraphs) ? paragraphs.map((text: string) => <p key={text}>{text}</p>) : null}
      </div>
      <SignedInNewYorkCompanyLine />
      <p>{t('footer.copyright', { year: new Date().getFullYear(), partner: displayName })}</p>
    </Foot>
  );
}
