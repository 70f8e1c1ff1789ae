// §2 mobile side menu: the CSR links for CSR users, as entries of the shell's
// menu list; `onNavigate` closes the menu.
import { CsrLink } from './CsrLink.tsx';
import { useCsrHeader } from './use-csr-header.ts';

export function CsrMenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const header = useCsrHeader();
  if (!header) return null;
  return header.links.map((id) => (
    <li key={id}>
      <CsrLink id={id} onNavigate={onNavigate} />
    </li>
  ));
}
