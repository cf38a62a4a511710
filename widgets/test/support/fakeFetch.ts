/** What a fake API route answers: a JSON body (status 200), or a full response, or never (loading). */
export type FakeAnswer = unknown | { status: number; body: unknown } | 'never';
export type FakeRoute = FakeAnswer | ((url: URL, init: RequestInit) => FakeAnswer | Promise<FakeAnswer>);
export type FakeRoutes = Record<string, FakeRoute>;

/** One request the fake answered: its route key, URL, headers and parsed JSON body. */
export interface FakeCall {
  key: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

const isFullResponse = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fetch that answers from `routes`, keyed by "METHOD /path" (query string ignored), so tests
 * and stories render every state of a widget without a server. Unknown routes answer 404.
 * Every request is pushed onto `calls`.
 */
export function fakeFetch(routes: FakeRoutes, calls: FakeCall[] = []): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input), 'http://widgets.test');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    calls.push({
      key,
      url,
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    const route = routes[key];
    const answer = typeof route === 'function' ? await route(url, init) : route;
    if (answer === 'never') return new Promise<Response>(() => {});
    if (answer === undefined)
      return jsonResponse(404, { error: { code: 'not_found', message: `No fake route ${key}` } });
    return isFullResponse(answer) ? jsonResponse(answer.status, answer.body) : jsonResponse(200, answer);
  };
}
