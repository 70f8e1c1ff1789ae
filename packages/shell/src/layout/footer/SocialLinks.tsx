// §2 default footer: social icons (LinkedIn, Facebook, Instagram). Icons are
// drawn inline in the footer's text colour; each link's accessible name says
// where it goes and that it opens a new tab.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Row = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    color: inherit;
  }
  a:hover {
    background: ${({ theme }) => theme.color.brandHover};
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1.5 7.5V19h3V9.5h-3ZM7 4.8a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5ZM10.5 9.5V19h3v-5c0-1.4.8-2.2 1.9-2.2 1.1 0 1.6.8 1.6 2.2v5h3v-5.6c0-2.8-1.5-4.1-3.5-4.1-1.5 0-2.4.7-3 1.5V9.5h-3Z" />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.5-3.9 3.78-3.9 1.1 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.45 2.89h-2.33v6.99A10 10 0 0 0 22 12Z" />
    </svg>
  );
}

function InstagramIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

const socialLinks = [
  { key: 'linkedin', href: 'https://www.linkedin.com/', Icon: LinkedInIcon },
  { key: 'facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { key: 'instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
] as const;

export function SocialLinks() {
  const { t } = useTranslation('shell');
  return (
    <Row aria-label={t('footer.social')}>
      {socialLinks.map(({ key, href, Icon }) => (
        <li key={key}>
          <a href={href} target="_blank" rel="noreferrer" aria-label={t('footer.opensInNewTab', { name: t(`footer.${key}`) })}>
            <Icon />
          </a>
        </li>
      ))}
    </Row>
  );
}
