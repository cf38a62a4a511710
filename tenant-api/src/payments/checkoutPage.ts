import { LOCAL_TEST_CARDS, type LocalSession } from './localGateway';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The local gateway's hosted checkout page: plain HTML, no scripts, usable by keyboard. */
export function renderCheckoutPage(session: LocalSession, options: { error?: string; merchant: string }): string {
  const closed = session.status !== 'open';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(dollars(session.amountCents))} — ${escapeHtml(options.merchant)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5f7; color: #1b1a22; margin: 0; padding: 24px; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 8px 30px rgba(0,0,0,.08); }
  h1 { font-size: 1.1rem; margin: 0 0 4px; } .amount { font-size: 2rem; font-weight: 700; margin: 8px 0 20px; }
  label { display: block; font-weight: 600; margin: 14px 0 6px; } input { width: 100%; box-sizing: border-box; padding: 10px 12px; font-size: 1rem; border: 1px solid #8a8794; border-radius: 8px; }
  button { margin-top: 20px; width: 100%; padding: 12px; font-size: 1rem; font-weight: 700; color: #fff; background: #1f5fd1; border: 0; border-radius: 8px; cursor: pointer; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #1f5fd1; outline-offset: 2px; }
  .error { background: #fdecea; color: #8c1d18; padding: 10px 12px; border-radius: 8px; margin-top: 12px; }
  .hint { font-size: .875rem; color: #55525f; margin-top: 16px; } .muted { color: #55525f; }
</style>
</head>
<body>
<main>
  <p class="muted">${escapeHtml(options.merchant)} · secure test checkout</p>
  <h1>${escapeHtml(session.description)}</h1>
  <p class="amount">${escapeHtml(dollars(session.amountCents))}</p>
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  ${
    closed
      ? `<p role="status">This checkout is ${escapeHtml(session.status)}.</p><p><a href="${escapeHtml(session.successUrl)}">Continue</a></p>`
      : `<form method="post" action="/api/payments/local/checkout/${escapeHtml(session.id)}">
    <label for="card">Card number</label>
    <input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242">
    <label for="expiry">Expiry (MM/YY)</label>
    <input id="expiry" name="expiry" autocomplete="cc-exp" required placeholder="12/30">
    <label for="cvc">CVC</label>
    <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123">
    <button type="submit">Pay ${escapeHtml(dollars(session.amountCents))}</button>
  </form>
  <p class="hint">Test mode: card ${LOCAL_TEST_CARDS.succeeds.replace(/(\d{4})/g, '$1 ').trim()} pays; ${LOCAL_TEST_CARDS.declines
    .replace(/(\d{4})/g, '$1 ')
    .trim()} is declined. No real money moves.</p>
  <p><a href="${escapeHtml(session.cancelUrl)}">Cancel and go back</a></p>`
  }
</main>
</body>
</html>`;
}
