import type { User } from 'tenant-api/contract';

/**
 * The signed-in buyer of the widgets on one page, shared by every element with the same API
 * and key. The token is bound to this page's origin by the API; it lives in this origin's
 * localStorage under a namespaced key (no cookies, so no third-party cookie is ever needed),
 * or in memory when storage is unavailable.
 */
export interface EmbedSessionState {
  token: string | null;
  user: User | null;
}

export interface EmbedSession {
  get(): EmbedSessionState;
  set(state: EmbedSessionState): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const SIGNED_OUT: EmbedSessionState = { token: null, user: null };
const sessions = new Map<string, EmbedSession>();

export const storageKeyFor = (apiBase: string, tenantKey: string) => `headliner:${tenantKey}:${apiBase}:session`;

/** One session per (API, key) on the page, whatever the number of elements. */
export function embedSessionFor(apiBase: string, tenantKey: string, storage = safeStorage()): EmbedSession {
  const storageKey = storageKeyFor(apiBase, tenantKey);
  let session = sessions.get(storageKey);
  if (!session) {
    session = createSession(storageKey, storage);
    sessions.set(storageKey, session);
  }
  return session;
}

function createSession(storageKey: string, storage: Storage | null): EmbedSession {
  let state = read(storage, storageKey);
  const listeners = new Set<() => void>();
  const publish = (next: EmbedSessionState) => {
    state = next;
    write(storage, storageKey, next);
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    set: publish,
    clear: () => publish(SIGNED_OUT),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function read(storage: Storage | null, key: string): EmbedSessionState {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? 'null') as EmbedSessionState | null;
    return parsed && typeof parsed.token === 'string' ? { token: parsed.token, user: parsed.user ?? null } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

function write(storage: Storage | null, key: string, state: EmbedSessionState): void {
  try {
    if (state.token) storage?.setItem(key, JSON.stringify(state));
    else storage?.removeItem(key);
  } catch {
    /* storage full or blocked: the session stays in memory */
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
