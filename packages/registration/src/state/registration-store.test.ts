import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, neverAnsweringStorage, slowStorage } from '@portal/core/testing';
import { createRegistrationStore, registrationStorageName } from './registration-store.ts';

afterEach(() => vi.useRealTimers());

describe('registration store', () => {
  it('keeps the registration across a reload of the tab under portal.registration', () => {
    const storage = memoryStorage();
    const store = createRegistrationStore(() => storage);
    store.getState().update({ firstName: 'Ana', lastName: 'Diaz', dateOfBirth: '1980-02-29', zipCode: '12345', referenceId: 'ref-1', emailAvailable: true });
    store.getState().completeStep(1);
    expect(storage.data.has(registrationStorageName)).toBe(true);

    const reloaded = createRegistrationStore(() => storage).getState();
    expect(reloaded).toMatchObject({ firstName: 'Ana', lastName: 'Diaz', dateOfBirth: '1980-02-29', referenceId: 'ref-1', emailAvailable: true, stepDone: 1 });
  });

  it('stores only data, never functions', () => {
    const storage = memoryStorage();
    createRegistrationStore(() => storage).getState().update({ firstName: 'Ana' });
    const stored = JSON.parse(storage.data.get(registrationStorageName)!) as { state: Record<string, unknown> };
    expect(Object.values(stored.state).some((value) => typeof value === 'function')).toBe(false);
    expect(stored.state).not.toHaveProperty('reset');
  });

  it('never moves the furthest step back', () => {
    const store = createRegistrationStore(memoryStorage);
    store.getState().completeStep(3);
    store.getState().completeStep(2);
    expect(store.getState().stepDone).toBe(3);
  });

  it('sets one card error without touching the others', () => {
    const store = createRegistrationStore(memoryStorage);
    store.getState().setError('claimCard', 'errors.claimNotFound');
    store.getState().setError('phoneOtp', 'errors.codeMismatch');
    store.getState().setError('claimCard', null);
    expect(store.getState().errors).toEqual({ claimCard: null, emailCard: null, otherCard: null, phoneOtp: 'errors.codeMismatch' });
  });

  it('reset forgets everything except what it is told to keep', () => {
    const storage = memoryStorage();
    const store = createRegistrationStore(() => storage);
    store.getState().update({ firstName: 'Ana', referenceId: 'ref-1', mode: 'connect', showEdeliveryPageOnLogin: true });
    store.getState().reset({ showEdeliveryPageOnLogin: true });
    const reloaded = createRegistrationStore(() => storage).getState();
    expect(reloaded).toMatchObject({ firstName: '', referenceId: null, mode: 'register', stepDone: 0, showEdeliveryPageOnLogin: true });
  });

  it('gives up rehydrating after 5000 ms when the storage never answers (§3)', async () => {
    vi.useFakeTimers();
    const store = createRegistrationStore(neverAnsweringStorage);
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.persist.hasHydrated()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.persist.hasHydrated()).toBe(true);
    expect(store.getState().referenceId).toBeNull();
  });

  it('takes a slow storage answer that arrives within the timeout', async () => {
    vi.useFakeTimers();
    const saved = JSON.stringify({ state: { referenceId: 'ref-9', stepDone: 2 }, version: 0 });
    const store = createRegistrationStore(() => slowStorage(saved, 3000));
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getState()).toMatchObject({ referenceId: 'ref-9', stepDone: 2 });
  });
});
