// SMART App Launch scopes: `patient/Patient.rs` (v2) and the v1
// `patient/Patient.read` both let an app read and search the patient's
// Patient resources. Kept here, below both the API's auth plugin (which
// refuses FHIR-scoped tokens) and the FHIR module (which requires them).

export type FhirInteraction = 'read' | 'search';

interface ResourceScope {
  context: 'patient' | 'user' | 'system';
  resourceType: string;
  /** Which of read and search the scope grants. */
  grants: ReadonlySet<FhirInteraction>;
}

const v2Permissions = /^c?r?u?d?s?$/;

function resourceScopeOf(scope: string): ResourceScope | undefined {
  const match = /^(patient|user|system)\/([A-Za-z]+|\*)\.([a-z*]+)(\?.*)?$/.exec(scope);
  if (!match) return undefined;
  const [, context, resourceType, permissions] = match as unknown as [string, ResourceScope['context'], string, string];
  const grants = new Set<FhirInteraction>();
  if (permissions === 'read' || permissions === '*') {
    grants.add('read').add('search');
  } else if (permissions !== 'write' && v2Permissions.test(permissions)) {
    if (permissions.includes('r')) grants.add('read');
    if (permissions.includes('s')) grants.add('search');
  } else if (permissions !== 'write') {
    return undefined;
  }
  return { context, resourceType, grants };
}

/** A SMART resource scope (patient/…, user/…, system/…): such a token is for the FHIR API only. */
export function isSmartResourceScope(scope: string): boolean {
  return resourceScopeOf(scope) !== undefined;
}

/** True when a patient-context scope lets the app do `interaction` on `resourceType`. */
export function patientScopesGrant(scopes: readonly string[], resourceType: string, interaction: FhirInteraction): boolean {
  return scopes.some((scope) => {
    const parsed = resourceScopeOf(scope);
    return parsed?.context === 'patient' && (parsed.resourceType === resourceType || parsed.resourceType === '*') && parsed.grants.has(interaction);
  });
}

/** The resource scopes a patient-access app may be granted, v2 and v1 forms. */
export const patientAccessResourceScopes = ['Patient', 'Coverage', 'ExplanationOfBenefit'].flatMap((type) => [`patient/${type}.rs`, `patient/${type}.read`]);

/** SMART's launch-context and identity scopes, which the provider knows as OpenID scopes. */
export const smartLaunchScopes = ['fhirUser', 'launch/patient'] as const;
