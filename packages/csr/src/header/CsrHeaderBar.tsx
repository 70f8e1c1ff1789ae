// §2 CSR header, under the partner's bar for CSR users: 'CSR/Admin Access:
// {email}', the member being worked on and the CSR links. On phones the links
// live in the side menu (CsrMenuLinks), so the bar hides them there in CSS
// (one bar at every width: the prerendered header is the same). The
// bar is on every page, so it also takes the CSR back to the search when the
// access to the member ends.
import { upTo } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CsrLink } from './CsrLink.tsx';
import { useBackToSearchWhenAccessEnds } from './use-back-to-search-when-access-ends.ts';
import { useCsrHeader } from './use-csr-header.ts';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Text = styled.p`
  margin: 0;
`;

const Links = styled.ul`
  list-style: none;
  margin: 0 0 0 auto;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ${({ theme }) => upTo(theme, 'mobileMenu')} {
    display: none;
  }
`;

export function CsrHeaderBar({ withLinks = true }: { withLinks?: boolean }) {
  const { t } = useTranslation('csr');
  const header = useCsrHeader();
  useBackToSearchWhenAccessEnds();
  if (!header) return null;
  return (
    <Bar aria-label={t('header.label')} data-testid="csr-header">
      <Text>{t('header.access', { email: header.email })}</Text>
      {header.workingOn ? (
        <Text>
          <strong>{t('header.workingOn', { name: header.workingOn })}</strong>
        </Text>
      ) : null}
      {withLinks && header.links.length > 0 ? (
        <Links>
          {header.links.map((id) => (
            <li key={id}>
              <CsrLink id={id} />
            </li>
          ))}
        </Links>
      ) : null}
    </Bar>
  );
}
