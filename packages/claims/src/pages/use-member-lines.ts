// The member's lines a screen is about and the one it shows, from the member
// list and the features (§3, §6): `pick` chooses the lines (a module-level
// function, so it is stable), `chosenLine` the one shown. Loading, failure and
// the retry cover both calls.
import { useFeatures, useMembers, type Coverage, type Features } from '@portal/api-client';
import { useMemo } from 'react';
import { chosenLine, type ChoosableLine } from '../lib/chosen-line.ts';

export interface MemberLines<Line> {
  lines: Line[];
  /** The line shown; undefined while loading, or when the member has none. */
  line: Line | undefined;
  features: Features | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function useMemberLines<Line extends ChoosableLine>(
  pick: (coverages: readonly Coverage[], features: Features) => Line[],
  requestedKey: string | null,
  { enabled = true }: { enabled?: boolean } = {},
): MemberLines<Line> {
  const features = useFeatures();
  const members = useMembers({ enabled });
  const lines = useMemo(
    () => (features.data && members.data ? pick(members.data.coverages, features.data) : []),
    [pick, features.data, members.data],
  );
  return {
    lines,
    line: chosenLine(lines, requestedKey),
    features: features.data,
    loading: features.isPending || members.isPending,
    failed: features.isError || members.isError,
    retry: () => {
      if (features.isError) void features.refetch();
      if (members.isError) void members.refetch();
    },
  };
}
