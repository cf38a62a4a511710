/**
 * Where sign-in goes afterwards: `/signin?returnTo=/create-offer?performerId=…`. Only a path on
 * this site is followed. Anything that a browser could read as another origin is refused:
 * absolute URLs (`https://evil.test`), protocol-relative ones (`//evil.test`), backslashes
 * (browsers read `/\evil.test` as `//evil.test`), control characters and whitespace (stripped by
 * URL parsing, so `/\t/evil.test` would become `//evil.test`), and the sign-in and sign-up
 * pages themselves (a loop).
 */
const PARAM = 'returnTo';
const MAX_LENGTH = 2000;
const PROBE_ORIGIN = 'https://return-to.invalid';
const NOT_AFTER_SIGN_IN = ['/signin', '/signup'];

export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (NOT_AFTER_SIGN_IN.includes(url.pathname.replace(/\/+$/, ''))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, told to come back to `here` (a location's path, search and hash) when that is safe. */
export function signInPath(here?: string): string {
  const back = safeReturnTo(here);
  return back && back !== '/' ? `/signin?${new URLSearchParams({ [PARAM]: back }).toString()}` : '/signin';
}

/** The page to open after signing in, from the sign-in page's own search (`?returnTo=…`); home otherwise. */
export function afterSignIn(search: URLSearchParams): string {
  return safeReturnTo(search.get(PARAM)) ?? '/';
}

/** The same hand-over for a link from sign-in to sign-up (and back), keeping where to return. */
export function withReturnTo(path: '/signin' | '/signup', search: URLSearchParams): string {
  const back = safeReturnTo(search.get(PARAM));
  return back ? `${path}?${new URLSearchParams({ [PARAM]: back }).toString()}` : path;
}
