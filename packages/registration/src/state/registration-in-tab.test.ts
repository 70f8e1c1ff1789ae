import { afterEach, describe, expect, it } from 'vitest';
import { registrationInTab, registrationStorageName } from './registration-in-tab.ts';
import { createRegistrationStore } from './registration-store.ts';

afterEach(() => sessionStorage.clear());

describe('registrationInTab', () => {
  it('is false in a tab where no registration ran, true once the store has written its state', async () => {
    expect(registrationInTab()).toBe(false);
    const store = createRegistrationStore(() => sessionStorage, 50);
    store.getState().update({ showEdeliveryPageOnLogin: true });
    expect(sessionStorage.getItem(registrationStorageName)).not.toBeNull();
    expect(registrationInTab()).toBe(true);
  });

  it('is false when the storage refuses to be read', () => {
    const refusing = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(registrationInTab(refusing)).toBe(false);
  });
});
