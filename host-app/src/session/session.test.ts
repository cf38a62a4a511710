import { QueryClient } from '@tanstack/react-query';
import type { AuthResponse, User } from 'tenant-api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'widgets/api';
import { createQueryClient } from '../queryClient';
import { ME_QUERY_KEY, applySignedIn, applySignedOut, loadCurrentUser, type TokenStore } from './sessionCache';
import { AUTH_TOKEN_KEY, readToken, removeToken, storeToken } from './tokenStorage';

const user = { id: '00000000-0000-4000-8000-000000000001', firstName: 'Ada', lastName: 'Lovelace' } as User;

function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    read: () => store.value,
    store: (token: string) => void (store.value = token),
    remove: () => void (store.value = null),
  };
  return store;
}

describe('loadCurrentUser', () => {
  it('returns the user', async () => {
    const tokens = memoryTokens('t');
    await expect(loadCurrentUser({ me: async () => user }, tokens)).resolves.toBe(user);
    expect(tokens.value).toBe('t');
  });

  it('on 401 removes the token and resolves to no user, silently', async () => {
    const tokens = memoryTokens('expired');
    const me = async () => {
      throw new ApiError(401, 'Unauthorized', '{"error":{"code":"unauthorized","message":"Unauthorized"}}');
    };
    await expect(loadCurrentUser({ me }, tokens)).resolves.toBeNull();
    expect(tokens.value).toBeNull();
  });

  it('keeps the token and rethrows other failures', async () => {
    const tokens = memoryTokens('t');
    const failure = new ApiError(503, 'Service Unavailable', '');
    await expect(loadCurrentUser({ me: async () => Promise.reject(failure) }, tokens)).rejects.toBe(failure);
    expect(tokens.value).toBe('t');
  });
});

describe('sign in and out', () => {
  it('signing in stores the token, sets the user and invalidates every query', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/tiers'], { stale: false });
    const tokens = memoryTokens();
    const auth: AuthResponse = { token: 'fresh', user };
    await applySignedIn(queryClient, tokens, auth);
    expect(tokens.value).toBe('fresh');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBe(user);
    expect(queryClient.getQueryState(['/api/tiers'])?.isInvalidated).toBe(true);
  });

  it('signing out removes the token and all cached data', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, user);
    queryClient.setQueryData(['/api/offers/my-offers'], []);
    const tokens = memoryTokens('t');
    applySignedOut(queryClient, tokens);
    expect(tokens.value).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('query client defaults (SPEC 9)', () => {
  it('never goes stale, never refetches on focus, never retries', () => {
    const defaults = createQueryClient({ request: vi.fn() }).getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('reads a query key as a GET of the joined URL', async () => {
    const request = vi.fn().mockResolvedValue({ ok: true });
    const queryClient = createQueryClient({ request });
    await expect(queryClient.fetchQuery({ queryKey: ['/api/performers', 'abc'] })).resolves.toEqual({ ok: true });
    expect(request).toHaveBeenCalledWith('GET', '/api/performers/abc', expect.anything());
  });
});

describe('token storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the auth_token key', () => {
    const data = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => data.set(key, value),
      removeItem: (key: string) => data.delete(key),
    });
    storeToken('abc');
    expect(data.get(AUTH_TOKEN_KEY)).toBe('abc');
    expect(readToken()).toBe('abc');
    removeToken();
    expect(readToken()).toBeNull();
  });

  it('treats a broken storage as no token', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(readToken()).toBeNull();
    expect(() => storeToken('x')).not.toThrow();
    expect(() => removeToken()).not.toThrow();
  });
});
