import { unselectedSpdcText } from '@portal/core';
import { memoryStorage, neverAnsweringStorage, slowStorage } from '@portal/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSelectedPolicyStore, selectedPolicyStorageName } from './selected-policy-store.ts';

afterEach(() => vi.useRealTimers());

describe('selected policy store', () => {
  it('keeps the selected policy key across a reload, and nothing else', () => {
    const storage = memoryStorage();
    createSelectedPolicyStore(() => storage).getState().select('10-120000-1-9000001');
    expect(JSON.parse(storage.data.get(selectedPolicyStorageName)!)).toEqual({ state: { selectedKey: '10-120000-1-9000001' }, version: 0 });

    const reloaded = createSelectedPolicyStore(() => storage);
    expect(reloaded.getState().selectedKey).toBe('10-120000-1-9000001');
  });

  it('starts unselected (0-0-0-0) with nothing stored, and reset forgets the choice', () => {
    const storage = memoryStorage();
    const store = createSelectedPolicyStore(() => storage);
    expect(store.getState().selectedKey).toBe(unselectedSpdcText);
    store.getState().select('10-1-1-1');
    store.getState().reset();
    expect(createSelectedPolicyStore(() => storage).getState().selectedKey).toBe(unselectedSpdcText);
  });

  it('gives up rehydrating after 5000 ms when the storage never answers (§3)', async () => {
    vi.useFakeTimers();
    const store = createSelectedPolicyStore(neverAnsweringStorage);
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.persist.hasHydrated()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.persist.hasHydrated()).toBe(true);
    expect(store.getState().selectedKey).toBe(unselectedSpdcText);
  });

  it('takes a slow storage answer that arrives within the timeout', async () => {
    vi.useFakeTimers();
    const saved = JSON.stringify({ state: { selectedKey: '10-2-1-1' }, version: 0 });
    const store = createSelectedPolicyStore(() => slowStorage(saved, 3000));
    await vi.advanceTimersByTimeAsync(3000);
    expect(store.getState().selectedKey).toBe('10-2-1-1');
  });
});

describe('the app-wide selected policy store', () => {
  it('forgets the selection when the member signs out (§4 sign-out resets app state)', async () => {
    const { useAuthStore } = await import('@portal/auth');
    const { useSelectedPolicyStore } = await import('./selected-policy-store.ts');
    useAuthStore.getState().setSession({ accessToken: 'a', idToken: 'i', userEmail: null, userName: null, isCSR: false, hasPolicy: true });
    useSelectedPolicyStore.getState().select('10-1-1-1');
    useAuthStore.getState().clearSession();
    expect(useSelectedPolicyStore.getState().selectedKey).toBe(unselectedSpdcText);
    expect(sessionStorage.getItem(selectedPolicyStorageName)).not.toContain('10-1-1-1');
  });
});
