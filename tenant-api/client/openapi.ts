/** Generated from the OpenAPI document by `pnpm openapi:generate`: do not edit. */

export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Service and database status */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness: the process answers (no database: an outage must not get it restarted) */
    get: operations['getLiveness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Readiness: database reachable, migrations applied, job runner running (when this process runs jobs) */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This document (OpenAPI 3.1), built from the route declarations */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The interactive API reference (Swagger UI, served offline) */
    get: operations['getApiReference'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/docs/{asset}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A file of the reference page */
    get: operations['getApiReferenceAsset'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/webhooks/stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe’s events, verified on the raw body with `Stripe-Signature` and deduplicated by event id */
    post: operations['receiveStripeWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/return/{tenantId}/{offerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where every provider sends the buyer back: redirects to the offer’s current return page */
    get: operations['returnFromCheckout'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/local/checkout/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The local checkout page’s old address: a permanent redirect to `/checkout/{sessionId}` on the site */
    get: operations['getLocalCheckoutPageMoved'];
    put?: never;
    /** The local checkout page’s old address: a permanent redirect to `/checkout/{sessionId}` on the site */
    post: operations['payLocalCheckoutMoved'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{tenantId}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A photo, logo or icon file; its address never changes content, so it is cached for a year */
    get: operations['getMediaFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenant': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant serving this host (or key), with its theme tokens */
    get: operations['getTenant'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a buyer or performer account, signed in
     * @description A buyer who chose a paid plan starts on the free plan; `subscription` is that plan’s purchase. The new account’s address is unconfirmed (`emailVerified: false`) and a confirmation link is e-mailed to it (docs/accounts.md). An address that already has an account gets 409 `email_taken`, and its owner (not the caller) is e-mailed, at most once per SIGNUP_WINDOW_SECONDS, that someone tried to sign up with it, with links to sign in and to reset the password. Every attempt, taken address or not, counts toward SIGNUP_MAX_PER_IP.
     */
    post: operations['signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in
     * @description Sign-in defences (docs/accounts.md): after SIGNIN_MAX_FAILURES_PER_ACCOUNT failures on an account, from any addresses, each further attempt waits (SIGNIN_DELAY_BASE_SECONDS, doubling, at most SIGNIN_DELAY_MAX_SECONDS), answered 429 with Retry-After; once the wait is over a correct password works. Failures from one address (SIGNIN_MAX_ATTEMPTS_PER_IP) hold that address back, except for accounts that have signed in from it before; successful sign-ins count for nothing.
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user */
    get: operations['getMe'];
    /**
     * Update the signed-in user’s name, e-mail and phone
     * @description A changed e-mail address is unconfirmed (`emailVerified: false`) until the link e-mailed to it is used (docs/accounts.md).
     */
    put: operations['updateMe'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * E-mail a password reset link
     * @description Answers the same whether or not the address has an account at this marketplace; when it has, a link to the marketplace’s /reset-password page is e-mailed (PASSWORD_RESET_TOKEN_TTL_SECONDS, once) and earlier links stop working. Limited per e-mail address and per network address.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/password-reset/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with a reset link’s token
     * @description The token works once. Every session of the account is signed out and nobody is signed in: the client sends the user to sign in with the new password. A "password changed" e-mail is sent.
     */
    post: operations['confirmPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm an e-mail address with the token of its confirmation link
     * @description Every new account is e-mailed a link to the marketplace’s /verify-email page (EMAIL_VERIFICATION_TOKEN_TTL_SECONDS, once). Until its address is confirmed an account may browse and make or answer offers, but offer checkout answers 403 `email_unverified` and no payout is sent to it. The link alone confirms: no sign-in needed.
     */
    post: operations['verifyEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/account/verification-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the signed-in user another confirmation link
     * @description At most EMAIL_VERIFICATION_MAX_PER_HOUR links an hour per account (the sign-up’s included); earlier links keep working until they expire.
     */
    post: operations['resendVerificationEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/invitations/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invitation behind a link: who is invited, to which tenant, until when */
    get: operations['getInvitation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/invitations/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept an invitation: the invited admin’s account, signed in */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/me/preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user’s notification preferences (defaults when never saved) */
    get: operations['getPreferences'];
    /** Save some or all notification preferences */
    put: operations['updatePreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out this device: its token is refused from now on (on every server process) */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/signout-everywhere': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out every device of the account, this one included */
    post: operations['signOutEverywhere'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change the password (the current one is required) */
    put: operations['changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in performer’s own profile with the onboarding checklist */
    get: operations['getOwnPerformer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The performer’s profile (bio, genres, place, media) */
    put: operations['updateOwnProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/rates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The performer’s base fee and rates (cents) */
    put: operations['updateOwnRates'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/payout-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Connect the payout account; `onboardingUrl` is the provider’s page while it is not ready */
    post: operations['connectPayoutAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply as a performer, or for Elite status (one open application per tier) */
    post: operations['applyAsPerformer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The performer’s calendar for a month: blocks, weekly rules, bookings and the feed address */
    get: operations['getOwnCalendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/availability/blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Block a date (all day or between two times) or a weekday every week */
    post: operations['addAvailabilityBlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/availability/blocks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove one of the performer’s blocks or weekly rules */
    delete: operations['removeAvailabilityBlock'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/availability/feed/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new secret iCalendar address; the old one stops working */
    post: operations['rotateCalendarFeed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/{id}/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The dates of a month a vetted performer is blocked, all day or in part (no reasons, no bookings) */
    get: operations['getPerformerAvailability'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/calendar-feeds/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A performer’s iCalendar feed at its secret address (blocks and bookings) */
    get: operations['getCalendarFeed'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in performer’s photos (in order, the first is the main one) and video links */
    get: operations['getOwnMedia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Uploads a photo (JPEG, PNG, WebP or HEIF, read from the bytes; at most 15 MB and 40 megapixels)
     * @description The body is the image file itself: at most 15 MB, 40 megapixels and 10000 pixels wide or high, its long side at most 3 times its short side, and, in a format decoded whole (HEIF, progressive JPEG, interlaced PNG), small enough to decode in 256 MB. It is turned upright, stripped of metadata and stored as AVIF and WebP at 320, 640 and 1280 pixels wide (not wider than the original), with a blurred placeholder. A refused file leaves nothing stored.
     */
    post: operations['uploadPhoto'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/photos/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Puts the photos in this order (each exactly once); the first is the main photo */
    put: operations['orderPhotos'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/photos/{id}/main': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Makes a photo the main one (first in the order) */
    put: operations['setMainPhoto'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a YouTube or Vimeo video link (kept as the provider and the video’s id) */
    post: operations['addVideo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/me/media/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes one of the performer’s photos (and its files) or video links */
    delete: operations['removeOwnMedia'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Browse vetted performers (a tenant admin also sees unvetted ones)
     * @description Counts stop past 1,000 (`totalIsCapped`). Pages are numbered (`page`) or follow a keyset cursor: pass the answer’s `nextCursor` as `after` for the next page. Numbered pages stay within the result window, `(page − 1) × limit + limit ≤ 1,000` (a 400 naming `page` past it: refine the search instead); a cursor goes on at any depth, `limit` at most 100 a page.
     */
    get: operations['listPerformers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A performer’s public profile */
    get: operations['getPerformer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/performers/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the act’s public reviews, newest first (the profile shows the first five)
     * @description Keyset pages: pass the answer’s `nextCursor` as `after` for the next page (null on the last). A keyset read costs the same at any depth, so a cursor goes on however far; `limit` is at most 20 a page (a 400 naming `limit` past it).
     */
    get: operations['listPerformerReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tiers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Subscription tiers and fees of this tenant */
    get: operations['listTiers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/fees/calculate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Price a booking (cents) for the caller’s tier, or for `tier` (the pricing calculator) */
    get: operations['calculateFees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest in-app notifications (50) and the unread count */
    get: operations['listNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark one notification read */
    post: operations['markNotificationRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every notification read; `marked` counts the ones that were unread */
    post: operations['markAllNotificationsRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A buyer makes an offer (guest-tier offers wait for an admin’s approval) */
    post: operations['createOffer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/my-offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller’s offers (as buyer or performer) with counts per tab
     * @description Keyset pages: pass the answer’s `nextCursor` as `after` for the next page (null on the last). A keyset read costs the same at any depth, so a cursor goes on however far; `limit` is at most 100 a page (a 400 naming `limit` past it).
     */
    get: operations['listMyOffers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One offer with its history and the caller’s available actions */
    get: operations['getOffer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/{id}/respond': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The performer accepts (answered with the buyer’s checkout link) or declines */
    put: operations['respondToOffer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/{id}/counter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The performer’s one counter-offer */
    put: operations['counterOffer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/{id}/counter-response': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * The buyer accepts (answered with the checkout link) or declines a counter-offer
     * @description `returnUrl` (on the asking page’s origin) is where the checkout comes back to.
     */
    put: operations['answerCounterOffer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/{id}/cancellation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What cancelling now would refund the buyer (cents), by the cancellation policy */
    get: operations['quoteCancellation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cancel, with the refund policy applied */
    put: operations['cancelOffer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/{id}/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The buyer’s checkout link for an accepted offer
     * @description One payable session per offer, answered again (with its return page moved) on every call. With returnUrl (on the asking page’s origin) the buyer comes back there with hl_checkout=<session id>, or hl_checkout=cancelled.
     */
    post: operations['startCheckout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/offers/pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Guest buyers’ offers waiting for this tenant’s approval, oldest first
     * @description Keyset pages: pass the answer’s `nextCursor` as `after` for the next page (null on the last). A keyset read costs the same at any depth, so a cursor goes on however far; `limit` is at most 100 a page (a 400 naming `limit` past it).
     */
    get: operations['listPendingApprovals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/offers/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** A tenant admin approves a guest buyer’s offer */
    put: operations['approveOffer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/offers/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** A tenant admin rejects a guest buyer’s offer */
    put: operations['rejectOffer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/to-write': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s past bookings still waiting for their review (window open) */
    get: operations['listReviewsToWrite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/offers/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The booking’s reviews for one of its parties: theirs only once published (double-blind) */
    get: operations['getOfferReviews'];
    put?: never;
    /** Review the other side of a paid booking within 14 days of its end; the second review publishes both */
    post: operations['createReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/{id}/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The reviewed performer’s one public reply */
    post: operations['replyToReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/{id}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a review to the marketplace’s admins */
    post: operations['reportReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/review-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reported reviews: open ones to moderate, or those hidden or kept */
    get: operations['listReviewReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/review-reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Hide the reported review (out of the rating too) or keep it; audited */
    put: operations['decideReviewReport'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/verify-local-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Confirms the local checkout session the buyer came back with and books the payment (idempotent) */
    get: operations['verifyLocalPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/payments/verify-stripe-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Confirms the stripe checkout session the buyer came back with and books the payment (idempotent) */
    get: operations['verifyStripePayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/upgrade': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Switch plans: upgrades at once through a checkout (`paymentUrl`) for the new price less the unused part of the current period; downgrades and the free plan at the period’s end (`scheduled`) */
    post: operations['changeSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Confirms the plan’s checkout the buyer came back with and switches the plan (idempotent) */
    get: operations['verifySubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The buyer’s plan, its billing period and what happens when the period ends */
    get: operations['currentSubscription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels the plan at the end of its billing period (kept until then; undo with /subscriptions/resume) */
    post: operations['cancelSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/resume': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Undoes a cancellation or a scheduled downgrade before the period ends */
    post: operations['resumeSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The contact form and the white-label enquiry (rate-limited per IP; signed-in senders are linked) */
    post: operations['sendContactMessage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tours': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The performer’s tours (an admin: the tenant’s), newest first, a page at a time */
    get: operations['listTours'];
    put?: never;
    /** Create a tour; stops geocoded offline */
    post: operations['createTour'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tours/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tour */
    get: operations['getTour'];
    /** Replace a tour’s name and stops (its performer only) */
    put: operations['updateTour'];
    post?: never;
    /** Delete a tour (its performer only) */
    delete: operations['deleteTour'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/routing/opportunities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Venues within the detour of touring performers’ routes (the best `limit`, 50 unless asked) */
    post: operations['findRoutingOpportunities'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/routing/notify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Notify the matching venues (once per tour and venue) */
    post: operations['notifyVenues'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/routing/optimize/{tourId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Order a tour’s stops for the least driving, fixed dates kept */
    post: operations['optimizeTour'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/routing/costs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Estimate a tour’s costs and margin (last 5 kept) */
    post: operations['estimateTourCosts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/routing/costs/{tourId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A tour’s last cost estimates, newest first */
    get: operations['listTourCosts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/venue-notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Venue notifications: a buyer’s venues, or the tenant’s for an admin */
    get: operations['listVenueNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/venue-notifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark a notification booked or dismissed (or active again) */
    put: operations['updateVenueNotification'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user’s own dashboard summary, by role (amounts in cents) */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/theme': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant’s theme pack, its overrides, the result, and the packs to choose from */
    get: operations['getAdminTheme'];
    /** Choose a pack and overrides; a result below WCAG AA contrast is a 400 on the colour field */
    put: operations['updateAdminTheme'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/site-content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The words of the home page’s hero and of the footer (the defaults until the admin writes its own) */
    get: operations['getAdminSiteContent'];
    /** Replace the hero’s eyebrow, headline, highlight and text, and the footer’s text and links (audited) */
    put: operations['updateAdminSiteContent'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tiers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Buyer and performer tiers, processing fees and the payout delay */
    get: operations['getAdminTiers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tiers/buyer/{tier}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a buyer tier (offers already made keep their frozen fees) */
    put: operations['updateBuyerTier'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/tiers/performer/{tier}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a performer tier */
    put: operations['updatePerformerTier'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/fees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Processing fees and the payout delay */
    put: operations['updateFeeSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/embeds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The publishable key, allowed origins, sign-up tier and snippets of the embeds */
    get: operations['getAdminEmbeds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/embeds/origins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replace the origins allowed to embed the widgets */
    put: operations['replaceEmbedOrigins'];
    /** Allow one more origin to embed the widgets */
    post: operations['addEmbedOrigin'];
    /** Stop allowing an origin */
    delete: operations['removeEmbedOrigin'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/embeds/signup-tier': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The tier of buyers who sign up through the widgets */
    put: operations['setEmbedSignupTier'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/embeds/rotate-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new publishable key; the old one is refused from the very next request */
    post: operations['rotatePublishableKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/performers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Performers of this tenant, vetted or not, with their open applications
     * @description Numbered pages of 20 within the result window: `page` 1–50, so no page reaches past the first 1,000 results (a 400 naming `page` past it: search or filter instead). The count stops past 1,000 (`totalIsCapped`).
     */
    get: operations['listAdminPerformers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/performers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Vet, feature or hide a performer */
    put: operations['updateAdminPerformer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Approve or reject a performer’s application */
    put: operations['decideApplication'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Users of this tenant, searchable by role and text
     * @description Numbered pages of 20 within the result window: `page` 1–50, so no page reaches past the first 1,000 results (a 400 naming `page` past it: search or filter instead). The count stops past 1,000 (`totalIsCapped`).
     */
    get: operations['listAdminUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The admins’ audit trail, newest first, by actor, action and days
     * @description Numbered pages of 50 within the result window: `page` 1–20, so no page reaches past the first 1,000 results (a 400 naming `page` past it: search or filter instead). The count stops past 1,000 (`totalIsCapped`).
     */
    get: operations['listAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant’s uploaded logo and its icons, or null while the site shows its text logo */
    get: operations['getAdminLogo'];
    /**
     * Uploads the site’s logo (JPEG, PNG or WebP, read from the bytes; at most 5 MB and 25 megapixels; audited)
     * @description The body is the image file itself: at most 5 MB, 25 megapixels and 10000 pixels wide or high, its long side at most 10 times its short side. It is turned upright, stripped of metadata and stored as AVIF and WebP at 40, 80 and 160 pixels high (not taller than the original), with a 32-pixel favicon and a 180-pixel touch icon as PNG. It replaces the previous logo, whose files are removed. A refused file leaves nothing stored and the old logo in place.
     */
    put: operations['uploadAdminLogo'];
    post?: never;
    /** Removes the uploaded logo and its icons: the site shows its text logo again (audited) */
    delete: operations['removeAdminLogo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/performers/{id}/media/{mediaId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes one of a performer’s photos or videos (audited) */
    delete: operations['removePerformerMedia'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The platform’s tenants, 50 a page (the default first, then the oldest)
     * @description Numbered pages of 50 within the result window: `page` 1–20, so no page reaches past the first 1,000 results (a 400 naming `page` past it: search or filter instead). The count stops past 1,000 (`totalIsCapped`).
     */
    get: operations['listTenants'];
    put?: never;
    /** A new tenant, with the invitation link of its first admin */
    post: operations['createTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operator/tenants/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Suspend or reactivate a tenant */
    put: operations['setTenantStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    SignUpBody: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      role: 'BUYER' | 'PERFORMER';
      /** @enum {string} */
      subscriptionTier?: 'GUEST' | 'BASIC' | 'ELITE';
    };
    SignInBody: {
      email: string;
      password: string;
    };
    UpdateMeBody: {
      firstName: string;
      lastName: string;
      email: string;
      phone?: string | null;
    };
    PasswordResetRequestBody: {
      email: string;
    };
    PasswordResetConfirmBody: {
      token: string;
      newPassword: string;
    };
    VerifyEmailBody: {
      token: string;
    };
    UpdatePreferencesBody: {
      bookingConfirmations?: boolean;
      tourRoutingAlerts?: boolean;
      marketingEmails?: boolean;
      sms?: boolean;
    };
    ChangePasswordBody: {
      currentPassword: string;
      newPassword: string;
    };
    PerformerProfileBody: {
      stageName: string;
      shortBio?: string;
      bio: string;
      genres: (
        | 'Comedy'
        | 'Stand-up'
        | 'Magic'
        | 'Variety'
        | 'Music'
        | 'Dance'
        | 'Corporate'
        | 'Clean'
        | 'Improv'
        | 'Storytelling'
      )[];
      city: string;
      /** @enum {string} */
      state:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY'
        | 'DC'
        | 'PR'
        | 'GU'
        | 'VI'
        | 'AS'
        | 'MP';
      /** @default false */
      cleanContent?: boolean;
      phone?: string | null;
    };
    PerformerRatesBody: {
      baseFee: number;
      /** @default 24 */
      responseTimeHours?: number;
      /** @default true */
      isAvailable?: boolean;
    };
    PerformerApplicationBody: {
      /** @enum {string} */
      tier: 'basic' | 'elite';
      /** Format: email */
      email: string;
      stageName: string;
    };
    PhotoOrderBody: {
      photoIds: string[];
    };
    VideoLinkBody: {
      url: string;
    };
    OfferDraft: {
      /** Format: uuid */
      performerId: string;
      eventName: string;
      /** Format: date */
      eventDate: string;
      eventTime: string;
      /**
       * @default COMEDY_SHOW
       * @enum {string}
       */
      eventType?: 'COMEDY_SHOW' | 'VARIETY_SHOW' | 'CORPORATE_EVENT' | 'PRIVATE_PARTY' | 'FESTIVAL' | 'OTHER';
      /** @default 100 */
      audienceSize?: number;
      /**
       * @default CLEAN
       * @enum {string}
       */
      contentRating?: 'CLEAN' | 'PG13' | 'ADULT';
      venueName: string;
      venueAddress: string;
      venueCity: string;
      /** @enum {string} */
      venueState:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY'
        | 'DC'
        | 'PR'
        | 'GU'
        | 'VI'
        | 'AS'
        | 'MP';
      venueZip?: string;
      venuePhone?: string;
      venueEmail?: '' | string;
      /**
       * @default OTHER
       * @enum {string}
       */
      venueType?:
        | 'COMEDY_CLUB'
        | 'THEATER'
        | 'CORPORATE'
        | 'PRIVATE_EVENT'
        | 'FESTIVAL'
        | 'COLLEGE'
        | 'CRUISE'
        | 'CASINO'
        | 'OTHER';
      /** @default 60 */
      performanceLength?: number;
      /** @default 50000 */
      offerAmount?: number;
      specialRequests?: string;
      /** @default false */
      isMultiNight?: boolean;
      /** @default 1 */
      numberOfNights?: number;
    };
    RespondBody: {
      /** @enum {string} */
      action: 'accept' | 'decline';
      notes?: string;
    };
    CounterOfferBody: {
      counterAmount: number;
      notes?: string;
    };
    CounterResponseBody: {
      /** @enum {string} */
      action: 'accept' | 'decline';
      notes?: string;
      /** Format: uri */
      returnUrl?: string;
    };
    NotesBody: {
      notes?: string;
      reason?: string;
    };
    CheckoutBody: {
      /** Format: uri */
      returnUrl?: string;
    };
    ReviewBody: {
      rating: number;
      body: string;
    };
    ReviewReplyBody: {
      body: string;
    };
    ReviewReportBody: {
      reason: string;
    };
    ReviewReportDecision: {
      /** @enum {string} */
      decision: 'hide' | 'keep';
    };
    UpgradeBody: {
      /** @enum {string} */
      tier: 'GUEST' | 'BASIC' | 'ELITE';
      /**
       * @default monthly
       * @enum {string}
       */
      billingInterval?: 'monthly' | 'yearly';
    };
    ContactBody: {
      name: string;
      email: string;
      /** @enum {string} */
      type: 'general' | 'booking' | 'performer' | 'technical' | 'billing' | 'white-label';
      subject: string;
      message: string;
      company?: string;
      website?: string;
    };
    TourBody: {
      name: string;
      stops: {
        city: string;
        /** @enum {string} */
        state:
          | 'AL'
          | 'AK'
          | 'AZ'
          | 'AR'
          | 'CA'
          | 'CO'
          | 'CT'
          | 'DE'
          | 'FL'
          | 'GA'
          | 'HI'
          | 'ID'
          | 'IL'
          | 'IN'
          | 'IA'
          | 'KS'
          | 'KY'
          | 'LA'
          | 'ME'
          | 'MD'
          | 'MA'
          | 'MI'
          | 'MN'
          | 'MS'
          | 'MO'
          | 'MT'
          | 'NE'
          | 'NV'
          | 'NH'
          | 'NJ'
          | 'NM'
          | 'NY'
          | 'NC'
          | 'ND'
          | 'OH'
          | 'OK'
          | 'OR'
          | 'PA'
          | 'RI'
          | 'SC'
          | 'SD'
          | 'TN'
          | 'TX'
          | 'UT'
          | 'VT'
          | 'VA'
          | 'WA'
          | 'WV'
          | 'WI'
          | 'WY'
          | 'DC'
          | 'PR'
          | 'GU'
          | 'VI'
          | 'AS'
          | 'MP';
        date: string;
        /** @default false */
        isFixedDate?: boolean;
        venueId?: string | null;
      }[];
    };
    OpportunitySearchBody: {
      /** @default all */
      performerId?: 'all' | string;
      startDate: string;
      endDate: string;
      /** @default [] */
      cities?: string[];
      /** @default 100 */
      maxDetourMiles?: number;
      city?: string;
      /** @enum {string} */
      state?:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY'
        | 'DC'
        | 'PR'
        | 'GU'
        | 'VI'
        | 'AS'
        | 'MP';
      /** @enum {string} */
      genre?:
        | 'Comedy'
        | 'Stand-up'
        | 'Magic'
        | 'Variety'
        | 'Music'
        | 'Dance'
        | 'Corporate'
        | 'Clean'
        | 'Improv'
        | 'Storytelling';
      /** @default 50 */
      limit?: number;
    };
    RoutingSearchBody: {
      /** @default all */
      performerId?: 'all' | string;
      startDate: string;
      endDate: string;
      /** @default [] */
      cities?: string[];
      /** @default 100 */
      maxDetourMiles?: number;
      city?: string;
      /** @enum {string} */
      state?:
        | 'AL'
        | 'AK'
        | 'AZ'
        | 'AR'
        | 'CA'
        | 'CO'
        | 'CT'
        | 'DE'
        | 'FL'
        | 'GA'
        | 'HI'
        | 'ID'
        | 'IL'
        | 'IN'
        | 'IA'
        | 'KS'
        | 'KY'
        | 'LA'
        | 'ME'
        | 'MD'
        | 'MA'
        | 'MI'
        | 'MN'
        | 'MS'
        | 'MO'
        | 'MT'
        | 'NE'
        | 'NV'
        | 'NH'
        | 'NJ'
        | 'NM'
        | 'NY'
        | 'NC'
        | 'ND'
        | 'OH'
        | 'OK'
        | 'OR'
        | 'PA'
        | 'RI'
        | 'SC'
        | 'SD'
        | 'TN'
        | 'TX'
        | 'UT'
        | 'VT'
        | 'VA'
        | 'WA'
        | 'WV'
        | 'WI'
        | 'WY'
        | 'DC'
        | 'PR'
        | 'GU'
        | 'VI'
        | 'AS'
        | 'MP';
      /** @enum {string} */
      genre?:
        | 'Comedy'
        | 'Stand-up'
        | 'Magic'
        | 'Variety'
        | 'Music'
        | 'Dance'
        | 'Corporate'
        | 'Clean'
        | 'Improv'
        | 'Storytelling';
    };
    OptimizeBody: {
      /** @default false */
      persist?: boolean;
    };
    CostsBody: {
      /** Format: uuid */
      tourId: string;
    };
    VenueNotificationUpdateBody: {
      /** @enum {string} */
      status: 'active' | 'booked' | 'dismissed';
    };
    SiteContent: {
      heroEyebrow: string;
      heroHeadline: string;
      heroHighlight: string;
      heroText: string;
      footerText: string;
      footerLinks: components['schemas']['SiteLink'][];
    };
    SiteLink: {
      label: string;
      url: string;
    };
    EmbedOriginBody: {
      origin: string;
    };
    EmbedSignupTierBody: {
      tier: ('GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE') | null;
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      /** @enum {string} */
      database: 'up' | 'down';
      time: string;
    };
    Error: {
      error: {
        code: string;
        message: string;
        fields?: {
          [key: string]: string;
        };
      };
    };
    Liveness: {
      /** @constant */
      status: 'ok';
    };
    Readiness: {
      /** @enum {string} */
      status: 'ready' | 'not_ready';
      checks: {
        [key: string]: string;
      };
    };
    WebhookAnswer: {
      /** @constant */
      received: true;
      /** @constant */
      duplicate?: true;
      ignored?: string;
      /** @constant */
      refunded?: true;
    };
    TenantInfo: {
      slug: string;
      name: string;
      isDefault: boolean;
      /** @enum {string} */
      status: 'active' | 'suspended';
      themePack: string;
      theme: {
        id: string;
        name: string;
        /** @enum {string} */
        mode: 'light' | 'dark';
        colors: {
          background: string;
          surface: string;
          surfaceAlt: string;
          text: string;
          textMuted: string;
          primary: string;
          onPrimary: string;
          accent: string;
          onAccent: string;
          border: string;
          success: string;
          warning: string;
          danger: string;
          focus: string;
        };
        fonts: {
          /** @enum {string} */
          body: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
          /** @enum {string} */
          heading: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
        };
        radii: {
          sm: number;
          md: number;
          lg: number;
          pill: number;
        };
        spacing: {
          unit: number;
        };
        logo: {
          text: string;
          imageUrl: string | null;
        };
      };
      content: components['schemas']['SiteContent'];
      logo: components['schemas']['TenantLogo'] | null;
    };
    TenantLogo: {
      /** Format: uuid */
      id: string;
      width: number;
      height: number;
      variants: {
        width: number;
        avif: string;
        webp: string;
      }[];
      icon: string;
      touchIcon: string;
    };
    SignUpResponse: {
      token: string;
      user: components['schemas']['User'];
      subscription?: components['schemas']['UpgradeResponse'];
    };
    User: {
      /** Format: uuid */
      id: string;
      email: string;
      emailVerified: boolean;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      role: 'BUYER' | 'PERFORMER' | 'ADMIN' | 'OPERATOR';
      /** @enum {string} */
      subscriptionTier: 'GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE';
      profileImageUrl: string | null;
      phone: string | null;
      createdAt: string;
      tenant: {
        slug: string;
        name: string;
      };
      performerId: string | null;
      onboarding: {
        profileCompleted: boolean;
        isVerified: boolean;
        ratesConfigured: boolean;
        stripeConnected: boolean;
      } | null;
      applicationsUnderReview: ('basic' | 'elite')[];
    };
    UpgradeResponse: {
      tier: string;
      /** @enum {string} */
      status: 'pending' | 'active' | 'scheduled';
      paymentUrl: string | null;
      message: string;
      amountCents?: number;
      creditCents?: number;
      effectiveAt?: string | null;
    };
    AuthResponse: {
      token: string;
      user: components['schemas']['User'];
    };
    PasswordResetRequested: {
      /** @constant */
      requested: true;
      /** @constant */
      message: "If an account exists for that address, we've sent a link to reset its password.";
    };
    PasswordResetDone: {
      /** @constant */
      reset: true;
      message: string;
    };
    EmailVerified: {
      /** @constant */
      verified: true;
      email: string;
    };
    VerificationEmailSent: {
      /** @constant */
      sent: true;
      email: string;
      message: string;
    };
    InvitationInfo: {
      email: string;
      /** @enum {string} */
      role: 'BUYER' | 'PERFORMER' | 'ADMIN' | 'OPERATOR';
      tenant: {
        slug: string;
        name: string;
      };
      expiresAt: string;
    };
    NotificationPreferences: {
      bookingConfirmations: boolean;
      tourRoutingAlerts: boolean;
      marketingEmails: boolean;
      sms: boolean;
    };
    SignOutResponse: {
      /** @constant */
      signedOut: true;
      everywhere: boolean;
      message: string;
    };
    ChangePasswordResponse: {
      /** @constant */
      changed: true;
      message: string;
      token: string;
    };
    OwnPerformer: {
      /** Format: uuid */
      id: string;
      stageName: string;
      shortBio: string;
      bio: string;
      baseFee: number;
      rating: number | null;
      reviewCount: number;
      isAvailable: boolean;
      genres: string[];
      profileImageUrl: string | null;
      photo: components['schemas']['Photo'] | null;
      city: string;
      state: string;
      isFeatured: boolean;
      isElite: boolean;
      cleanContent: boolean;
      responseTime: number;
      isVetted: boolean;
      onboarding: {
        profileCompleted: boolean;
        isVerified: boolean;
        ratesConfigured: boolean;
        stripeConnected: boolean;
      };
    };
    Photo: {
      /** Format: uuid */
      id: string;
      width: number;
      height: number;
      placeholder: string;
      variants: {
        width: number;
        avif: string;
        webp: string;
      }[];
    };
    PayoutAccountResponse: {
      /** Format: uuid */
      id: string;
      stageName: string;
      shortBio: string;
      bio: string;
      baseFee: number;
      rating: number | null;
      reviewCount: number;
      isAvailable: boolean;
      genres: string[];
      profileImageUrl: string | null;
      photo: components['schemas']['Photo'] | null;
      city: string;
      state: string;
      isFeatured: boolean;
      isElite: boolean;
      cleanContent: boolean;
      responseTime: number;
      isVetted: boolean;
      onboarding: {
        profileCompleted: boolean;
        isVerified: boolean;
        ratesConfigured: boolean;
        stripeConnected: boolean;
      };
      onboardingUrl: string | null;
    };
    ApplicationResponse: {
      /** Format: uuid */
      id: string;
      /** @constant */
      status: 'submitted';
      message: string;
    };
    OwnCalendar: {
      timeZone: string;
      month: string;
      blocks: components['schemas']['AvailabilityBlock'][];
      days: {
        date: string;
        /** @enum {string} */
        status: 'blocked' | 'partial';
      }[];
      bookings: {
        /** Format: uuid */
        offerId: string;
        eventName: string;
        date: string;
        startsAt: string;
        venueName: string;
        status: string;
      }[];
      feedUrl: string;
    };
    AvailabilityBlock: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'date' | 'weekly';
      date: string | null;
      weekday: number | null;
      startTime: string | null;
      endTime: string | null;
      note: string;
    };
    PublicAvailability: {
      timeZone: string;
      month: string;
      days: {
        date: string;
        /** @enum {string} */
        status: 'blocked' | 'partial';
      }[];
    };
    PerformerMediaSet: {
      photos: components['schemas']['Photo'][];
      videos: components['schemas']['Video'][];
    };
    Video: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      provider: 'youtube' | 'vimeo';
      videoId: string;
      watchUrl: string;
      embedUrl: string;
    };
    PerformerListResponse: {
      performers: components['schemas']['PerformerListItem'][];
      pagination: {
        page: number;
        limit: number;
        total: number;
        totalPages: number;
        totalIsCapped: boolean;
        nextCursor: string | null;
      };
    };
    PerformerListItem: {
      /** Format: uuid */
      id: string;
      stageName: string;
      shortBio: string;
      bio: string;
      baseFee: number;
      rating: number | null;
      reviewCount: number;
      isAvailable: boolean;
      genres: string[];
      profileImageUrl: string | null;
      photo: components['schemas']['Photo'] | null;
      city: string;
      state: string;
      isFeatured: boolean;
      isElite: boolean;
      cleanContent: boolean;
      responseTime: number;
      isVetted: boolean;
    };
    PerformerProfile: {
      /** Format: uuid */
      id: string;
      stageName: string;
      shortBio: string;
      bio: string;
      baseFee: number;
      rating: number | null;
      reviewCount: number;
      isAvailable: boolean;
      genres: string[];
      profileImageUrl: string | null;
      photo: components['schemas']['Photo'] | null;
      city: string;
      state: string;
      isFeatured: boolean;
      isElite: boolean;
      cleanContent: boolean;
      responseTime: number;
      isVetted: boolean;
      media: {
        /** @enum {string} */
        type: 'image' | 'video';
        url: string;
        title: string;
      }[];
      photos: components['schemas']['Photo'][];
      videos: components['schemas']['Video'][];
      reviewsSummary: {
        average: number;
        count: number;
        distribution: {
          1: number;
          2: number;
          3: number;
          4: number;
          5: number;
        };
      };
      recentReviews: {
        /** Format: uuid */
        id: string;
        authorName: string;
        rating: number;
        body: string;
        createdAt: string;
        verifiedBooking: boolean;
        reply: {
          body: string;
          createdAt: string;
        } | null;
      }[];
      createdAt: string;
    };
    PerformerReviewsPage: {
      reviews: {
        /** Format: uuid */
        id: string;
        authorName: string;
        rating: number;
        body: string;
        createdAt: string;
        verifiedBooking: boolean;
        reply: {
          body: string;
          createdAt: string;
        } | null;
      }[];
      nextCursor: string | null;
    };
    TiersResponse: {
      /** @constant */
      currency: 'usd';
      buyerTiers: components['schemas']['BuyerTierConfig'][];
      performerTiers: components['schemas']['PerformerTierConfig'][];
      paymentProcessing: {
        rateBps: number;
        rate: number;
        fixedCents: number;
      };
    };
    BuyerTierConfig: {
      /** @enum {string} */
      tier: 'GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE';
      name: string;
      monthlyPrice: number;
      yearlyPrice: number | null;
      serviceFeeBps: number;
      serviceFeeRate: number;
      adminApprovalRequired: boolean;
      features: string[];
    };
    PerformerTierConfig: {
      /** @enum {string} */
      tier: 'basic' | 'elite';
      name: string;
      monthlyPrice: number;
      commissionBps: number;
      commissionRate: number;
      approvalRequired: boolean;
      features: string[];
    };
    FeeResult: {
      /** @enum {string} */
      tier: 'GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE';
      offerAmount: number;
      numberOfNights: number;
      subtotal: number;
      serviceFeeBps: number;
      serviceFeeRate: number;
      platformFee: number;
      totalAmount: number;
    };
    NotificationListResponse: {
      notifications: components['schemas']['NotificationItem'][];
      unreadCount: number;
    };
    NotificationItem: {
      /** Format: uuid */
      id: string;
      kind: string;
      title: string;
      body: string;
      offerId: string | null;
      read: boolean;
      createdAt: string;
    };
    NotificationsMarkedResponse: {
      marked: number;
    };
    CreateOfferResponse: {
      message: string;
      requiresApproval: boolean;
      /** Format: uuid */
      offerId: string;
      /** @enum {string} */
      status:
        | 'PENDING_ADMIN_APPROVAL'
        | 'PENDING'
        | 'COUNTER_OFFER'
        | 'ACCEPTED'
        | 'PAID'
        | 'COMPLETED'
        | 'PAID_OUT'
        | 'REJECTED'
        | 'EXPIRED'
        | 'CANCELLED';
    };
    MyOffersResponse: {
      /** @enum {string} */
      userRole: 'buyer' | 'performer';
      offers: components['schemas']['OfferListItem'][];
      counts: {
        all: number;
        pending: number;
        accepted: number;
        declined: number;
        expired: number;
      } | null;
      bookedAmount: number | null;
      nextCursor: string | null;
    };
    OfferListItem: {
      /** Format: uuid */
      id: string;
      eventName: string;
      eventDate: string;
      eventTime: string;
      eventType: string;
      audienceSize: number;
      contentRating: string;
      venueName: string;
      venueAddress: string | null;
      venueCity: string;
      venueState: string;
      venueTimeZone: string;
      eventStartsAt: string;
      venueType: string;
      venuePhone: string | null;
      venueEmail: string | null;
      performanceLength: number;
      specialRequests: string | null;
      isMultiNight: boolean;
      numberOfNights: number;
      /** @enum {string} */
      status:
        | 'PENDING_ADMIN_APPROVAL'
        | 'PENDING'
        | 'COUNTER_OFFER'
        | 'ACCEPTED'
        | 'PAID'
        | 'COMPLETED'
        | 'PAID_OUT'
        | 'REJECTED'
        | 'EXPIRED'
        | 'CANCELLED';
      expirationStatus: {
        isExpired: boolean;
        hoursLeft: number | null;
        warningMessage: string | null;
        /** @enum {string} */
        urgencyLevel: 'high' | 'medium' | 'low';
      };
      requiresAdminApproval: boolean;
      adminApproved: boolean | null;
      isExpired: boolean;
      offerAmount: number;
      counterOfferAmount: number | null;
      counterOfferCount: number;
      counterQuote: components['schemas']['CounterQuote'] | null;
      serviceFeeRate: number;
      platformFee: number;
      totalAmount: number;
      createdAt: string;
      buyer: {
        companyName: string | null;
        user: {
          firstName: string;
          lastName: string;
          email: string | null;
          phone: string | null;
        };
      };
      performer: {
        /** Format: uuid */
        id: string;
        stageName: string;
        city: string | null;
        state: string | null;
        user: {
          firstName: string;
          lastName: string;
          email: string | null;
          phone: string | null;
        };
      };
      validation: {
        canAccept: boolean;
        canCounterOffer: boolean;
        canReject: boolean;
      };
      overlapsBooking: components['schemas']['OverlappingBooking'] | null;
      calendarConflict: {
        date: string;
        message: string;
      } | null;
      _contactRedaction: {
        isRedacted: boolean;
        message: string | null;
      };
    };
    CounterQuote: {
      offerAmount: number;
      numberOfNights: number;
      subtotal: number;
      platformFee: number;
      serviceFeeRate: number;
      totalAmount: number;
    };
    OverlappingBooking: {
      /** Format: uuid */
      offerId: string;
      eventName: string;
      venueName: string;
      venueCity: string;
      venueState: string;
      startsAt: string;
    };
    OfferDetails: {
      /** Format: uuid */
      id: string;
      eventName: string;
      eventDate: string;
      eventTime: string;
      eventType: string;
      audienceSize: number;
      contentRating: string;
      venueName: string;
      venueAddress: string | null;
      venueCity: string;
      venueState: string;
      venueTimeZone: string;
      eventStartsAt: string;
      venueType: string;
      venuePhone: string | null;
      venueEmail: string | null;
      performanceLength: number;
      specialRequests: string | null;
      isMultiNight: boolean;
      numberOfNights: number;
      /** @enum {string} */
      status:
        | 'PENDING_ADMIN_APPROVAL'
        | 'PENDING'
        | 'COUNTER_OFFER'
        | 'ACCEPTED'
        | 'PAID'
        | 'COMPLETED'
        | 'PAID_OUT'
        | 'REJECTED'
        | 'EXPIRED'
        | 'CANCELLED';
      expirationStatus: {
        isExpired: boolean;
        hoursLeft: number | null;
        warningMessage: string | null;
        /** @enum {string} */
        urgencyLevel: 'high' | 'medium' | 'low';
      };
      requiresAdminApproval: boolean;
      adminApproved: boolean | null;
      isExpired: boolean;
      offerAmount: number;
      counterOfferAmount: number | null;
      counterOfferCount: number;
      counterQuote: components['schemas']['CounterQuote'] | null;
      serviceFeeRate: number;
      platformFee: number;
      totalAmount: number;
      createdAt: string;
      buyer: {
        companyName: string | null;
        user: {
          firstName: string;
          lastName: string;
          email: string | null;
          phone: string | null;
        };
      };
      performer: {
        /** Format: uuid */
        id: string;
        stageName: string;
        city: string | null;
        state: string | null;
        user: {
          firstName: string;
          lastName: string;
          email: string | null;
          phone: string | null;
        };
      };
      validation: {
        canAccept: boolean;
        canCounterOffer: boolean;
        canReject: boolean;
      };
      overlapsBooking: components['schemas']['OverlappingBooking'] | null;
      calendarConflict: {
        date: string;
        message: string;
      } | null;
      _contactRedaction: {
        isRedacted: boolean;
        message: string | null;
      };
      history: {
        transition: string;
        fromStatus:
          | (
              | 'PENDING_ADMIN_APPROVAL'
              | 'PENDING'
              | 'COUNTER_OFFER'
              | 'ACCEPTED'
              | 'PAID'
              | 'COMPLETED'
              | 'PAID_OUT'
              | 'REJECTED'
              | 'EXPIRED'
              | 'CANCELLED'
            )
          | null;
        /** @enum {string} */
        toStatus:
          | 'PENDING_ADMIN_APPROVAL'
          | 'PENDING'
          | 'COUNTER_OFFER'
          | 'ACCEPTED'
          | 'PAID'
          | 'COMPLETED'
          | 'PAID_OUT'
          | 'REJECTED'
          | 'EXPIRED'
          | 'CANCELLED';
        actorRole: string;
        actorName: string | null;
        note: string | null;
        amount: number | null;
        createdAt: string;
      }[];
      availableActions: string[];
      /** @enum {string} */
      buyerTier: 'GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE';
    };
    OfferAnswerResponse: {
      /** @enum {string} */
      action: 'accept' | 'decline';
      /** @enum {string} */
      status:
        | 'PENDING_ADMIN_APPROVAL'
        | 'PENDING'
        | 'COUNTER_OFFER'
        | 'ACCEPTED'
        | 'PAID'
        | 'COMPLETED'
        | 'PAID_OUT'
        | 'REJECTED'
        | 'EXPIRED'
        | 'CANCELLED';
      paymentUrl: string | null;
    };
    CounterOfferResponse: {
      /** @enum {string} */
      status:
        | 'PENDING_ADMIN_APPROVAL'
        | 'PENDING'
        | 'COUNTER_OFFER'
        | 'ACCEPTED'
        | 'PAID'
        | 'COMPLETED'
        | 'PAID_OUT'
        | 'REJECTED'
        | 'EXPIRED'
        | 'CANCELLED';
      counterOfferAmount: number;
      message: string;
    };
    CancellationQuote: {
      refund: number;
      retained: number;
      /** @enum {string} */
      band: 'full' | 'half' | 'quarter' | 'none' | 'performer_cancelled';
      rule: string;
      daysBefore: number;
      /** @enum {string} */
      cancelledBy: 'buyer' | 'performer' | 'admin';
      split: components['schemas']['CancellationSplit'];
    };
    CancellationSplit: {
      buyerRefund: number;
      refundFromEscrow: number;
      refundFromServiceFee: number;
      performerPayout: number;
      commission: number;
      platformKeeps: number;
    };
    CancelOfferResponse: {
      /** @enum {string} */
      status:
        | 'PENDING_ADMIN_APPROVAL'
        | 'PENDING'
        | 'COUNTER_OFFER'
        | 'ACCEPTED'
        | 'PAID'
        | 'COMPLETED'
        | 'PAID_OUT'
        | 'REJECTED'
        | 'EXPIRED'
        | 'CANCELLED';
      refund: components['schemas']['CancellationQuote'];
    };
    CheckoutResponse: {
      /** Format: uri */
      paymentUrl: string;
    };
    PendingApprovalsResponse: {
      offers: {
        /** Format: uuid */
        id: string;
        eventName: string;
        eventDate: string;
        eventTime: string;
        eventType: string;
        audienceSize: number;
        contentRating: string;
        venueName: string;
        venueAddress: string | null;
        venueCity: string;
        venueState: string;
        venueTimeZone: string;
        eventStartsAt: string;
        venueType: string;
        venuePhone: string | null;
        venueEmail: string | null;
        performanceLength: number;
        specialRequests: string | null;
        isMultiNight: boolean;
        numberOfNights: number;
        /** @enum {string} */
        status:
          | 'PENDING_ADMIN_APPROVAL'
          | 'PENDING'
          | 'COUNTER_OFFER'
          | 'ACCEPTED'
          | 'PAID'
          | 'COMPLETED'
          | 'PAID_OUT'
          | 'REJECTED'
          | 'EXPIRED'
          | 'CANCELLED';
        expirationStatus: {
          isExpired: boolean;
          hoursLeft: number | null;
          warningMessage: string | null;
          /** @enum {string} */
          urgencyLevel: 'high' | 'medium' | 'low';
        };
        requiresAdminApproval: boolean;
        adminApproved: boolean | null;
        isExpired: boolean;
        offerAmount: number;
        counterOfferAmount: number | null;
        counterOfferCount: number;
        counterQuote: components['schemas']['CounterQuote'] | null;
        serviceFeeRate: number;
        platformFee: number;
        totalAmount: number;
        createdAt: string;
        buyer: {
          companyName: string | null;
          user: {
            firstName: string;
            lastName: string;
            email: string | null;
            phone: string | null;
          };
        };
        performer: {
          /** Format: uuid */
          id: string;
          stageName: string;
          city: string | null;
          state: string | null;
          user: {
            firstName: string;
            lastName: string;
            email: string | null;
            phone: string | null;
          };
        };
        validation: {
          canAccept: boolean;
          canCounterOffer: boolean;
          canReject: boolean;
        };
        overlapsBooking: components['schemas']['OverlappingBooking'] | null;
        calendarConflict: {
          date: string;
          message: string;
        } | null;
        _contactRedaction: {
          isRedacted: boolean;
          message: string | null;
        };
        waitingMinutes: number;
      }[];
      total: number;
      nextCursor: string | null;
    };
    OfferStatusResponse: {
      /** @enum {string} */
      status:
        | 'PENDING_ADMIN_APPROVAL'
        | 'PENDING'
        | 'COUNTER_OFFER'
        | 'ACCEPTED'
        | 'PAID'
        | 'COMPLETED'
        | 'PAID_OUT'
        | 'REJECTED'
        | 'EXPIRED'
        | 'CANCELLED';
    };
    ReviewsToWrite: {
      bookings: {
        /** Format: uuid */
        offerId: string;
        eventName: string;
        eventDate: string;
        eventTime: string;
        venueTimeZone: string;
        /** @enum {string} */
        role: 'buyer' | 'performer';
        counterpart: string;
        closesAt: string;
      }[];
    };
    OfferReviews: {
      /** @enum {string} */
      role: 'buyer' | 'performer';
      window: {
        /** @enum {string} */
        state: 'not_booked' | 'not_yet' | 'open' | 'closed';
        opensAt: string;
        closesAt: string;
      };
      canReview: boolean;
      mine: components['schemas']['BookingReview'] | null;
      theirs: components['schemas']['BookingReview'] | null;
    };
    BookingReview: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      authorRole: 'buyer' | 'performer';
      authorName: string;
      rating: number;
      body: string;
      createdAt: string;
      publishedAt: string | null;
      hidden: boolean;
      reply: {
        body: string;
        createdAt: string;
      } | null;
    };
    ReviewReportCreated: {
      /** Format: uuid */
      id: string;
      /** @constant */
      status: 'open';
    };
    AdminReviewReportList: {
      reports: components['schemas']['AdminReviewReport'][];
    };
    AdminReviewReport: {
      /** Format: uuid */
      id: string;
      reason: string;
      /** @enum {string} */
      status: 'open' | 'hidden' | 'kept';
      createdAt: string;
      reporterName: string;
      /** Format: uuid */
      performerId: string;
      performerName: string;
      review: {
        /** Format: uuid */
        id: string;
        authorName: string;
        rating: number;
        body: string;
        createdAt: string;
        verifiedBooking: boolean;
        reply: {
          body: string;
          createdAt: string;
        } | null;
        hidden: boolean;
      };
    };
    PaymentVerification: {
      /** Format: uuid */
      offerId: string;
      /** @enum {string} */
      status:
        | 'PENDING_ADMIN_APPROVAL'
        | 'PENDING'
        | 'COUNTER_OFFER'
        | 'ACCEPTED'
        | 'PAID'
        | 'COMPLETED'
        | 'PAID_OUT'
        | 'REJECTED'
        | 'EXPIRED'
        | 'CANCELLED';
      eventName: string;
      eventDate: string;
      eventTime: string;
      venueName: string;
      venueCity: string;
      venueState: string;
      venueTimeZone: string;
      totalPaidAmount: number;
      performer: {
        stageName: string;
        user: {
          firstName: string;
          lastName: string;
          email: string | null;
          phone: string | null;
        };
      };
    };
    SubscriptionVerifyResponse: {
      tier: string;
      /** @constant */
      status: 'active';
    };
    SubscriptionState: {
      tier: string;
      /** @enum {string} */
      status: 'none' | 'active' | 'past_due' | 'cancelling' | 'ended';
      billingInterval: ('monthly' | 'yearly') | null;
      priceCents: number | null;
      currentPeriodStart: string | null;
      currentPeriodEnd: string | null;
      scheduledTier: string | null;
      scheduledBillingInterval: ('monthly' | 'yearly') | null;
      nextAttemptAt: string | null;
      canResume: boolean;
      message: string;
    };
    ContactResponse: {
      /** Format: uuid */
      id: string;
      /** @constant */
      status: 'received';
      message: string;
    };
    TourListResponse: {
      tours: components['schemas']['Tour'][];
      nextCursor: string | null;
    };
    Tour: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      performerId: string;
      name: string;
      startDate: string;
      endDate: string;
      stops: {
        /** Format: uuid */
        id: string;
        position: number;
        city: string;
        state: string;
        lat: number;
        lng: number;
        date: string;
        isFixedDate: boolean;
        venueId: string | null;
      }[];
      createdAt: string;
      updatedAt: string;
    };
    OpportunitiesResponse: {
      /** @constant */
      success: true;
      data: {
        opportunities: components['schemas']['RoutingOpportunity'][];
      };
    };
    RoutingOpportunity: {
      /** Format: uuid */
      venueId: string;
      venueName: string;
      city: string;
      state: string;
      lat?: number;
      lng?: number;
      distance: number;
      estimatedFee: number;
      suggestedDate: string;
      /** @enum {string} */
      confidence: 'HIGH' | 'MEDIUM' | 'LOW';
      score: number;
      /** Format: uuid */
      performerId: string;
      performerName: string;
      /** Format: uuid */
      tourId: string;
      tourName: string;
      betweenCities: [string, string];
    };
    NotifyResponse: {
      /** @constant */
      success: true;
      data: {
        notifiedVenues: number;
        alreadyNotified: number;
      };
    };
    OptimizeResponse: {
      /** @constant */
      success: true;
      data: {
        /** Format: uuid */
        tourId: string;
        routeSegments: {
          fromCity: string;
          toCity: string;
          distance: number;
        }[];
        totalDistance: number;
        originalDistance: number;
        savedDistance: number;
        stops: {
          /** Format: uuid */
          stopId: string;
          city: string;
          state: string;
          date: string;
        }[];
        persisted: boolean;
      };
    };
    CostsResponse: {
      /** @constant */
      success: true;
      data: components['schemas']['CostEstimate'];
    };
    CostEstimate: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      tourId: string;
      totalDistance: number;
      totalEstimatedCost: number;
      estimatedFuelCost: number;
      estimatedAccommodationCost: number;
      estimatedFoodCost: number;
      potentialRevenue: number;
      estimatedProfit: number;
      profitMargin: number;
      /** @enum {string} */
      profitMarginBadge: 'Highly Profitable' | 'Moderately Profitable' | 'Consider Route Optimization';
      createdAt: string;
    };
    CostHistoryResponse: {
      /** @constant */
      success: true;
      data: {
        estimates: components['schemas']['CostEstimate'][];
      };
    };
    VenueNotificationListResponse: {
      notifications: components['schemas']['VenueNotification'][];
    };
    VenueNotification: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      performerId: string;
      performerName: string;
      routeName: string;
      /** Format: uuid */
      tourId: string;
      /** Format: uuid */
      venueId: string;
      venueName: string;
      city: string;
      state: string;
      showDate: string;
      estimatedFee: number;
      distance: number;
      /** @enum {string} */
      status: 'active' | 'booked' | 'dismissed';
      createdAt: string;
    };
    DashboardResponse:
      | components['schemas']['BuyerDashboard']
      | components['schemas']['PerformerDashboard']
      | components['schemas']['AdminDashboard']
      | components['schemas']['EmptyDashboard'];
    BuyerDashboard: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      role: 'buyer';
      stats: {
        totalSpent: number;
        totalCharged: number;
        totalRefunded: number;
        upcomingCount: number;
        pendingCount: number;
        actionNeededCount: number;
      };
      upcomingBookings: components['schemas']['DashboardOffer'][];
      pendingOffers: components['schemas']['DashboardOffer'][];
    };
    DashboardOffer: {
      /** Format: uuid */
      id: string;
      eventName: string;
      eventDate: string;
      eventTime: string;
      venueName: string;
      venueCity: string;
      venueState: string;
      venueTimeZone: string;
      /** @enum {string} */
      status:
        | 'PENDING_ADMIN_APPROVAL'
        | 'PENDING'
        | 'COUNTER_OFFER'
        | 'ACCEPTED'
        | 'PAID'
        | 'COMPLETED'
        | 'PAID_OUT'
        | 'REJECTED'
        | 'EXPIRED'
        | 'CANCELLED';
      amount: number;
      counterOfferAmount: number | null;
      counterpart: string;
      needsAction: boolean;
      expirationStatus: {
        isExpired: boolean;
        hoursLeft: number | null;
        warningMessage: string | null;
        /** @enum {string} */
        urgencyLevel: 'high' | 'medium' | 'low';
      };
    };
    PerformerDashboard: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      role: 'performer';
      stats: {
        incomingCount: number;
        upcomingCount: number;
      };
      earnings: {
        booked: number;
        inEscrow: number;
        paidOut: number;
        commission: number;
      };
      incomingOffers: components['schemas']['DashboardOffer'][];
      upcomingGigs: components['schemas']['DashboardOffer'][];
      recentPayouts: {
        /** Format: uuid */
        offerId: string;
        eventName: string;
        amount: number;
        paidAt: string;
      }[];
    };
    AdminDashboard: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      role: 'admin';
      stats: {
        pendingApprovalCount: number;
      };
    };
    EmptyDashboard: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      role: 'none';
    };
    AdminThemeResponse: {
      pack: string;
      overrides: {
        colors?: {
          background?: string;
          surface?: string;
          surfaceAlt?: string;
          text?: string;
          textMuted?: string;
          primary?: string;
          onPrimary?: string;
          accent?: string;
          onAccent?: string;
          border?: string;
          success?: string;
          warning?: string;
          danger?: string;
          focus?: string;
        };
        fonts?: {
          /** @enum {string} */
          body?: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
          /** @enum {string} */
          heading?: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
        };
        logo?: {
          text?: string;
          imageUrl?: string | null;
        };
      };
      theme: {
        id: string;
        name: string;
        /** @enum {string} */
        mode: 'light' | 'dark';
        colors: {
          background: string;
          surface: string;
          surfaceAlt: string;
          text: string;
          textMuted: string;
          primary: string;
          onPrimary: string;
          accent: string;
          onAccent: string;
          border: string;
          success: string;
          warning: string;
          danger: string;
          focus: string;
        };
        fonts: {
          /** @enum {string} */
          body: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
          /** @enum {string} */
          heading: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
        };
        radii: {
          sm: number;
          md: number;
          lg: number;
          pill: number;
        };
        spacing: {
          unit: number;
        };
        logo: {
          text: string;
          imageUrl: string | null;
        };
      };
      availablePacks: {
        id: string;
        name: string;
        theme: {
          id: string;
          name: string;
          /** @enum {string} */
          mode: 'light' | 'dark';
          colors: {
            background: string;
            surface: string;
            surfaceAlt: string;
            text: string;
            textMuted: string;
            primary: string;
            onPrimary: string;
            accent: string;
            onAccent: string;
            border: string;
            success: string;
            warning: string;
            danger: string;
            focus: string;
          };
          fonts: {
            /** @enum {string} */
            body: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
            /** @enum {string} */
            heading: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
          };
          radii: {
            sm: number;
            md: number;
            lg: number;
            pill: number;
          };
          spacing: {
            unit: number;
          };
          logo: {
            text: string;
            imageUrl: string | null;
          };
        };
      }[];
    };
    AdminTiersResponse: {
      buyerTiers: components['schemas']['BuyerTierConfig'][];
      performerTiers: components['schemas']['PerformerTierConfig'][];
      paymentProcessing: {
        rateBps: number;
        fixedCents: number;
      };
      payoutDelayDays: number;
    };
    AdminEmbedsResponse: {
      publishableKey: string;
      origins: string[];
      scriptBase: string;
      signupTier: ('GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE') | null;
      /** @enum {string} */
      effectiveSignupTier: 'GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE';
    };
    AdminPerformerList: {
      performers: components['schemas']['AdminPerformer'][];
      total: number;
      totalIsCapped: boolean;
      hasMore: boolean;
      page: number;
    };
    AdminPerformer: {
      /** Format: uuid */
      id: string;
      stageName: string;
      city: string;
      state: string;
      email: string;
      isVetted: boolean;
      isElite: boolean;
      isFeatured: boolean;
      isAvailable: boolean;
      rating: number | null;
      reviewCount: number;
      createdAt: string;
      application: {
        /** Format: uuid */
        id: string;
        /** @enum {string} */
        tier: 'basic' | 'elite';
        /** @enum {string} */
        status: 'pending' | 'approved' | 'rejected';
        submittedAt: string;
        decisionReason: string | null;
      } | null;
    };
    AdminUserList: {
      users: components['schemas']['AdminUser'][];
      total: number;
      totalIsCapped: boolean;
      hasMore: boolean;
      page: number;
    };
    AdminUser: {
      /** Format: uuid */
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      /** @enum {string} */
      role: 'BUYER' | 'PERFORMER' | 'ADMIN' | 'OPERATOR';
      /** @enum {string} */
      subscriptionTier: 'GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE';
      createdAt: string;
    };
    AuditList: {
      entries: components['schemas']['AuditEntry'][];
      total: number;
      totalIsCapped: boolean;
      hasMore: boolean;
      page: number;
    };
    AuditEntry: {
      /** Format: uuid */
      id: string;
      actor: {
        /** Format: uuid */
        id: string;
        email: string;
      };
      action: string;
      target: string;
      before: unknown;
      after: unknown;
      createdAt: string;
    };
    AdminLogo: {
      logo: components['schemas']['TenantLogo'] | null;
    };
    OperatorTenantList: {
      tenants: components['schemas']['OperatorTenant'][];
      total: number;
      totalIsCapped: boolean;
      hasMore: boolean;
      page: number;
    };
    OperatorTenant: {
      /** Format: uuid */
      id: string;
      slug: string;
      name: string;
      /** @enum {string} */
      status: 'active' | 'suspended';
      isDefault: boolean;
      domains: string[];
      createdAt: string;
      counts: {
        users: number;
        performers: number;
        offers: number;
      };
    };
    CreateTenantResponse: {
      tenant: components['schemas']['OperatorTenant'];
      inviteUrl: string;
      inviteExpiresAt: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The database is down (same body, `status: degraded`) */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A malformed request */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLiveness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Liveness'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A malformed request */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Readiness'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not ready (same body, `status: not_ready`) */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A malformed request */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A malformed request */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiReference: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reference page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A malformed request */
      '4XX': {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApiReferenceAsset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        asset: 'swagger-ui.css' | 'swagger-ui-bundle.js' | 'init.js';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/css': string;
          'application/javascript': string;
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  receiveStripeWebhook: {
    parameters: {
      query?: never;
      header?: {
        'stripe-signature'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: string;
          type: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookAnswer'];
        };
      };
      /** @description Missing or wrong signature, or a stale event */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Stripe payments are not configured */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Payload too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  returnFromCheckout: {
    parameters: {
      query?: {
        session_id?: string;
        cancelled?: '1';
      };
      header?: never;
      path: {
        tenantId: string;
        offerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description To the return page */
      302: {
        headers: {
          /** @description Where the buyer goes next */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No payment session found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other answer is an error */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getLocalCheckoutPageMoved: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The same session’s page at its new address */
      308: {
        headers: {
          /** @description Where the buyer goes next */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other answer is an error */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  payLocalCheckoutMoved: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          cardNumber?: string;
        };
      };
    };
    responses: {
      /** @description The same session’s page at its new address */
      308: {
        headers: {
          /** @description Where the buyer goes next */
          Location?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
          'text/html': string;
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Any other answer is an error */
      default: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMediaFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tenantId: string;
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image */
      200: {
        headers: {
          /** @description public, max-age=31536000, immutable */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'image/avif': string;
          'image/webp': string;
          'image/png': string;
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such file, or another tenant’s host */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTenant: {
    parameters: {
      query?: {
        theme?: 'flagship' | 'midnight' | 'laugh-factory-blue' | 'velvet-room';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantInfo'];
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current */
      304: {
        headers: {
          /** @description The current entity tag */
          ETag?: string;
          /** @description How long the answer may be reused */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signUp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignUpBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignUpResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The address already has an account (`email_taken`); its owner is e-mailed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many new accounts from this network */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignInBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Wrong e-mail or password */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many failed attempts: wait Retry-After seconds */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMeBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description E-mail already used by another account of this tenant */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetRequestBody'];
      };
    };
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordResetRequested'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many reset requests for this address or from this network */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  confirmPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PasswordResetConfirmBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasswordResetDone'];
        };
      };
      /** @description The token is malformed or unknown at this marketplace (`reset_token_invalid`), or the password too short */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The token expired (`reset_token_expired`), or was used or replaced by a newer one (`reset_token_used`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyEmailBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailVerified'];
        };
      };
      /** @description The token is malformed or unknown at this marketplace (`verification_token_invalid`) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The token expired (`verification_token_expired`), or was used, or the account’s address changed since (`verification_token_used`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  resendVerificationEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerificationEmailSent'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The address is already confirmed (`email_already_verified`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many confirmation e-mails this hour */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationInfo'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown invitation */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invitation used or expired */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          firstName: string;
          lastName: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown invitation */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Email already registered */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Invitation used or expired */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferences'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updatePreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePreferencesBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPreferences'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignOutResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signOutEverywhere: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignOutResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ChangePasswordResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many incorrect current passwords */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOwnPerformer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnPerformer'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateOwnProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PerformerProfileBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnPerformer'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateOwnRates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PerformerRatesBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnPerformer'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  connectPayoutAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutAccountResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider is unavailable */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  applyAsPerformer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PerformerApplicationBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An application for this tier is already open */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOwnCalendar: {
    parameters: {
      query?: {
        month?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnCalendar'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  addAvailabilityBlock: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @constant */
              kind: 'date';
              /** Format: date */
              date: string;
              startTime?: string;
              endTime?: string;
              note?: string;
            }
          | {
              /** @constant */
              kind: 'weekly';
              weekday: number;
              startTime?: string;
              endTime?: string;
              note?: string;
            };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AvailabilityBlock'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No room: 100 blocks and weekly rules in all, 21 of them weekly (availability_limit_reached) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removeAvailabilityBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such block of this performer */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rotateCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            feedUrl: string;
          };
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPerformerAvailability: {
    parameters: {
      query?: {
        month?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicAvailability'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The calendar */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No feed at this address (rotated, or never was) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many feeds being rendered in this process, or for this marketplace (Retry-After) */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOwnMedia: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PerformerMediaSet'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/octet-stream': string;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Photo'];
        };
      };
      /** @description A damaged or incomplete image, or one outside the bounds: more than 40 megapixels, over 10000 pixels wide or high, a long side over 3 times the short one, or too large to decode whole */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The profile already holds the most photos it may */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Larger than 15 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a JPEG, PNG, WebP or readable HEIF image, whatever its name or type says */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many images being processed in this process, or for this marketplace (Retry-After); nothing is stored */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  orderPhotos: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PhotoOrderBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PerformerMediaSet'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The list does not name each of the performer’s photos exactly once */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setMainPhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PerformerMediaSet'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such photo of this performer */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  addVideo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VideoLinkBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PerformerMediaSet'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The video is already there, or the profile holds the most videos it may */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removeOwnMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PerformerMediaSet'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such media of this performer */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPerformers: {
    parameters: {
      query?: {
        query?: string;
        city?: string;
        state?:
          | 'AL'
          | 'AK'
          | 'AZ'
          | 'AR'
          | 'CA'
          | 'CO'
          | 'CT'
          | 'DE'
          | 'FL'
          | 'GA'
          | 'HI'
          | 'ID'
          | 'IL'
          | 'IN'
          | 'IA'
          | 'KS'
          | 'KY'
          | 'LA'
          | 'ME'
          | 'MD'
          | 'MA'
          | 'MI'
          | 'MN'
          | 'MS'
          | 'MO'
          | 'MT'
          | 'NE'
          | 'NV'
          | 'NH'
          | 'NJ'
          | 'NM'
          | 'NY'
          | 'NC'
          | 'ND'
          | 'OH'
          | 'OK'
          | 'OR'
          | 'PA'
          | 'RI'
          | 'SC'
          | 'SD'
          | 'TN'
          | 'TX'
          | 'UT'
          | 'VT'
          | 'VA'
          | 'WA'
          | 'WV'
          | 'WI'
          | 'WY'
          | 'DC'
          | 'PR'
          | 'GU'
          | 'VI'
          | 'AS'
          | 'MP';
        genres?: string;
        isVetted?: 'true' | 'false';
        cleanContent?: 'true' | 'false';
        availableOn?: string;
        sortBy?: 'featured' | 'rating' | 'price-low' | 'price-high' | 'newest';
        limit?: number;
        /** @description Numbered pages reach the first 1,000 results (the result window): `(page − 1) × limit + limit ≤ 1,000`, else a 400 naming `page`: search or filter instead. */
        page?: number;
        after?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PerformerListResponse'];
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current */
      304: {
        headers: {
          /** @description The current entity tag */
          ETag?: string;
          /** @description How long the answer may be reused */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getPerformer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PerformerProfile'];
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current */
      304: {
        headers: {
          /** @description The current entity tag */
          ETag?: string;
          /** @description How long the answer may be reused */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPerformerReviews: {
    parameters: {
      query?: {
        after?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PerformerReviewsPage'];
        };
      };
      /** @description Not modified: the `If-None-Match` ETag is still current */
      304: {
        headers: {
          /** @description The current entity tag */
          ETag?: string;
          /** @description How long the answer may be reused */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTiers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TiersResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  calculateFees: {
    parameters: {
      query: {
        offerAmount: number;
        venueType?:
          | 'COMEDY_CLUB'
          | 'THEATER'
          | 'CORPORATE'
          | 'PRIVATE_EVENT'
          | 'FESTIVAL'
          | 'COLLEGE'
          | 'CRUISE'
          | 'CASINO'
          | 'OTHER';
        isMultiNight?: 'true' | 'false';
        numberOfNights?: number;
        tier?: 'GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FeeResult'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        unread?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationListResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  markNotificationRead: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationItem'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Notification not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  markAllNotificationsRead: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationsMarkedResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the call safe to retry: the same key (same user) answers the first status and body again (header `Idempotent-Replayed: true`) without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . : */
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OfferDraft'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Present when this is the stored answer of an earlier call with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateOfferResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Only buyers make offers */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown performer */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The performer cannot take it: `performer_unavailable` (not taking bookings) or `performer_unavailable_at_time` (the time is blocked in their calendar) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used for another request (another route or body) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMyOffers: {
    parameters: {
      query?: {
        limit?: number;
        after?: string;
        status?:
          | 'all'
          | 'pending'
          | 'accepted'
          | 'declined'
          | 'expired'
          | 'PENDING_ADMIN_APPROVAL'
          | 'PENDING'
          | 'COUNTER_OFFER'
          | 'ACCEPTED'
          | 'PAID'
          | 'COMPLETED'
          | 'PAID_OUT'
          | 'REJECTED'
          | 'EXPIRED'
          | 'CANCELLED';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyOffersResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferDetails'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a party to this offer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  respondToOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the call safe to retry: the same key (same user) answers the first status and body again (header `Idempotent-Replayed: true`) without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . : */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RespondBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Present when this is the stored answer of an earlier call with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswerResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this offer’s performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Wrong state, or a lost race */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used for another request (another route or body) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  counterOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the call safe to retry: the same key (same user) answers the first status and body again (header `Idempotent-Replayed: true`) without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . : */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CounterOfferBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Present when this is the stored answer of an earlier call with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CounterOfferResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this offer’s performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Maximum counter-offers reached */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used for another request (another route or body) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  answerCounterOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the call safe to retry: the same key (same user) answers the first status and body again (header `Idempotent-Replayed: true`) without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . : */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CounterResponseBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Present when this is the stored answer of an earlier call with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferAnswerResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this offer’s buyer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No counter-offer to answer */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used for another request (another route or body) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  quoteCancellation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CancellationQuote'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a party to this offer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the call safe to retry: the same key (same user) answers the first status and body again (header `Idempotent-Replayed: true`) without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . : */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotesBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Present when this is the stored answer of an earlier call with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CancelOfferResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a party to this offer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Wrong state, or a lost race */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used for another request (another route or body) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startCheckout: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the call safe to retry: the same key (same user) answers the first status and body again (header `Idempotent-Replayed: true`) without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . : */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckoutBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Present when this is the stored answer of an earlier call with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Only the buyer pays for an offer; or the buyer’s e-mail address is not confirmed yet (`email_unverified`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The offer is not accepted (not yet, or already paid, expired, cancelled) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used for another request (another route or body) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider is unavailable */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPendingApprovals: {
    parameters: {
      query?: {
        limit?: number;
        after?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PendingApprovalsResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  approveOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the call safe to retry: the same key (same user) answers the first status and body again (header `Idempotent-Replayed: true`) without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . : */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotesBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Present when this is the stored answer of an earlier call with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferStatusResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not waiting for approval */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used for another request (another route or body) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rejectOffer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the call safe to retry: the same key (same user) answers the first status and body again (header `Idempotent-Replayed: true`) without redoing anything, for 24 hours. 8-200 of letters, digits, - _ . : */
        'idempotency-key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotesBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Present when this is the stored answer of an earlier call with the same Idempotency-Key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferStatusResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not waiting for approval */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The Idempotency-Key was already used for another request (another route or body) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listReviewsToWrite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewsToWrite'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOfferReviews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferReviews'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not the buyer or the performer of this booking */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OfferReviews'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not the buyer or the performer of this booking */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Offer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a paid booking, before the event ended, after the window closed, or already reviewed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  replyToReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewReplyBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookingReview'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not the performer this review is about */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Review not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not published yet, or already replied */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  reportReview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewReportBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewReportCreated'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Review not found (or not visible to you) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Already reported by you */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listReviewReports: {
    parameters: {
      query?: {
        status?: 'open' | 'hidden' | 'kept';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReviewReportList'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  decideReviewReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewReportDecision'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReviewReport'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Report not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Already decided */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  verifyLocalPayment: {
    parameters: {
      query: {
        session_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentVerification'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No payment session found, or the provider is not configured */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment is not completed (yet), or (code payment_refunded) the offer could not take it and it was refunded in full */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider is unavailable */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  verifyStripePayment: {
    parameters: {
      query: {
        session_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentVerification'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No payment session found, or the provider is not configured */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment is not completed (yet), or (code payment_refunded) the offer could not take it and it was refunded in full */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider is unavailable */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  changeSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpgradeBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpgradeResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Only buyers have plans */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Already on this plan */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider is unavailable */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  verifySubscription: {
    parameters: {
      query: {
        session_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionVerifyResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No payment session found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment is not completed, or it was refunded: a newer plan change had closed its checkout */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider answered with an error */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The payment provider is unavailable */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  currentSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionState'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionState'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Only buyers have plans */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No paid plan to cancel */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  resumeSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriptionState'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Only buyers have plans */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Nothing to undo, or the period has ended */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  sendContactMessage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many messages from this network */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTours: {
    parameters: {
      query?: {
        limit?: number;
        after?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TourListResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Only performers have tours */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer profile not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTour: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TourBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tour'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Only performers have tours */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTour: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tour'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this tour’s performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Tour not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateTour: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TourBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tour'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this tour’s performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Tour not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteTour: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this tour’s performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Tour not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  findRoutingOpportunities: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OpportunitySearchBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpportunitiesResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  notifyVenues: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RoutingSearchBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotifyResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Only performers and admins notify venues */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The search workers are busy or the search is over its time budget (Retry-After) */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  optimizeTour: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tourId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['OptimizeBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OptimizeResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this tour’s performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Tour not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many optimisations running for this agency (Retry-After) */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Over its time budget, or the optimiser is busy or restarting (Retry-After) */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  estimateTourCosts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CostsBody'];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CostsResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this tour’s performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Tour not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTourCosts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tourId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CostHistoryResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this tour’s performer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Tour not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listVenueNotifications: {
    parameters: {
      query?: {
        status?: 'active' | 'booked' | 'dismissed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VenueNotificationListResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateVenueNotification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VenueNotificationUpdateBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VenueNotification'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not this venue’s buyer */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Notification not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed from its status */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getDashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminTheme: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminThemeResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateAdminTheme: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          pack: 'flagship' | 'midnight' | 'laugh-factory-blue' | 'velvet-room';
          overrides: {
            colors?: {
              background?: string;
              surface?: string;
              surfaceAlt?: string;
              text?: string;
              textMuted?: string;
              primary?: string;
              onPrimary?: string;
              accent?: string;
              onAccent?: string;
              border?: string;
              success?: string;
              warning?: string;
              danger?: string;
              focus?: string;
            };
            fonts?: {
              /** @enum {string} */
              body?: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
              /** @enum {string} */
              heading?: 'system' | 'humanist' | 'geometric' | 'serif' | 'slab' | 'mono' | 'condensed';
            };
            logo?: {
              text?: string;
              imageUrl?: string | null;
            };
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminThemeResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminSiteContent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SiteContent'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateAdminSiteContent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SiteContent'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SiteContent'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminTiers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTiersResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateBuyerTier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tier: 'GUEST' | 'BASIC' | 'ELITE' | 'ENTERPRISE';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          monthlyPrice?: number;
          yearlyPrice?: number | null;
          serviceFeeBps?: number;
          adminApprovalRequired?: boolean;
          features?: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTiersResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updatePerformerTier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        tier: 'basic' | 'elite';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          monthlyPrice?: number;
          commissionBps?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTiersResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateFeeSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          processingFeeBps?: number;
          processingFixedCents?: number;
          payoutDelayDays?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTiersResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminEmbeds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmbedsResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  replaceEmbedOrigins: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          origins: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmbedsResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  addEmbedOrigin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmbedOriginBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmbedsResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Already allowed, or too many origins */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removeEmbedOrigin: {
    parameters: {
      query: {
        origin: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmbedsResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setEmbedSignupTier: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmbedSignupTierBody'];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmbedsResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rotatePublishableKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmbedsResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAdminPerformers: {
    parameters: {
      query?: {
        filter?: 'all' | 'pending' | 'vetted' | 'unvetted' | 'elite' | 'featured';
        query?: string;
        /** @description 20 results a page: pages 1–50 reach the first 1,000 results (the result window, `page × 20 ≤ 1,000`); past them a 400 naming `page`: search or filter instead. */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPerformerList'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateAdminPerformer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          isVetted?: boolean;
          isElite?: boolean;
          isFeatured?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPerformer'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Performer not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  decideApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @constant */
              decision: 'approve';
              reason?: string;
            }
          | {
              /** @constant */
              decision: 'reject';
              reason: string;
            };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPerformer'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Application not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Already decided, or the applicant has no performer profile */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAdminUsers: {
    parameters: {
      query?: {
        role?: 'BUYER' | 'PERFORMER' | 'ADMIN' | 'OPERATOR';
        query?: string;
        /** @description 20 results a page: pages 1–50 reach the first 1,000 results (the result window, `page × 20 ≤ 1,000`); past them a 400 naming `page`: search or filter instead. */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserList'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAudit: {
    parameters: {
      query?: {
        actor?: string;
        action?: string;
        from?: string;
        to?: string;
        /** @description 50 results a page: pages 1–20 reach the first 1,000 results (the result window, `page × 50 ≤ 1,000`); past them a 400 naming `page`: search or filter instead. */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditList'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLogo'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadAdminLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/octet-stream': string;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLogo'];
        };
      };
      /** @description A damaged or incomplete image, or one outside the bounds: more than 25 megapixels, over 10000 pixels wide or high, a long side over 10 times the short one, or too large to decode whole */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Larger than 5 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not a JPEG, PNG or WebP image, whatever its name or type says */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Too many images being processed in this process, or for this marketplace (Retry-After); the logo is unchanged */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removeAdminLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLogo'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removePerformerMedia: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        mediaId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PerformerMediaSet'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No such performer, or no such media of theirs */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTenants: {
    parameters: {
      query?: {
        /** @description 50 results a page: pages 1–20 reach the first 1,000 results (the result window, `page × 50 ≤ 1,000`); past them a 400 naming `page`: search or filter instead. */
        page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorTenantList'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTenant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          slug: string;
          name: string;
          /** @default [] */
          domains?: string[];
          /** Format: email */
          adminEmail: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateTenantResponse'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown tenant (host or key), or unknown resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Slug or domain already taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setTenantStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'suspended';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OperatorTenant'];
        };
      };
      /** @description Invalid input; `error.fields` names each invalid field (path, query, header or body) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Missing, invalid, expired or signed-out token, or an unknown publishable key */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Not allowed for this user, or the page’s Origin is not allowed for this publishable key */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Tenant not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The default tenant cannot be suspended */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The body is not application/json */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The tenant is suspended */
      423: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description An unexpected failure on our side (logged; never part of normal use) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Briefly unavailable (database or a busy worker); `Retry-After` says when to try again */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After': string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
