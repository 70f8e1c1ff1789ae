// The requests member A can make for member B's resources through one call
// (the access matrix): B's coverage line (SPDC) in the body, and B's
// claim numbers, EOB object ids, plan documents, enrollment applications,
// patients and PPO codes in the path, body or query — each one alone on A's
// own line too. A call that names no member resource is made as A's own,
// to check its answer carries nothing of B.
import type { ApiCall, CallDefinition, Spdc } from '@portal/contract';
import { sampleRequest, type CallRequest, type FieldValue } from './call-request.ts';
import type { MemberResources } from './member-resources.ts';

export interface AccessVariant {
  readonly label: string;
  readonly request: CallRequest;
  /** True when the request names something of B: the answer must be 403 or 404. */
  readonly namesTheirResource: boolean;
}

type Where = 'params' | 'body' | 'query';

/** Member resources by the field name the contract gives them, and where the field sits. */
const resourceFields: ReadonlyArray<{ where: Where; name: string; values: (r: MemberResources) => readonly FieldValue[] }> = [
  { where: 'params', name: 'claimNumber', values: (r) => r.claimNumbers },
  { where: 'params', name: 'objectId', values: (r) => r.eobObjectIds },
  { where: 'params', name: 'docId', values: (r) => r.planDocumentIds },
  { where: 'body', name: 'docId', values: (r) => r.enrollmentApplicationIds },
  { where: 'body', name: 'claimNumber', values: (r) => r.claimNumbers },
  { where: 'query', name: 'ppoCode', values: (r) => r.ppoCodes },
];

/** Claimant numbers repeat from member to member: they name B's patient only with B's line. */
const claimantFields: ReadonlyArray<{ where: Where; name: string }> = [
  { where: 'params', name: 'claimant' },
  { where: 'body', name: 'claimant' },
];

const valuesPerResource = 3;

function propertiesOf(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

function pathParameters(call: CallDefinition): string[] {
  return [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

function hasField(call: CallDefinition, where: Where, name: string): boolean {
  if (where === 'params') return pathParameters(call).includes(name);
  if (where === 'body') return propertiesOf(call.body).includes(name);
  return propertiesOf(call.querystring).includes(name);
}

function withField(request: CallRequest, where: Where, name: string, value: FieldValue): CallRequest {
  if (where === 'params') return { ...request, params: { ...request.params, [name]: value } };
  if (where === 'query') return { ...request, query: { ...request.query, [name]: value } };
  return { ...request, body: { ...(request.body as object), [name]: value } };
}

function withSpdc(request: CallRequest, spdc: Spdc): CallRequest {
  return { ...request, body: { ...(request.body as object), ...spdc } };
}

const visionLobs = ['VIS', 'VSP', 'EYE'];

/** A's request carrying no resource of anyone else: sample values replaced by A's own. */
export function ownRequest(call: ApiCall, partner: string, mine: MemberResources): CallRequest {
  let request: CallRequest = { ...sampleRequest(call), params: { ...sampleRequest(call).params, subsidiary: partner } };
  const aboutVision = /vision/i.test(call.id);
  const myLine = mine.lines.find((line) => visionLobs.includes(line.lob) === aboutVision) ?? mine.lines[0];
  if (myLine && hasField(call, 'body', 'subsidiaryNumber')) request = withSpdc(request, myLine.spdc);
  for (const { where, name } of claimantFields) if (hasField(call, where, name)) request = withField(request, where, name, 1);
  for (const field of resourceFields) {
    if (!hasField(call, field.where, field.name)) continue;
    const mineToo = field.values(mine)[0];
    if (mineToo !== undefined) request = withField(request, field.where, field.name, mineToo);
    else if (field.where === 'body') request = { ...request, body: Object.fromEntries(Object.entries(request.body as object).filter(([key]) => key !== field.name)) };
  }
  return request;
}

export function accessVariants(call: ApiCall, partner: string, mine: MemberResources, theirs: MemberResources): AccessVariant[] {
  const own = ownRequest(call, partner, mine);
  const variants: AccessVariant[] = [];

  if (hasField(call, 'body', 'subsidiaryNumber')) {
    const theirLines = [...new Map(theirs.lines.map((line) => [JSON.stringify(line.spdc), line.spdc])).values()];
    for (const spdc of theirLines.slice(0, valuesPerResource)) {
      let request = withSpdc(own, spdc);
      const named: string[] = [];
      for (const { where, name } of claimantFields) {
        const claimant = theirs.claimants.at(-1);
        if (hasField(call, where, name) && claimant !== undefined) {
          request = withField(request, where, name, claimant);
          named.push(`claimant ${claimant}`);
        }
      }
      for (const field of resourceFields) {
        const value = field.values(theirs)[0];
        if (hasField(call, field.where, field.name) && value !== undefined) {
          request = withField(request, field.where, field.name, value);
          named.push(`${field.name} ${value}`);
        }
      }
      variants.push({ label: `their line ${JSON.stringify(spdc)}${named.length ? ` with ${named.join(', ')}` : ''}`, request, namesTheirResource: true });
    }
  }

  for (const field of resourceFields) {
    if (!hasField(call, field.where, field.name)) continue;
    for (const value of field.values(theirs).slice(0, valuesPerResource)) {
      variants.push({
        label: `their ${field.name} ${value} (${field.where}) on my own line`,
        request: withField(own, field.where, field.name, value),
        namesTheirResource: true,
      });
    }
  }

  if (variants.length === 0) variants.push({ label: 'my own request', request: own, namesTheirResource: false });
  return variants;
}
