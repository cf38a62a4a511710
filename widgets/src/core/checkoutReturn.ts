import { CHECKOUT_CANCELLED, CHECKOUT_RETURN_PARAM } from 'tenant-api/contract/constants';

/** What a checkout said when it brought the buyer back to an embedding page. */
export type CheckoutReturn = { sessionId: string } | { cancelled: true };

/** A page that is the checkout's way back (embeds); hosts with a payment page of their own have none. */
export interface CheckoutReturnPage {
  /** Where the checkout brings the buyer back: this page as it is now, without a trace of an earlier return. */
  returnUrl(): string;
  /** What the checkout said on the way back to this page, if it just did. */
  returned: CheckoutReturn | null;
  /** Takes the return's trace out of the page's address, so a reload or a bookmark does not repeat it. */
  settle(): void;
}

export function readCheckoutReturn(href: string): CheckoutReturn | null {
  const value = new URL(href).searchParams.get(CHECKOUT_RETURN_PARAM);
  if (!value) return null;
  return value === CHECKOUT_CANCELLED ? { cancelled: true } : { sessionId: value };
}

export function withoutCheckoutReturn(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(CHECKOUT_RETURN_PARAM);
  return url.href;
}

let landing: { returned: CheckoutReturn | null } | undefined;

/** The page the widgets are on; its return is read once, so every widget on it sees the same. */
export function currentReturnPage(): CheckoutReturnPage {
  landing ??= { returned: readCheckoutReturn(location.href) };
  return {
    returnUrl: () => withoutCheckoutReturn(location.href),
    returned: landing.returned,
    settle() {
      const clean = withoutCheckoutReturn(location.href);
      if (clean !== location.href) history.replaceState(history.state, '', clean);
    },
  };
}
