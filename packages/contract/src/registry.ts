import { getFeatures } from './calls/features.ts';
import { getMembers } from './calls/members.ts';

/** Every call of the API, for route registration and the OpenAPI document. */
export const apiCalls = [getFeatures, getMembers] as const;
