// The calls the site sends when a member opens the dashboard (Maria's, alic),
// in order: what bench:dashboard-queries lists and the statement budget counts.
import type { FastifyInstance } from 'fastify';

// What the shell sends with its configuration call (the bench's dashboard opens send the same).
const metadataCapture = JSON.stringify({ userAgent: 'Mozilla/5.0 portal-bench', language: 'en', page: '/dashboard', screenWidth: 1280, screenHeight: 800, timeZone: 'America/Chicago' });
const spdc = { subsidiaryNumber: 10, policyNumber: 120_000, divisionNumber: 1, certificateNumber: 9_000_001 };
const api = '/api/alic';

export const dashboardOpenCalls: readonly [method: 'GET' | 'POST', url: string, body?: object][] = [
  ['GET', `${api}/config`],
  ['GET', `${api}/features`],
  ['GET', `${api}/members`],
  ['GET', `${api}/members/messages`],
  ['GET', `${api}/members/visibilityRules`],
  ['POST', `${api}/members/patientDetails`, spdc],
  ['POST', `${api}/members/documents`, spdc],
  ['GET', `${api}/chat/availability`],
  ['POST', `${api}/members/patientDetails/1`, spdc],
];

type DashboardCall = (typeof dashboardOpenCalls)[number];
const callTo = (url: string): DashboardCall => dashboardOpenCalls.find((call) => call[1] === `${api}/${url}`)!;

/**
 * The same calls as the site sends them: the shell's configuration first,
 * then together the dashboard's reads that need no line, then together those
 * of the line GET members selected. Every call once.
 */
export const dashboardOpenPhases: readonly (readonly DashboardCall[])[] = [
  [callTo('config'), callTo('features')],
  [callTo('members'), callTo('members/messages'), callTo('members/visibilityRules'), callTo('chat/availability')],
  [callTo('members/patientDetails'), callTo('members/documents'), callTo('members/patientDetails/1')],
];

export function sendDashboardCall(app: FastifyInstance, token: string, [method, url, body]: DashboardCall) {
  return app.inject({ method, url, payload: body, headers: { authorization: `Bearer ${token}`, host: 'localhost:8080', 'x-metadata-capture': metadataCapture } });
}
