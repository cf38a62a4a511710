import { describe, expect, it } from 'vitest';
import { ApiError, buildQueryString, createApiClient, errorMessage, isUnauthorizedError } from '../src/api';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(status = 200, body = '{}', statusText = 'OK') {
  const calls: Call[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(body || null, { status, statusText });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const headersOf = (call: Call | undefined) => (call?.init.headers ?? {}) as Record<string, string>;

describe('createApiClient headers', () => {
  it('sends the bearer token when one is stored', async () => {
    const { calls, fetch } = fakeFetch();
    await createApiClient({ fetch, getToken: () => 'abc' }).me();
    expect(headersOf(calls[0]).Authorization).toBe('Bearer abc');
  });

  it('sends no authorization header without a token', async () => {
    const { calls, fetch } = fakeFetch();
    await createApiClient({ fetch, getToken: () => null }).tenant();
    expect(headersOf(calls[0])).not.toHaveProperty('Authorization');
  });

  it('reads the token on every request, including async getters', async () => {
    const { calls, fetch } = fakeFetch();
    let token: string | null = 'first';
    const api = createApiClient({ fetch, getToken: async () => token });
    await api.me();
    token = null;
    await api.me();
    expect(headersOf(calls[0]).Authorization).toBe('Bearer first');
    expect(headersOf(calls[1])).not.toHaveProperty('Authorization');
  });

  it('sets a JSON content type only when there is a body', async () => {
    const { calls, fetch } = fakeFetch(201, '{"token":"t"}');
    const api = createApiClient({ fetch });
    await api.tiers();
    await api.signIn({ email: 'a@b.co', password: 'pw' });
    expect(headersOf(calls[0])).not.toHaveProperty('Content-Type');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.method).toBe('GET');
    expect(headersOf(calls[1])['Content-Type']).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"email":"a@b.co","password":"pw"}');
    expect(calls[1]?.init.method).toBe('POST');
  });

  it('names the tenant when a publishable key is given', async () => {
    const { calls, fetch } = fakeFetch();
    await createApiClient({ fetch, tenantKey: 'pk_acme' }).tenant();
    expect(headersOf(calls[0])['X-Tenant-Key']).toBe('pk_acme');
  });
});

describe('createApiClient read-your-writes', () => {
  it('echoes the write position the last write answered with on the next requests', async () => {
    const calls: Call[] = [];
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      const headers: Record<string, string> = init?.method === 'POST' ? { 'Headliner-Lsn': '0/3A1F2B8' } : {};
      return new Response('{}', { status: 200, headers });
    }) as typeof globalThis.fetch;
    const api = createApiClient({ fetch, baseUrl: 'https://api.example' });
    await api.tiers();
    await api.signIn({ email: 'a@b.co', password: 'pw' });
    await api.tiers();
    expect(headersOf(calls[0])).not.toHaveProperty('Headliner-Lsn');
    expect(headersOf(calls[2])['Headliner-Lsn']).toBe('0/3A1F2B8');
  });
});

describe('createApiClient responses', () => {
  it('parses JSON bodies and prefixes the base URL', async () => {
    const { calls, fetch } = fakeFetch(200, '{"slug":"acme"}');
    const tenant = await createApiClient({ fetch, baseUrl: 'https://api.example/' }).tenant();
    expect(tenant).toEqual({ slug: 'acme' });
    expect(calls[0]?.url).toBe('https://api.example/api/tenant');
  });

  it('resolves to undefined for an empty body', async () => {
    const { fetch } = fakeFetch(204, '', 'No Content');
    await expect(createApiClient({ fetch }).request('DELETE', '/api/x')).resolves.toBeUndefined();
  });

  it('throws ApiError with status, body text, parsed body, server message and fields', async () => {
    const body = JSON.stringify({
      error: {
        code: 'validation_error',
        message: 'Invalid email',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    const { fetch } = fakeFetch(400, body, 'Bad Request');
    const error = await createApiClient({ fetch })
      .signUp({ email: 'x', password: 'p', firstName: 'a', lastName: 'b', role: 'BUYER' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.status).toBe(400);
    expect(apiError.body).toEqual(JSON.parse(body));
    expect(apiError.code).toBe('validation_error');
    expect(apiError.serverMessage).toBe('Invalid email');
    expect(apiError.fields).toEqual({ email: 'Please enter a valid email address' });
    expect(errorMessage(apiError, 'fallback')).toBe('Invalid email');
  });

  it('falls back to the status text when the body is empty', async () => {
    const { fetch } = fakeFetch(502, '', 'Bad Gateway');
    const error = (await createApiClient({ fetch })
      .tiers()
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.body).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, 'Sign in failed.')).toBe('Sign in failed.');
  });

  it('keeps a non-JSON body in the message only', async () => {
    const { fetch } = fakeFetch(500, 'upstream exploded', 'Internal Server Error');
    const error = (await createApiClient({ fetch })
      .tiers()
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.message).toBe('500: upstream exploded');
    expect(error.body).toBeUndefined();
  });

  it('recognises the unauthorized error of SPEC 8', async () => {
    const { fetch } = fakeFetch(401, '{"error":{"code":"unauthorized","message":"Unauthorized"}}', 'Unauthorized');
    const error = await createApiClient({ fetch })
      .me()
      .catch((caught: unknown) => caught);
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
  });
});

describe('query strings', () => {
  it('omits undefined, null, empty strings and empty lists', () => {
    expect(buildQueryString({ a: undefined, b: null, c: '', d: '  ', e: [] })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });

  it('keeps false, zero, and joins lists with commas', () => {
    expect(buildQueryString({ clean: false, page: 0, genres: ['Magic', 'Stand-up'] })).toBe(
      '?clean=false&page=0&genres=Magic%2CStand-up',
    );
  });

  it('builds the performers search', async () => {
    const { calls, fetch } = fakeFetch(200, '{"performers":[],"pagination":{}}');
    await createApiClient({ fetch }).listPerformers({
      query: 'magic & mirth',
      city: '',
      state: '',
      genres: ['Magic'],
      isVetted: true,
      cleanContent: undefined,
      sortBy: 'rating',
      limit: 12,
    });
    expect(calls[0]?.url).toBe(
      '/api/performers?query=magic+%26+mirth&genres=Magic&isVetted=true&sortBy=rating&limit=12',
    );
  });

  it('builds the fee calculation and performer paths', async () => {
    const { calls, fetch } = fakeFetch();
    const api = createApiClient({ fetch });
    await api.calculateFees({ offerAmount: 50000, isMultiNight: false, numberOfNights: 1 });
    await api.getPerformer('a/b');
    expect(calls[0]?.url).toBe('/api/fees/calculate?offerAmount=50000&isMultiNight=false&numberOfNights=1');
    expect(calls[1]?.url).toBe('/api/performers/a%2Fb');
  });
});
