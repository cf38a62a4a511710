export const AUTH_TOKEN_KEY = 'auth_token';

/** localStorage can be missing or throw (private modes, sandboxed frames): treat that as "no token". */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  try {
    return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    storage()?.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // The session still works for this page view through React state.
  }
}

export function removeToken(): void {
  try {
    storage()?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
