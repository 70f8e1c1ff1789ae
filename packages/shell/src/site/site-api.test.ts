import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@portal/i18n/testing';
import { testBrand } from '../test/render-portal.tsx';
import { createSiteApi } from './site-api.ts';

const storedUserKey = `oidc.user:${window.location.origin}/oidc/${testBrand.partner}:portal-${testBrand.partner}`;

describe('the site API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('on a refused session (401) forgets the stored user before sending the member to /login, so /login signs in anew', async () => {
    sessionStorage.setItem(storedUserKey, JSON.stringify({ access_token: 'refused', profile: {} }));
    sessionStorage.setItem('unrelated', 'kept');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"Your session has ended."}', { status: 401, headers: { 'Content-Type': 'application/json' } })));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/claims', search: '?page=2', assign } as Location);

    const { client } = createSiteApi(testBrand, createTestI18n({}));
    await expect(client.request('GET', '/api/alic/members')).rejects.toMatchObject({ status: 401 });

    expect(sessionStorage.getItem(storedUserKey)).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
    expect(assign).toHaveBeenCalledWith('/login');
    expect(document.cookie).toContain(`savedPath=${encodeURIComponent('/claims?page=2')}`);
  });
});
