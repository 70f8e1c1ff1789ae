// The front end's view of the API (§7): one HTTP client, typed calls, hooks.
export { ApiProvider, useApi, type ApiContextValue } from './api-context.tsx';
export { createHttpClient, type HttpClient, type HttpClientOptions, type RequestOptions } from './http/http-client.ts';
export { HttpError, isHttpError } from './http/http-error.ts';
export { redirectToLoginSavingPath, savePathForAfterSignIn, takeSavedPath } from './http/saved-path.ts';
export { featuresQueryOptions, getFeatures, useFeatures } from './calls/get-features.ts';
export { getMembers, membersQueryOptions, useMembers } from './calls/get-members.ts';
export type { Coverage, Features, Indicator, MemberData, MemberProfile } from './mapping.ts';
