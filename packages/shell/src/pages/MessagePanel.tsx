import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.xl};
  max-width: 640px;
  margin: ${({ theme }) => theme.space.xl} auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;

/** A titled panel for the simple pages (login, 404, session expired, not available). */
export function MessagePanel({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <Panel aria-labelledby="message-title">
      <h1 id="message-title">{title}</h1>
      <p>{body}</p>
      {children}
    </Panel>
  );
}
