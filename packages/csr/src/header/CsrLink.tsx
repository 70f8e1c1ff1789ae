import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { csrHeaderLinkPaths, type CsrHeaderLinkId } from './csr-header-links.ts';
import { useLeaveMember } from './use-leave-member.ts';

const labelKeys: Readonly<Record<CsrHeaderLinkId, string>> = {
  backToSearch: 'header.backToSearch',
  paperless: 'header.paperless',
  accessManagement: 'header.accessManagement',
  siteSpeed: 'header.siteSpeed',
};

/** One CSR header link; 'Back to SPDC Search' also stops working on the member (§2). */
export function CsrLink({ id, onNavigate }: { id: CsrHeaderLinkId; onNavigate?: () => void }) {
  const { t } = useTranslation('csr');
  const leaveMember = useLeaveMember();
  const onClick = () => {
    if (id === 'backToSearch') leaveMember();
    onNavigate?.();
  };
  return (
    <Link to={csrHeaderLinkPaths[id]} onClick={onClick}>
      {t(labelKeys[id])}
    </Link>
  );
}
