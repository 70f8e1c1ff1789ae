// §6 producer/agent: a producer sees the chat link and nothing of any member.
// Every signed-in screen but their own two sends them to /producer (their
// sign-in lands on /dashboard, §2); a member who opens /producer goes home.
import { useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

const producerPaths: readonly string[] = [routes.producer, routes.producerChat, routes.login, routes.unauthorized];

export function ProducerOnly({ children }: { children: ReactNode }) {
  const isProducer = useAuthStore((s) => s.isProducer);
  const isLoggedIn = useAuthStore((s) => s.isLoggedIn);
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isLoggedIn && isProducer && !producerPaths.includes(path)) return <Navigate to={routes.producer} replace />;
  if (isLoggedIn && !isProducer && (path === routes.producer || path === routes.producerChat)) return <Navigate to={routes.dashboard} replace />;
  return children;
}
