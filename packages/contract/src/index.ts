// The wire contract of spec §7. Wire names (T-SUB, OUT-TABLE, …) live here,
// in the server's adapters and in api-client's mapping, nowhere else.
export { callPath, defineCall, type CallDefinition, type HttpMethod } from './call.ts';
export { ErrorResponse, errorResponses } from './errors.ts';
export { SubsidiaryParams } from './params.ts';
export {
  Features,
  getFeatures,
  memberDentalFeatureNames,
  memberVisionFeatureNames,
} from './calls/features.ts';
export { MemberLineItem, MemberNonTableData, MembersResponse, getMembers } from './calls/members.ts';
export { apiCalls } from './registry.ts';
