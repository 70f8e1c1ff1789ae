// A tiny browser for app.inject() tests: keeps cookies (by path) between
// requests, as the sign-in flow needs.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface StoredCookie {
  value: string;
  path: string;
}

export class TestBrowser {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly app: FastifyInstance,
    readonly host: string,
  ) {}

  private cookieHeader(path: string): string | undefined {
    const matching = [...this.cookies].filter(([, cookie]) => path.startsWith(cookie.path));
    return matching.length ? matching.map(([name, cookie]) => `${name}=${cookie.value}`).join('; ') : undefined;
  }

  private remember(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as Array<{ name: string; value: string; path?: string; expires?: Date; maxAge?: number }>) {
      const expired = (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0 || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const url = new URL(options.url, `http://${this.host}`);
    const cookie = this.cookieHeader(url.pathname);
    const response = await this.app.inject({
      ...options,
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    this.remember(response);
    return response;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }
}
