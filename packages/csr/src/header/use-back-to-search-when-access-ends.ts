// When the member token ends without the CSR asking (it expired and could not
// be renewed, or a renewal was refused — e.g. the CSR role was revoked), the
// member's pages cannot load any more: the CSR goes back to the SPDC search,
// which says why, and nothing of that member stays in the cache.
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forgetMemberData } from '../search/lib/forget-member-data.ts';
import { forgetSpdcSearch } from '../search/lib/search-type-cookie.ts';

export function useBackToSearchWhenAccessEnds(): void {
  const isCSR = useAuthStore((s) => s.isCSR);
  const accessEnded = useAuthStore((s) => s.actingFor === null && s.actingError !== null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leave = isCSR && accessEnded && pathname !== routes.csr;
  useEffect(() => {
    if (!leave) return;
    forgetSpdcSearch();
    forgetMemberData(queryClient);
    navigate(routes.csr, { replace: true });
  }, [leave, navigate, queryClient]);
}
