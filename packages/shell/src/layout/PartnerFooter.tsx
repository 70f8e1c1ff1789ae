// §2: rsl and standard have partner footers: copyright, two links and a
// disclosure. Texts come from the brand's overrides of the shell namespace.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBrand } from '../brand/BrandContext.tsx';

const Foot = styled.footer`
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.brandContrast};
  padding: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  a {
    color: inherit;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  padding: 0;
  margin: 0;
`;

export function PartnerFooter() {
  const { t } = useTranslation('shell');
  const { displayName, footerLinks = [] } = useBrand();
  return (
    <Foot>
      <nav aria-label={t('footer.navLabel')}>
        <Links>
          {footerLinks.map((link, index) => (
            <li key={link.href}>
              <a href={link.href}>{t(index === 0 ? 'partnerFooter.firstLink' : 'partnerFooter.secondLink')}</a>
            </li>
          ))}
        </Links>
      </nav>
      <p>{t('partnerFooter.disclosure', { partner: displayName })}</p>
      <p>{t('footer.copyright', { year: new Date().getFullYear(), partner: displayName })}</p>
    </Foot>
  );
}
