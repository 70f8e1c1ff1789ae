// /messages (§2 public): the member's message centre, loaded lazily.
import { routes } from '@portal/core';
import { lazy } from 'react';
import type { CsrRoute } from '../access-management/routes.tsx';

const MessagesPage = lazy(() => import('./pages/MessagesPage.tsx').then((m) => ({ default: m.MessagesPage })));

export const messagesRoutes: readonly CsrRoute[] = [{ path: routes.messages, element: <MessagesPage /> }];
