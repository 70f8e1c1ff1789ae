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
  /** Find care: the public provider directory and one provider's page. */
  findCare: '/find-care',
  findCareProvider: '/find-care/:providerId',
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
  routes.findCare,
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
  const lower = withoutTrailingSlash.toLowerCase() || '/';
  // Find care's provider pages are public like the directory.
  return publicPaths.includes(lower) || lower.startsWith(`${routes.findCare}/`);
}

/** '/find-care/1000000042' — one provider's page. */
export function findCareProviderPath(providerId: string): string {
  return `${routes.findCare}/${encodeURIComponent(providerId)}`;
}

/**
 * Find care opened to choose an office for something: a DHMO member's new
 * primary dentist, or the office whose prices the dental cost estimator shows.
 * The directory is then limited to the offices that may be chosen.
 */
export const findCareChoices = ['primaryDentist', 'estimateOffice'] as const;
export type FindCareChoice = (typeof findCareChoices)[number];

export function findCareChoosePath(choice: FindCareChoice, zip?: string): string {
  const query = new URLSearchParams({ choose: choice });
  if (zip && /^[0-9]{5}$/.test(zip)) query.set('zip', zip);
  return `${routes.findCare}?${query.toString()}`;
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

/** What find care fills in on the nomination form (§2 nominate): the office's public details, never the member's. */
export interface NominationPrefill {
  providerName: string;
  specialty: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}
const nominationPrefillKeys = ['providerName', 'specialty', 'street', 'city', 'state', 'zip', 'phone'] as const;

/** '/benefits?tab=dental&view=nominate&providerName=…': the nomination form, prefilled with a provider's details. */
export function nominateProviderPath(prefill: NominationPrefill): string {
  const query = new URLSearchParams({ tab: 'dental', view: 'nominate' });
  for (const key of nominationPrefillKeys) query.set(key, prefill[key]);
  return `${routes.benefits}?${query.toString()}`;
}

/** The prefill a nomination link carries (each value cut to 256 characters); empty strings for what it lacks. */
export function nominationPrefillOf(query: URLSearchParams): NominationPrefill {
  const value = (key: (typeof nominationPrefillKeys)[number]) => (query.get(key) ?? '').slice(0, 256);
  return {
    providerName: value('providerName'), specialty: value('specialty'), street: value('street'), city: value('city'),
    state: value('state'), zip: value('zip'), phone: value('phone'),
  };
}
