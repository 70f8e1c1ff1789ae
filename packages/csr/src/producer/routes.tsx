// §6 producer/agent screens, loaded only when visited. /producer needs the
// chat link, which the shell hands over, so only the popup's page is here.
import { routes } from '@portal/core';
import { lazy } from 'react';
import type { CsrRoute } from '../access-management/routes.tsx';

const ProducerChatPage = lazy(() => import('./ProducerChatPage.tsx').then((m) => ({ default: m.ProducerChatPage })));

export const producerRoutes: readonly CsrRoute[] = [{ path: routes.producerChat, element: <ProducerChatPage /> }];
