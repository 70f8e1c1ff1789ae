// A tiny browser over real HTTP for tests that talk to server processes
// (cross-copy tests): sends to a given port with the Host of the site, keeps
// cookies by name and path, never follows redirects.
import { request } from 'node:http';

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = Record<string, Record<string, unknown>>>(): T;
}

export function httpCall(
  port: number,
  { method = 'GET', path, host, headers = {}, body }: { method?: string; path: string; host: string; headers?: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, method, path, headers: { host, ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ statusCode: response.statusCode!, headers: response.headers, body: text, json: <T>() => JSON.parse(text) as T });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Cookies kept across copies: the copies share the database, so a session started on one continues on another. */
export class HttpBrowser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(readonly host: string) {}

  async request(port: number, options: { method?: string; url: string; headers?: Record<string, string>; body?: string }): Promise<HttpAnswer> {
    const url = new URL(options.url, `http://${this.host}`);
    const cookie = [...this.cookies].filter(([, c]) => url.pathname.startsWith(c.path)).map(([name, c]) => `${name}=${c.value}`).join('; ');
    const answer = await httpCall(port, {
      method: options.method,
      path: `${url.pathname}${url.search}`,
      host: this.host,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
      body: options.body,
    });
    for (const line of ([] as string[]).concat(answer.headers['set-cookie'] ?? [])) this.remember(line);
    return answer;
  }

  private remember(line: string) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    const value = pair!.slice(at + 1);
    const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const expires = attribute('expires');
    const gone = value === '' || attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
    if (gone) this.cookies.delete(name);
    else this.cookies.set(name, { value, path: attribute('path') ?? '/' });
  }

  get(port: number, url: string, headers: Record<string, string> = {}) {
    return this.request(port, { url, headers });
  }

  postForm(port: number, url: string, form: Record<string, string>) {
    return this.request(port, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}
