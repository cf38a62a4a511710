import { cssVariablesBlock, type ThemeTokens } from 'theme-packs';
import { formatEventDateTime } from '../contract/dates';
import { formatUsd } from '../domain/money';
import { LOCAL_TEST_CARDS, localCheckoutPath, type LocalSession } from './localGateway';

/**
 * The page's own policy: no script at all, styles only inline, images from this site or https (a
 * tenant's logo), the form posting only here, never framed.
 */
export const CHECKOUT_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The policy for a page whose payment sends the buyer back to another origin (an agency's page
 * with the widget): browsers hold the redirect after a form post to `form-action` too, so that
 * one origin (an allowed embed origin, checked when the checkout was asked for) is added to it.
 */
export function checkoutPageCsp(pageOrigin: string, returnUrl: string): string {
  let returnOrigin: string | null = null;
  try {
    const url = new URL(returnUrl);
    if (url.protocol === 'https:' || url.protocol === 'http:') returnOrigin = url.origin;
  } catch {
    returnOrigin = null;
  }
  if (!returnOrigin || returnOrigin === pageOrigin) return CHECKOUT_PAGE_CSP;
  return CHECKOUT_PAGE_CSP.replace("form-action 'self'", `form-action 'self' ${returnOrigin}`);
}

/** What the buyer pays for, when the session is an offer's (a subscription change has none). */
export interface CheckoutOfferDetails {
  eventName: string;
  eventDate: string;
  eventTime: string;
  venueName: string;
  venueCity: string;
  venueState: string;
  venueTimeZone: string;
  subtotalCents: number;
  platformFeeCents: number;
}

export interface CheckoutPageView {
  session: LocalSession;
  /** The tenant's name, and its theme with its overrides applied. */
  merchant: string;
  theme: ThemeTokens;
  offer: CheckoutOfferDetails | null;
  error?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The local gateway's hosted checkout page, in the tenant's colours: plain HTML, no scripts, usable by keyboard. */
export function renderCheckoutPage(view: CheckoutPageView): string {
  const { session, merchant, theme } = view;
  const total = formatUsd(session.amountCents);
  return pageShell({
    title: `Pay ${total} — ${merchant}`,
    merchant,
    theme,
    main: `<h1>${escapeHtml(view.offer?.eventName ?? session.description)}</h1>
  ${view.offer ? eventLines(view.offer) : ''}
  ${amounts(session.amountCents, view.offer)}
  ${view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : ''}
  ${session.status === 'open' ? cardForm(session, total) : closed(session)}`,
  });
}

/**
 * What a buyer sees for a checkout link that names no session here (mistyped, cut short, or from
 * before the marketplace's data was reset): the site's own page, in its theme, with a way back.
 */
export function renderMissingCheckoutPage(view: { merchant: string; theme: ThemeTokens; offersUrl: string }): string {
  return pageShell({
    title: `Checkout link not found — ${view.merchant}`,
    merchant: view.merchant,
    theme: view.theme,
    main: `<h1>This checkout link doesn’t work</h1>
  <p>It may be mistyped or cut short. Nothing was charged.</p>
  <p>Open your offers and choose <strong>Pay</strong> on the booking: each payment starts a new secure checkout.</p>
  <p><a class="button" href="${escapeHtml(view.offersUrl)}">Go to my offers</a></p>`,
  });
}

function pageShell(page: { title: string; merchant: string; theme: ThemeTokens; main: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
<style>
${cssVariablesBlock(page.theme)}${STYLES}
</style>
</head>
<body>
<header class="site">${logo(page.theme, page.merchant)}<span class="secure">Secure checkout</span></header>
<main>
  ${page.main}
</main>
<footer>${escapeHtml(page.merchant)} · payments in test mode: no real money moves</footer>
</body>
</html>`;
}

function logo(theme: ThemeTokens, merchant: string): string {
  const text = theme.logo.text || merchant;
  return theme.logo.imageUrl
    ? `<img class="logo" src="${escapeHtml(theme.logo.imageUrl)}" alt="${escapeHtml(text)}">`
    : `<span class="logo">${escapeHtml(text)}</span>`;
}

function eventLines(offer: CheckoutOfferDetails): string {
  const venue = [offer.venueName, [offer.venueCity, offer.venueState].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');
  return `<p class="event">${escapeHtml(formatEventDateTime(offer.eventDate, offer.eventTime, offer.venueTimeZone))}</p>
  <p class="event muted">${escapeHtml(venue)}</p>`;
}

/** Subtotal, fee and total when they add up to what the session charges; else the total alone. */
function amounts(totalCents: number, offer: CheckoutOfferDetails | null): string {
  const parts =
    offer && offer.subtotalCents + offer.platformFeeCents === totalCents
      ? [
          ['Performance fee', formatUsd(offer.subtotalCents)],
          ['Service fee', formatUsd(offer.platformFeeCents)],
        ]
      : [];
  const rows = parts.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`).join('');
  return `<table class="amounts"><caption>What you pay</caption>${rows}<tr class="total"><th scope="row">Total</th><td>${formatUsd(totalCents)}</td></tr></table>`;
}

function cardForm(session: LocalSession, total: string): string {
  const spaced = (digits: string) => digits.replace(/(\d{4})/g, '$1 ').trim();
  return `<form method="post" action="${escapeHtml(localCheckoutPath(session.id))}">
    <label for="card">Card number</label>
    <input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242">
    <div class="pair">
      <div><label for="expiry">Expiry (MM/YY)</label>
      <input id="expiry" name="expiry" autocomplete="cc-exp" required placeholder="12/30"></div>
      <div><label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123"></div>
    </div>
    <button type="submit">Pay ${escapeHtml(total)}</button>
  </form>
  <p class="hint">Test mode: card ${spaced(LOCAL_TEST_CARDS.succeeds)} pays; ${spaced(LOCAL_TEST_CARDS.declines)} is declined.</p>
  <p><a href="${escapeHtml(session.cancelUrl)}">Cancel and go back</a></p>`;
}

function closed(session: LocalSession): string {
  const said = session.status === 'paid' ? 'This checkout is paid.' : `This checkout is ${escapeHtml(session.status)}.`;
  return `<p role="status">${said}</p><p><a class="button" href="${escapeHtml(session.successUrl)}">Continue</a></p>`;
}

const STYLES = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font-family: var(--hl-font-body); background: var(--hl-color-background); color: var(--hl-color-text); line-height: 1.5; }
header.site { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: calc(var(--hl-space-unit) * 4) calc(var(--hl-space-unit) * 6); background: var(--hl-color-surface); border-bottom: 1px solid var(--hl-color-border); }
.logo { font-family: var(--hl-font-heading); font-weight: 800; font-size: 1.25rem; color: var(--hl-color-primary); max-height: 40px; }
.secure { font-size: .875rem; color: var(--hl-color-text-muted); }
main { max-width: 460px; margin: calc(var(--hl-space-unit) * 8) auto; padding: calc(var(--hl-space-unit) * 7); background: var(--hl-color-surface); border: 1px solid var(--hl-color-border); border-radius: var(--hl-radius-lg); }
h1 { font-family: var(--hl-font-heading); font-size: 1.35rem; margin: 0 0 4px; }
.event { margin: 0; } .muted, .hint { color: var(--hl-color-text-muted); }
.amounts { width: 100%; border-collapse: collapse; margin: calc(var(--hl-space-unit) * 5) 0; font-variant-numeric: tabular-nums; }
.amounts caption { text-align: left; font-weight: 700; padding-bottom: 6px; }
.amounts th { text-align: left; font-weight: 400; padding: 6px 0; }
.amounts td { text-align: right; padding: 6px 0; }
.amounts tr + tr th, .amounts tr + tr td { border-top: 1px solid var(--hl-color-border); }
.amounts .total th, .amounts .total td { font-weight: 800; font-size: 1.2rem; }
label { display: block; font-weight: 600; margin: 14px 0 6px; }
input { width: 100%; padding: 10px 12px; font: inherit; color: var(--hl-color-text); background: var(--hl-color-background); border: 1px solid var(--hl-color-border); border-radius: var(--hl-radius-md); }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
button, .button { display: block; margin-top: 20px; width: 100%; padding: 12px; font: inherit; font-weight: 700; text-align: center; text-decoration: none; color: var(--hl-color-on-primary); background: var(--hl-color-primary); border: 0; border-radius: var(--hl-radius-md); cursor: pointer; }
a { color: var(--hl-color-primary); }
button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid var(--hl-color-focus); outline-offset: 2px; }
.error { background: var(--hl-color-surface-alt); color: var(--hl-color-danger); border-left: 4px solid var(--hl-color-danger); padding: 10px 12px; border-radius: var(--hl-radius-sm); margin-top: 12px; }
.hint { font-size: .875rem; margin-top: 16px; }
footer { text-align: center; font-size: .8rem; color: var(--hl-color-text-muted); padding-bottom: 24px; }
`;
