// What the mock api-client answers for the whole dashboard (tests and stories).
import { mockPdfAnswer, type MockRoutes } from '@portal/api-client/testing';
import { featuresWith } from './fixtures.ts';
import { memberDocuments, members, patientDetail, patientDetails } from './wire-samples.ts';

export function dashboardRoutes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'GET /api/alic/members': members,
    'GET /api/alic/features': featuresWith(),
    'GET /api/alic/chat/availability': '<chatAllowed allowed="true"/>',
    'POST /api/alic/members/patientDetails': patientDetails,
    'POST /api/alic/members/patientDetails/1': patientDetail,
    'POST /api/alic/members/documents': memberDocuments,
    'POST /api/alic/members/idcard/desktop': mockPdfAnswer('alic-id-card-11-24-2026.pdf'),
    ...overrides,
  };
}
