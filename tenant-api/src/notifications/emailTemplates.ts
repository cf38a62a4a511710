import type { ThemeTokens } from 'theme-packs';
import type { NotificationKind } from '../entities/Notification';

/** What a template needs to know about the tenant: its name and its theme's colours and logo text. */
export interface EmailBrand {
  name: string;
  colors: Pick<
    ThemeTokens['colors'],
    'background' | 'surface' | 'text' | 'textMuted' | 'primary' | 'onPrimary' | 'border'
  >;
  logoText: string;
}

/** An outbox row's content: the notification's kind, its title and its body. */
export interface EmailContent {
  kind: NotificationKind | null;
  title: string;
  body: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The subject line of each kind of notification; the tenant's name is prepended by `renderEmail`. */
export const SUBJECTS: Record<NotificationKind, string> = {
  offer_received: 'You have a new booking offer',
  offer_approved: 'Your offer was approved',
  offer_rejected_by_admin: 'Your offer was not approved',
  offer_countered: 'You received a counter-offer',
  offer_accepted: 'Your offer was accepted',
  offer_declined: 'Your offer was declined',
  offer_paid: 'Payment received: the booking is confirmed',
  offer_expiring: 'An offer is about to expire',
  offer_expired: 'An offer has expired',
  offer_cancelled: 'A booking was cancelled',
  payment_refunded: 'Your payment was refunded',
  payout_sent: 'Your payout is on its way',
  approval_requested: 'An offer is waiting for your approval',
  application_approved: 'Your performer application was approved',
  application_rejected: 'About your performer application',
  subscription_receipt: 'Your plan receipt',
  subscription_payment_failed: 'Your plan payment failed',
  subscription_ended: 'Your plan has ended',
  password_reset: 'Reset your password',
  password_changed: 'Your password was changed',
  email_verification: 'Confirm your e-mail address',
  signup_attempt: 'Someone tried to sign up with your e-mail address',
};

const FOOTER = 'You get this e-mail because of your account on';

/** Brand from a resolved theme (theme-packs tokens with the tenant's overrides applied). */
export function brandFrom(tenantName: string, theme: ThemeTokens): EmailBrand {
  return { name: tenantName, colors: theme.colors, logoText: theme.logo.text || tenantName };
}

/** Subject, plain-text part and HTML part of one e-mail, in the tenant's name and colours. Pure. */
export function renderEmail(content: EmailContent, brand: EmailBrand): RenderedEmail {
  return {
    subject: subjectFor(content, brand),
    text: textPart(content, brand),
    html: htmlPart(content, brand),
  };
}

export function subjectFor(content: EmailContent, brand: EmailBrand): string {
  const line = (content.kind && SUBJECTS[content.kind]) || content.title;
  return oneLine(`${brand.name}: ${line}`);
}

function textPart(content: EmailContent, brand: EmailBrand): string {
  return [brand.name, '', content.title, '', content.body, '', '--', `${FOOTER} ${brand.name}.`, ''].join('\n');
}

function htmlPart(content: EmailContent, brand: EmailBrand): string {
  const c = brand.colors;
  const paragraphs = content.body
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px">${linked(escapeHtml(paragraph), c.primary).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:0;background:${color(c.background)};color:${color(c.text)};font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${color(c.background)}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${color(c.surface)};border:1px solid ${color(c.border)};border-radius:8px">
<tr><td style="background:${color(c.primary)};color:${color(c.onPrimary)};padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(brand.logoText)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;color:${color(c.text)}">
<h1 style="margin:0 0 16px;font-size:22px;color:${color(c.text)}">${escapeHtml(content.title)}</h1>
${paragraphs}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:${color(c.textMuted)};border-top:1px solid ${color(c.border)}">${FOOTER} ${escapeHtml(brand.name)}.</td></tr>
</table></td></tr></table>
</body></html>
`;
}

/** http(s) addresses in an escaped body become links (a password reset link must be clickable). */
function linked(escaped: string, linkColor: string): string {
  return escaped.replace(
    /https?:\/\/[^\s<]+/g,
    (url) => `<a href="${url}" style="color:${color(linkColor)}">${url}</a>`,
  );
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Theme colours are validated #rrggbb; anything else (never expected) falls back to black. */
function color(value: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000';
}

/** Header lines must not carry line breaks (header injection). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
