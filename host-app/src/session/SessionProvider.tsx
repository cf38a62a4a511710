import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AuthResponse, User } from 'tenant-api/contract';
import { api } from '../api';
import { ME_QUERY_KEY, applySignedIn, applySignedOut, loadCurrentUser, type TokenStore } from './sessionCache';
import { readToken, removeToken, storeToken } from './tokenStorage';
import { useUnauthorizedRedirect } from './useUnauthorizedRedirect';

export interface Session {
  user: User | null;
  /** True while a stored token is being checked; screens wait rather than treat the visitor as signed out. */
  isLoading: boolean;
  /** Stores the token and user from a sign-in or sign-up answer. */
  completeSignIn(auth: AuthResponse): Promise<void>;
  /** Forgets the token and all cached data; the caller decides where to go next. */
  signOut(): void;
  /** Keeps the same user with a new token (after a password change refused every earlier one). */
  replaceToken(token: string): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Mirrors localStorage so that signing in or out re-renders everything that depends on it.
  const [token, setToken] = useState(readToken);

  const tokens = useMemo<TokenStore>(
    () => ({
      read: readToken,
      store: (value) => {
        storeToken(value);
        setToken(value);
      },
      remove: () => {
        removeToken();
        setToken(null);
      },
    }),
    [],
  );

  const me = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: () => loadCurrentUser(api, tokens),
    enabled: token !== null,
    retry: false,
  });

  const completeSignIn = useCallback(
    (auth: AuthResponse) => applySignedIn(queryClient, tokens, auth),
    [queryClient, tokens],
  );
  const signOut = useCallback(() => applySignedOut(queryClient, tokens), [queryClient, tokens]);
  const endExpiredSession = useCallback(() => {
    tokens.remove();
    queryClient.setQueryData(ME_QUERY_KEY, null);
  }, [queryClient, tokens]);
  useUnauthorizedRedirect(endExpiredSession);

  const value = useMemo<Session>(
    () => ({
      user: token ? (me.data ?? null) : null,
      isLoading: token !== null && me.isPending,
      completeSignIn,
      signOut,
      replaceToken: tokens.store,
    }),
    [token, me.data, me.isPending, completeSignIn, signOut, tokens],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
