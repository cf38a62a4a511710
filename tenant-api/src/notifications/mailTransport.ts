import nodemailer from 'nodemailer';

/** One message as handed to the transport. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<outbox-row-id@domain>`: the same for every attempt of one outbox row, so duplicates are detectable. */
  messageId: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Resolves with what the server answered; rejects with nodemailer's error (`responseCode`, `code`). */
  send(mail: OutgoingMail): Promise<{ providerMessageId: string | null; response: string | null }>;
  close(): void;
}

/** Connection, greeting and socket timeouts: a hung server fails the attempt (a temporary failure) well within the sending lease. */
export const SMTP_TIMEOUT_MS = 30_000;

/** SMTP through nodemailer, from a URL such as `smtp://user:pass@host:587` or `smtps://…:465`. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // Loopback test servers and local relays often have no certificate for STARTTLS.
    tls: { rejectUnauthorized: !/^smtp:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url) },
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
      return {
        providerMessageId: providerIdFrom(info.response) ?? info.messageId ?? null,
        response: info.response ?? null,
      };
    },
    close() {
      transporter.close();
    },
  };
}

/** Many servers name their queue id in the 250 answer (`250 2.0.0 Ok: queued as 4Bc1x`, `250 OK id=1tX…`). */
export function providerIdFrom(response: string | undefined): string | null {
  if (!response) return null;
  const match = /queued as ([\w.-]+)|\bid=([\w.-]+)/i.exec(response);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * Temporary: 4xx answers, connection and timeout errors, and authentication failures (a
 * configuration problem the operator fixes; the mail must not be lost meanwhile). Permanent: any
 * other 5xx answer (unknown recipient, rejected message).
 */
export function classifySendError(error: unknown): 'temporary' | 'permanent' {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (code === 'EAUTH') return 'temporary';
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return 'permanent';
  return 'temporary';
}

/** Delay before attempt `attempts + 1`: base, 2×, 4×, … capped at six hours. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** The address part of `Name <address>` or a bare address. */
export function parseFrom(from: string): { name: string | null; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1]?.trim() || null, address: match[2]!.trim() };
  return { name: null, address: from.trim() };
}

/** The Message-ID of an outbox row: the same on every attempt, so a duplicate is recognisable. */
export function messageIdFor(outboxId: string, fromAddress: string): string {
  return `<${outboxId}.outbox@${messageIdDomain(fromAddress)}>`;
}

export function messageIdDomain(fromAddress: string): string {
  const domain = fromAddress.split('@')[1]?.trim() ?? '';
  return /^[A-Za-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}
