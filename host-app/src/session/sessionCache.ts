import type { QueryClient } from '@tanstack/react-query';
import type { AuthResponse, User } from 'tenant-api/contract';
import type { ApiClient } from 'widgets/api';
import { isApiError } from 'widgets/api';

export const ME_QUERY_KEY = ['/api/auth/me'] as const;

export interface TokenStore {
  read(): string | null;
  store(token: string): void;
  remove(): void;
}

/**
 * The current-user lookup. A 401 means the stored token is no good: it is removed and the
 * user is cleared silently (SPEC 4, 8); any other failure is left to the caller.
 */
export async function loadCurrentUser(
  api: Pick<ApiClient, 'me'>,
  tokens: Pick<TokenStore, 'remove'>,
): Promise<User | null> {
  try {
    return await api.me();
  } catch (error) {
    if (isApiError(error) ? error.status === 401 : String(error).includes('401')) {
      tokens.remove();
      return null;
    }
    throw error;
  }
}

/** Sign in or up succeeded: keep the token, show the user at once, refresh everything else. */
export async function applySignedIn(queryClient: QueryClient, tokens: TokenStore, auth: AuthResponse): Promise<void> {
  tokens.store(auth.token);
  queryClient.setQueryData<User | null>(ME_QUERY_KEY, auth.user);
  await queryClient.invalidateQueries();
}

/** Sign out: forget the token and every cached answer, which may belong to the old user. */
export function applySignedOut(queryClient: QueryClient, tokens: TokenStore): void {
  tokens.remove();
  queryClient.clear();
}
