// 'Back to SPDC Search' (§2): the CSR stops working on the member — the member
// token goes, the saved searchType cookie is cleared and no answer about that
// member stays in the cache.
import { useActingMember } from '@portal/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetMemberData } from '../search/lib/forget-member-data.ts';
import { forgetSpdcSearch } from '../search/lib/search-type-cookie.ts';

export function useLeaveMember(): () => void {
  const { stopActing } = useActingMember();
  const queryClient = useQueryClient();
  return useCallback(() => {
    stopActing();
    forgetSpdcSearch();
    forgetMemberData(queryClient);
  }, [stopActing, queryClient]);
}
