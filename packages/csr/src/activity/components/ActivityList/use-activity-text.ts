// What one Account activity entry says, in the member's words: the kind (a
// sign-in says how), who did it when it was customer service, and for a
// customer-service visit what was looked at and changed; a disconnected app by its name.
import type { AccountActivity, AccountArea } from '@portal/api-client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/use-date-time-format.ts';

export function useActivityText(): (entry: AccountActivity) => string {
  const { t } = useTranslation('accessLog');
  const format = useDateTimeFormat();
  return useCallback(
    (entry) => {
      const name = entry.actor.kind === 'customerService' ? (entry.actor.name ?? t('activity.representative')) : '';
      const areas = (list: readonly AccountArea[]) => format.list(list.map((area) => t(`activity.areas.${area}`)));
      switch (entry.kind) {
        case 'customerServiceVisit': {
          const { viewed, changed } = entry;
          const values = { name, viewed: areas(viewed), changed: areas(changed) };
          if (viewed.length && changed.length) return t('activity.kinds.customerServiceVisitChanged', values);
          if (changed.length) return t('activity.kinds.customerServiceVisitOnlyChanged', values);
          if (viewed.length) return t('activity.kinds.customerServiceVisit', values);
          return t('activity.kinds.customerServiceVisitNothing', values);
        }
        // The household (an adult dependent with their own account): who shared, stopped, or read what is shared.
        case 'claimSharingChanged': {
          const on = entry.shared === true;
          if (entry.actor.kind === 'household') {
            return t(on ? 'activity.kinds.claimSharingOnByDependent' : 'activity.kinds.claimSharingOffByDependent', { name: entry.actor.name ?? t('activity.aFamilyMember') });
          }
          return t(on ? 'activity.kinds.claimSharingOnByYou' : 'activity.kinds.claimSharingOffByYou', { name: entry.personName ?? t('activity.thePolicyholder') });
        }
        case 'sharedClaimsViewed': {
          if (entry.actor.kind === 'household') return t('activity.kinds.sharedClaimsViewedByPolicyholder', { name: entry.actor.name ?? t('activity.thePolicyholder') });
          if (entry.actor.kind === 'customerService') {
            return entry.personName
              ? t('activity.kinds.sharedClaimsViewedByCustomerServiceOf', { name, person: entry.personName })
              : t('activity.kinds.sharedClaimsViewedByCustomerService', { name });
          }
          return t('activity.kinds.sharedClaimsViewedByYou', { name: entry.personName ?? t('activity.aFamilyMember') });
        }
        case 'appDisconnected':
          return t('activity.kinds.appDisconnected', { app: entry.appName ?? t('activity.anApp') });
        case 'signIn': {
          const what = entry.method === 'password' ? 'signInWithPassword' : entry.method === 'passkey' ? 'signInWithPasskey' : 'signIn';
          return t(`activity.kinds.${what}`);
        }
        default: {
          const what = t(`activity.kinds.${entry.kind}`);
          return name ? `${what} ${t('activity.byCustomerService', { name })}` : what;
        }
      }
    },
    [t, format],
  );
}
