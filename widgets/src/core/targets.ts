/** Places a widget can send the user; each host decides what URL and navigation they mean. */
export type WidgetTarget =
  | { kind: 'browse' }
  | { kind: 'performer'; performerId: string }
  | { kind: 'createOffer'; performerId: string }
  | { kind: 'offers' }
  | { kind: 'offer'; offerId: string }
  | { kind: 'signIn' }
  /** The payment provider's checkout page (an absolute URL from the API). */
  | { kind: 'checkout'; url: string };

/** The host app's own routes (SPEC 2.1); embeds map targets to URLs of their choosing. */
export function hostAppPath(target: WidgetTarget): string {
  switch (target.kind) {
    case 'browse':
      return '/browse';
    case 'performer':
      return `/performer/${encodeURIComponent(target.performerId)}`;
    case 'createOffer':
      return `/create-offer?performerId=${encodeURIComponent(target.performerId)}`;
    case 'offers':
      return '/offers';
    case 'offer':
      return `/offers/${encodeURIComponent(target.offerId)}`;
    case 'signIn':
      return '/signin';
    case 'checkout':
      return target.url;
  }
}
