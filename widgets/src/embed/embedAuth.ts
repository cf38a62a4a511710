import { createContext } from 'react';
import type { User } from 'tenant-api/contract';
import type { ApiClient } from '../api';
import type { EmbedSession } from './embedSession';

/** What an embedded screen needs to sign a buyer in on the page: the API and the page's session. */
export interface EmbedAuth {
  api: ApiClient;
  session: EmbedSession;
  user: User | null;
  tenantName: string;
}

export const EmbedAuthContext = createContext<EmbedAuth | null>(null);
export const EmbedAuthProvider = EmbedAuthContext.Provider;
