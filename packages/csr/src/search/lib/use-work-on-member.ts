// "Work on this account": exchange the CSR's token for one acting on the
// member (auth), forget any other member's cached answers, remember that the
// CSR came from the SPDC search (searchType cookie) and open the member's
// dashboard.
import type { CsrMemberMatch } from '@portal/api-client';
import { useActingMember } from '@portal/auth';
import { routes } from '@portal/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetMemberData } from './forget-member-data.ts';
import { rememberSpdcSearch } from './search-type-cookie.ts';

export function useWorkOnMember() {
  const { actOn } = useActingMember();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (match: CsrMemberMatch) => actOn(match),
    onSuccess: () => {
      forgetMemberData(queryClient);
      rememberSpdcSearch();
      navigate(routes.dashboard);
    },
  });
}
