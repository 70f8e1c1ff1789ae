import type { AuditEvent } from '@portal/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCsr } from '../../../test/render-csr.tsx';
import { AuditEventsTable } from './AuditEventsTable.tsx';

const event: AuditEvent = {
  id: '7', at: '2026-11-20T12:00:00.000Z', actorKind: 'anonymous', actorId: null, actorName: null, memberKey: '900000001',
  action: 'signIn.failed', resource: null, outcome: 'failure', statusCode: 401, clientAddress: null,
};

describe('AuditEventsTable', () => {
  it('words who acted and a failure with its status, and marks a missing resource', () => {
    renderCsr(<AuditEventsTable memberKey="900000001" events={[event]} />, { path: '/' });
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Not signed in');
    expect(row).toHaveTextContent('Failure (401)');
    expect(row).toHaveTextContent('—');
  });

  it('says so when there are no events', () => {
    renderCsr(<AuditEventsTable memberKey="900000001" events={[]} />, { path: '/', language: 'es' });
    expect(screen.getByText('No hay eventos de auditoría de este miembro.')).toBeInTheDocument();
  });
});
