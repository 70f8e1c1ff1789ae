import { callSamples, dentalSpdc } from '@portal/contract/samples';
import { unselectedSpdc } from '@portal/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiProvider } from '../api-context.tsx';
import { createMockHttpClient, type MockRoutes } from '../testing.ts';
import { useMemberDocuments } from './get-member-documents.ts';
import { usePatientBenefits } from './get-patient-benefits.ts';
import { usePatients } from './get-patients.ts';
import { useVisibilityRules } from './get-visibility-rules.ts';

function setup(routes: MockRoutes) {
  const client = createMockHttpClient(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiProvider value={{ client, subsidiary: 'alic' }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
  return { client, wrapper };
}

describe('member query hooks', () => {
  it('usePatients waits for a selected coverage line, then lists its patients', async () => {
    const { client, wrapper } = setup({ 'POST /api/alic/members/patientDetails': callSamples.getPatientDetails.response });
    const idle = renderHook(() => usePatients(null), { wrapper });
    const unselected = renderHook(() => usePatients(unselectedSpdc), { wrapper });
    expect(idle.result.current.fetchStatus).toBe('idle');
    expect(unselected.result.current.fetchStatus).toBe('idle');
    expect(client.calls).toEqual([]);

    const { result } = renderHook(() => usePatients(dentalSpdc), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.patients.map((patient) => patient.name)).toEqual(['OLIVIA MARTINEZ', 'DANIEL MARTINEZ', 'MATEO MARTINEZ']);
    expect(client.requests[0]!.options.body).toEqual(dentalSpdc);
  });

  it('usePatientBenefits asks for the chosen claimant and gives the current plan year first', async () => {
    const { client, wrapper } = setup({ 'POST /api/alic/members/patientDetails/1': callSamples.getPatientDetail.response });
    const noPatient = renderHook(() => usePatientBenefits(dentalSpdc, null), { wrapper });
    expect(noPatient.result.current.fetchStatus).toBe('idle');
    const { result } = renderHook(() => usePatientBenefits(dentalSpdc, '1'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.planYears[0]).toMatchObject({ planYear: 2025, annualMaximumRemaining: 1210, deductibleRemaining: 0 });
    expect(client.calls).toEqual(['POST /api/alic/members/patientDetails/1']);
  });

  it('useMemberDocuments and useVisibilityRules map their answers', async () => {
    const { wrapper } = setup({
      'POST /api/alic/members/documents': callSamples.getMemberDocuments.response,
      'GET /api/alic/members/visibilityRules': callSamples.getVisibilityRules.response,
    });
    const documents = renderHook(() => useMemberDocuments(dentalSpdc), { wrapper });
    const rules = renderHook(() => useVisibilityRules(), { wrapper });
    await waitFor(() => expect(documents.result.current.isSuccess && rules.result.current.isSuccess).toBe(true));
    expect(documents.result.current.data?.planDocuments[0]?.title).toBe('Certificate of Coverage');
    expect(rules.result.current.data?.[0]?.ruleCodes).toEqual(['rx', 'wo01']);
  });

  it('useVisibilityRules waits while not enabled, and reports a failed call as an error', async () => {
    const { client, wrapper } = setup({ 'GET /api/alic/members/visibilityRules': { httpStatus: 500 } });
    const waiting = renderHook(() => useVisibilityRules({ enabled: false }), { wrapper });
    expect(waiting.result.current.fetchStatus).toBe('idle');
    expect(client.calls).toEqual([]);
    const { result } = renderHook(() => useVisibilityRules(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('HTTP error! Status: 500');
  });
});
