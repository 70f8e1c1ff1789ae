// A fake HTTP client for component tests and Storybook: answers by
// "METHOD /path", raising HttpError for a numeric status answer.
import type { HttpClient } from './http/http-client.ts';
import { HttpError } from './http/http-error.ts';

export type MockAnswer = unknown | { httpStatus: number; body?: unknown };
export type MockRoutes = Record<string, MockAnswer | (() => MockAnswer | Promise<MockAnswer>)>;

function isErrorAnswer(answer: unknown): answer is { httpStatus: number; body?: unknown } {
  return typeof answer === 'object' && answer !== null && 'httpStatus' in answer;
}

export function createMockHttpClient(routes: MockRoutes): HttpClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async request(method, path) {
      const key = `${method} ${path.split('?')[0]}`;
      calls.push(key);
      if (!(key in routes)) throw new HttpError(404, { message: `No mock for ${key}` });
      const route = routes[key];
      const answer = typeof route === 'function' ? await (route as () => unknown)() : route;
      if (isErrorAnswer(answer)) throw new HttpError(answer.httpStatus, answer.body ?? null);
      return (Array.isArray(answer) ? answer : { ...(answer as object), status: 200 }) as never;
    },
  };
}
