// Public pages never load TanStack Query (nor render the layer
// that provides it); the first screen that needs it does.
import { fakeUser } from '@portal/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { features, mariaMembers, subsidiaryConfig } from '../test/member-samples.ts';
import { renderPortal } from '../test/render-portal.tsx';

const layer = vi.hoisted(() => ({ renders: 0 }));
vi.mock('./QueryLayer.tsx', async (importOriginal) => {
  const actual = await importOriginal<{ default: (props: { children: ReactNode }) => ReactNode }>();
  return {
    default: (props: { children: ReactNode }) => {
      layer.renders += 1;
      return actual.default(props);
    },
  };
});

const routes = { 'GET /api/alic/features': features, 'GET /api/alic/members': mariaMembers, 'GET /api/alic/config': subsidiaryConfig };

afterEach(() => {
  layer.renders = 0;
  localStorage.clear();
});

describe('the query layer', () => {
  it.each(['/landing', '/404', '/app-not-available'])('is not needed by the public page %s', async (path) => {
    const { client } = renderPortal({ path, routes });
    // The page is up and has asked for the features and the configuration without it.
    await waitFor(() => expect(client.calls).toEqual(expect.arrayContaining(['GET /api/alic/features', 'GET /api/alic/config'])));
    expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
    expect(layer.renders).toBe(0);
  });

  it('comes with the first signed-in screen, which finds the features already fetched', async () => {
    const { client } = renderPortal({ path: '/dashboard', routes, user: fakeUser() });
    expect(await screen.findByRole('group', { name: 'Your policies' })).toBeInTheDocument();
    expect(layer.renders).toBeGreaterThan(0);
    expect(client.calls.filter((call) => call === 'GET /api/alic/features')).toHaveLength(1);
  });

  it('a screen that mounts while the shell is still asking for the features waits for that answer instead of asking again', async () => {
    let answerFeatures = () => {};
    const featuresHeld = new Promise<void>((resolve) => (answerFeatures = resolve));
    const { client } = renderPortal({
      path: '/dashboard',
      routes: { ...routes, 'GET /api/alic/features': async () => featuresHeld.then(() => features) },
      user: fakeUser(),
    });
    // The member data is asked for (the query layer is up) before the features have been answered.
    await waitFor(() => expect(client.calls).toContain('GET /api/alic/members'));
    answerFeatures();
    expect(await screen.findByRole('group', { name: 'Your policies' })).toBeInTheDocument();
    expect(client.calls.filter((call) => call === 'GET /api/alic/features')).toHaveLength(1);
  });
});

