// The csr package's screens as route objects the shell composes (paths from
// core's route map): signed-in staff and member screens, and the public
// message centre (§2: /messages opens without sign-in).
import { accessManagementRoutes, type CsrRoute } from './access-management/routes.tsx';
import { messagesRoutes } from './messages/routes.tsx';
import { producerRoutes } from './producer/routes.tsx';
import { searchRoutes } from './search/routes.tsx';
import { siteSpeedRoutes } from './web-vitals/routes.tsx';

export type { CsrRoute };

/** Screens behind sign-in: /csr, /access-management, /access-management/view-member, /access-management/site-speed, /producer/chat. */
export const csrMemberRoutes: readonly CsrRoute[] = [...searchRoutes, ...accessManagementRoutes, ...siteSpeedRoutes, ...producerRoutes];

/** Screens open without sign-in: /messages. */
export const csrPublicRoutes: readonly CsrRoute[] = [...messagesRoutes];
