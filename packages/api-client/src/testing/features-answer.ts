// GET /api/{subsidiary}/features answered as the server does (wire names):
// the site available and every member feature on but chat, no per-line flags
// unless given; a test or story overrides what it is about.
export function mockFeaturesAnswer(overrides: Record<string, unknown> = {}) {
  return {
    available: true,
    member: true,
    memberRegistration: true,
    memberIdCard: true,
    memberSavings: true,
    memberChat: false,
    memberContact: true,
    memberDental: true,
    memberVision: true,
    memberLasik: true,
    memberDentalFeatures: {},
    memberVisionFeatures: {},
    maintenanceList: [],
    subsidiary: 'alic',
    compatibility: { minimumBrowserVersions: {} },
    message: '',
    ...overrides,
  };
}
