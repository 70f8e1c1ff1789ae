// §2 typed route map. Features and shells take their paths from here; no
// feature imports an app's router configuration.

export const routes = {
  home: '/',
  landing: '/landing',
  login: '/login',
  loginExistingAccount: '/login/existing-account',
  dashboard: '/dashboard',
  benefits: '/benefits',
  profile: '/profile',
  manage: '/manage',
  csr: '/csr',
  /** §6 producer/agent: the page with the chat link, and the page the chat popup opens. */
  producer: '/producer',
  producerChat: '/producer/chat',
  paperless: '/paperless',
  pretreatmentEstimate: '/pretreatment-estimate',
  noPolicyFound: '/no-policy-found',
  accessManagement: '/access-management',
  accessManagementViewMember: '/access-management/view-member',
  dceHome: '/dce/home',
  dceCompleted: '/dce/completed',
  messages: '/messages',
  // The claims screens (§2 names no path for them). Filters, page and
  // the coverage line live in the query so a link or back/forward restores them.
  claims: '/claims',
  claimDetail: '/claims/:claimNumber',
  visionClaimSubmit: '/claims/vision/submit',
  registration: {
    register: '/registration/register',
    weNeedToFindYou: '/registration/we-need-to-find-you',
    connectYourAccount: '/registration/connect-your-account',
    email: '/registration/email',
    phone: '/registration/phone',
    password: '/registration/password',
    complete: '/registration/complete',
  },
  unauthorized: '/unauthorized',
  appNotAvailable: '/app-not-available',
  notFound: '/404',
} as const;

export type RegistrationStep = keyof typeof routes.registration;
export const registrationPaths: readonly string[] = Object.freeze(Object.values(routes.registration));

/**
 * §2: paths open without sign-in (login, landing, DCE home, every
 * registration step, messages, home, unauthorized, existing account, app
 * not available), plus /404, which §4's route guard also leaves alone.
 */
export const publicPaths: readonly string[] = Object.freeze([
  routes.home,
  routes.landing,
  routes.login,
  routes.loginExistingAccount,
  routes.dceHome,
  ...registrationPaths,
  routes.messages,
  routes.unauthorized,
  routes.appNotAvailable,
  routes.notFound,
]);

/** Whether a location's pathname needs no sign-in. A trailing slash, query or hash is ignored. */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const withoutTrailingSlash = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return publicPaths.includes(withoutTrailingSlash.toLowerCase() || '/');
}

// §2: /benefits?tab= takes one of these values; §1 adds 'hearing' (the hearing tab).
export const benefitsTabs = ['dental', 'vision', 'lasik', 'member savings', 'hearing', 'contact us'] as const;
export type BenefitsTab = (typeof benefitsTabs)[number];

export function isBenefitsTab(value: unknown): value is BenefitsTab {
  return typeof value === 'string' && (benefitsTabs as readonly string[]).includes(value);
}

/** '/benefits?tab=member%20savings' — the link to one benefits tab. */
export function benefitsTabPath(tab: BenefitsTab): string {
  return `${routes.benefits}?tab=${encodeURIComponent(tab)}`;
}

/** '/claims/D123-45' — the path of one claim's detail (its query is added by the claims screens). */
export function claimDetailPath(claimNumber: string): string {
  return `/claims/${encodeURIComponent(claimNumber)}`;
}
