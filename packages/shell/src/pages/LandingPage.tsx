// §2 landing: sign in, register, other sites, terms; no header. Also the
// target after sign-out.
import { useAuth } from '@portal/auth';
import { useLanguage } from '@portal/i18n';
import { routes } from '@portal/core';
import { Button } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../brand/BrandContext.tsx';
import { BrandLogo } from '../brand/BrandLogo.tsx';
import { PageFrame } from '../layout/AppLayout.tsx';
import { LanguageSwitch } from '../layout/LanguageSwitch.tsx';

const Hero = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  margin: 0 auto;
`;

const Logo = styled.img`
  height: ${({ theme }) => theme.logo.height}px;
  width: auto;
  max-width: 70vw;
`;

// No style attributes: the prerendered page's CSP allows none (style-src-attr 'none').
const Row = styled.div<{ $spread?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'normal')};
`;

const LinkList = styled(Row).attrs({ as: 'ul' })`
  list-style: none;
  padding: 0;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0;
`;

export function LandingPage() {
  const { t } = useTranslation('shell');
  const { language } = useLanguage();
  const brand = useBrand();
  const { signIn } = useAuth();
  return (
    <PageFrame>
      <Hero aria-labelledby="landing-title">
        <Row $spread>
          <BrandLogo as={Logo} />
          <LanguageSwitch />
        </Row>
        <h1 id="landing-title">{t('landing.title')}</h1>
        <p>{t('landing.intro')}</p>
        <Row>
          <Button onClick={() => void signIn({ language })}>{t('landing.signIn')}</Button>
          <Button variant="secondary" href={routes.registration.register}>
            {t('landing.register')}
          </Button>
        </Row>
        <Muted>{t('landing.registeredBefore')}</Muted>
        {brand.otherSites?.length ? (
          <nav aria-label={t('landing.otherSites')}>
            <h2>{t('landing.otherSites')}</h2>
            <LinkList>
              {brand.otherSites.map((site) => (
                <li key={site.href}>
                  <a href={site.href}>{site.label}</a>
                </li>
              ))}
            </LinkList>
          </nav>
        ) : null}
        <section aria-labelledby="landing-terms">
          <h2 id="landing-terms">{t('landing.terms')}</h2>
          <Muted>{t('landing.termsText')}</Muted>
        </section>
      </Hero>
    </PageFrame>
  );
}
