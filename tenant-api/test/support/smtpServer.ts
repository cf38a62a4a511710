import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  parsed: ParsedMail;
  envelopeTo: string[];
  outboxId: string;
  user: string | undefined;
}

/** What the server answers at the end of DATA: null accepts, a number refuses with that code. */
export type SmtpBehaviour = (mail: { outboxId: string; to: string[]; attempt: number }) => number | null;

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Every DATA the server saw per outbox id (accepted or refused). */
  attempts: Map<string, number>;
  behaviour: SmtpBehaviour;
  /** Milliseconds the server waits before answering DATA (lets two workers overlap). */
  delayMs: number;
  close(): Promise<void>;
}

export const SMTP_USER = 'mailer';
export const SMTP_PASS = 'mailer-password';

/** A real SMTP server (the `smtp-server` package) on a loopback port; `mailparser` reads what arrives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    received: [],
    attempts: new Map(),
    behaviour: () => null,
    delayMs: 0,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const outboxId = String(parsed.headers.get('x-headliner-outbox-id') ?? '');
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const attempt = (state.attempts.get(outboxId) ?? 0) + 1;
          state.attempts.set(outboxId, attempt);
          if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
          const code = state.behaviour({ outboxId, to, attempt });
          if (code) {
            callback(
              Object.assign(new Error(code < 500 ? 'Try again later' : 'Mailbox unavailable'), { responseCode: code }),
            );
            return;
          }
          state.received.push({ parsed, envelopeTo: to, outboxId, user: session.user as string | undefined });
          callback(null, `Ok: queued as Q${state.received.length}x${attempt}`);
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://${SMTP_USER}:${SMTP_PASS}@127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
