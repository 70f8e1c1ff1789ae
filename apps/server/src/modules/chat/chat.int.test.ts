import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { getChatAvailability } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../plugins/error-handler.ts';
import { partnerPlugin } from '../../plugins/partner.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { describeOnEachDatabase } from '../../../test/support/test-databases.ts';
import { createFeaturesRepository } from '../features/repository.ts';
import { createFeaturesService } from '../features/service.ts';
import { createFeatureGate } from '../features/feature-gate.ts';
import { setFeature } from '../../../test/support/demo-members.ts';
import { createChatRepository } from './repository.ts';
import { chatRoutes } from './routes.ts';
import { createChatService } from './service.ts';

describeApp('GET /api/:subsidiary/chat/availability', (testApp) => {
  it('is registered at the contract path and needs no token', async () => {
    expect(testApp.app().hasRoute({ method: getChatAvailability.method, url: getChatAvailability.path })).toBe(true);
    const response = await testApp.app().inject({ method: 'GET', url: '/api/alic/chat/availability' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<chatAllowed allowed="(true|false)"\/>$/);
  });

  it('answers false where the memberChat feature is off (standard, §3)', async () => {
    const response = await testApp.app().inject({ method: 'GET', url: '/api/standard/chat/availability' });
    expect(response.body).toBe('<chatAllowed allowed="false"/>');
  });

  it('answers 404 JSON for an unknown subsidiary', async () => {
    const response = await testApp.app().inject({ method: 'GET', url: '/api/acme/chat/availability' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Unknown subsidiary "acme".');
  });
});

// The same route on a pinned clock: open and closed by the partner's hours.
describeOnEachDatabase('chat availability by business hours', (testDb) => {
  let app: FastifyInstance | undefined;
  let now = new Date();
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(async (api) => {
      await api.register(partnerPlugin);
      const features = createFeatureGate(createFeaturesService({ features: createFeaturesRepository(testDb.db()) }));
      await api.register(chatRoutes, { service: createChatService({ features, chat: createChatRepository(testDb.db()), now: () => now }) });
    });
    await app.ready();
  });
  afterAll(async () => app?.close());
  const availability = async (partner: string, at: string) => {
    now = new Date(at);
    return (await app!.inject({ method: 'GET', url: `/api/${partner}/chat/availability` })).body;
  };

  it("is open within the partner's hours in its own time zone, closed outside and at weekends", async () => {
    expect(await availability('alic', '2026-11-23T14:00:00Z')).toBe('<chatAllowed allowed="true"/>'); // Mon 09:00 ET
    expect(await availability('alic', '2026-11-23T12:30:00Z')).toBe('<chatAllowed allowed="false"/>'); // Mon 07:30 ET
    expect(await availability('alic', '2026-11-21T15:00:00Z')).toBe('<chatAllowed allowed="false"/>'); // Saturday
    expect(await availability('alic', '2026-11-24T00:30:00Z')).toBe('<chatAllowed allowed="true"/>'); // Mon 19:30 ET
    expect(await availability('rsl', '2026-11-24T00:30:00Z')).toBe('<chatAllowed allowed="false"/>'); // Mon 18:30 CT
  });

  it('stays closed in business hours when the partner turns memberChat off', async () => {
    await setFeature(testDb, 'alic', 'memberChat', false);
    try {
      expect(await availability('alic', '2026-11-23T14:00:00Z')).toBe('<chatAllowed allowed="false"/>');
    } finally {
      await setFeature(testDb, 'alic', 'memberChat', true);
    }
  });
});
