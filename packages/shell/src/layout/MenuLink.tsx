import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** One entry of the mobile side menu; the page the member is on is marked current. */
export function MenuLink({ to, onNavigate, children }: { to: string; onNavigate: () => void; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const current = to.includes('?') ? pathname + search === to : pathname === to;
  return (
    <li>
      <Link to={to} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}
