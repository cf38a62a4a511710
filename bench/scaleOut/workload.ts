/**
 * The mixed workload through HAProxy: browse pages, profiles, the tenant's settings, sign-ins, and
 * bookings (a buyer's offer, the performer's accept, payment on the local checkout page, the
 * buyer's verification). Every booking step the client saw succeed is recorded for the invariants.
 */
import { CallFailed, MarketClient, newKey, type Tally } from './client';

export interface TenantActors {
  slug: string;
  host: string;
  buyerEmail: string;
  performerEmail: string;
  adminEmail: string;
}

export const TENANTS: TenantActors[] = [
  {
    slug: 'flagship',
    host: 'localhost',
    buyerEmail: 'buyer.basic@demo.test',
    performerEmail: 'performer@demo.test',
    adminEmail: 'admin@demo.test',
  },
  {
    slug: 'demo-agency',
    host: 'laughlines.test',
    buyerEmail: 'buyer@demo-agency.test',
    performerEmail: 'performer@demo-agency.test',
    adminEmail: 'admin@demo-agency.test',
  },
];

const PASSWORD = 'demo-password';
const CARD_FORM = 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123';

/** What the client knows about one booking it attempted. */
export interface BookingRecord {
  tenant: string;
  createKey: string;
  eventName: string;
  /** Set once the create call answered 201. */
  offerId: string | null;
  accepted: boolean;
  /** The verification answered 200 with status PAID. */
  verified: boolean;
  /** What the verification said was paid (cents). */
  paidCents: number | null;
}

interface Session {
  actors: TenantActors;
  buyer: string;
  performer: string;
  performerId: string;
  profileIds: string[];
}

export async function signIn(client: MarketClient, host: string, email: string): Promise<string> {
  const reply = await client.call(
    'sign-in',
    'POST',
    '/api/auth/signin',
    { host, json: { email, password: PASSWORD } },
    [200],
  );
  return reply.body.token as string;
}

async function openSession(client: MarketClient, actors: TenantActors): Promise<Session> {
  const buyer = await signIn(client, actors.host, actors.buyerEmail);
  const performer = await signIn(client, actors.host, actors.performerEmail);
  const own = await client.call(
    'own-performer',
    'GET',
    '/api/performers/me',
    { host: actors.host, token: performer },
    [200],
  );
  const page = await client.call('browse', 'GET', '/api/performers?limit=50', { host: actors.host }, [200]);
  const profileIds = (page.body.performers as { id: string }[]).map((performer) => performer.id);
  return { actors, buyer, performer, performerId: (own.body.id ?? own.body.performer?.id) as string, profileIds };
}

let slot = 0;
/** Every booking its own 15-minute slot (the performer cannot accept overlapping offers), 200+ days ahead. */
function nextSlot(): { eventDate: string; eventTime: string; performanceLength: number } {
  const index = slot++;
  const day = 200 + Math.floor(index / 56);
  const minutes = 8 * 60 + 15 * (index % 56);
  const eventDate = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  const eventTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { eventDate, eventTime, performanceLength: 15 };
}

async function book(client: MarketClient, session: Session, runId: string, records: BookingRecord[]): Promise<void> {
  const { host } = session.actors;
  const record: BookingRecord = {
    tenant: session.actors.slug,
    createKey: newKey('create'),
    eventName: `scale ${runId} ${records.length + 1}`,
    offerId: null,
    accepted: false,
    verified: false,
    paidCents: null,
  };
  records.push(record);
  const body = {
    performerId: session.performerId,
    eventName: record.eventName,
    ...nextSlot(),
    venueName: 'Hall',
    venueAddress: '1 Main St',
    venueCity: 'Denver',
    venueState: 'CO',
    offerAmount: 150_000,
  };
  const created = await client.call(
    'offer-create',
    'POST',
    '/api/offers/create',
    { host, token: session.buyer, json: body, idempotencyKey: record.createKey },
    [201],
  );
  record.offerId = created.body.offerId as string;
  const accepted = await client.call(
    'offer-accept',
    'PUT',
    `/api/offers/${record.offerId}/respond`,
    { host, token: session.performer, json: { action: 'accept' }, idempotencyKey: newKey('accept') },
    [200],
  );
  record.accepted = true;
  let paymentUrl = accepted.body.paymentUrl as string | null;
  if (!paymentUrl) {
    const checkout = await client.call(
      'checkout-start',
      'POST',
      `/api/offers/${record.offerId}/checkout`,
      { host, token: session.buyer, json: {}, idempotencyKey: newKey('checkout') },
      [200],
    );
    paymentUrl = checkout.body.paymentUrl as string;
  }
  const checkoutPath = new URL(paymentUrl, 'http://x').pathname;
  await client.call('pay', 'POST', checkoutPath, { host, form: CARD_FORM }, [302, 303]);
  const sessionId = checkoutPath.split('/').pop()!;
  const verified = await client.call(
    'verify',
    'GET',
    `/api/payments/verify-local-payment?session_id=${sessionId}`,
    { host, token: session.buyer },
    [200],
  );
  record.verified = verified.body.status === 'PAID';
  record.paidCents = Number(verified.body.totalPaidAmount);
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One step of the mix: 55% browse, 20% profile, 10% tenant settings, 5% sign-in, 10% a booking. */
async function step(client: MarketClient, sessions: Session[], runId: string, records: BookingRecord[]) {
  const session = pick(sessions);
  const host = session.actors.host;
  const roll = Math.random();
  if (roll < 0.55) {
    const page = pick(['', '&sortBy=rating', '&genres=Comedy', '&page=2', '&state=CO']);
    await client.call('browse', 'GET', `/api/performers?limit=24${page}`, { host }, [200]);
  } else if (roll < 0.75) {
    await client.call('profile', 'GET', `/api/performers/${pick(session.profileIds)}`, { host }, [200]);
  } else if (roll < 0.85) {
    await client.call('tenant', 'GET', '/api/tenant', { host }, [200]);
  } else if (roll < 0.9) {
    await signIn(client, host, pick([session.actors.buyerEmail, session.actors.performerEmail]));
  } else {
    await book(client, session, runId, records);
  }
}

export interface WorkloadResult {
  records: BookingRecord[];
  tally: Tally;
}

/** Runs `concurrency` loops of the mix until `until` (epoch ms). A failed call ends its step, not the run. */
export async function runWorkload(options: {
  baseUrl: string;
  tally: Tally;
  concurrency: number;
  until: number;
  runId: string;
}): Promise<WorkloadResult> {
  const client = new MarketClient(options.baseUrl, options.tally);
  const sessions = await Promise.all(TENANTS.map((actors) => openSession(client, actors)));
  const records: BookingRecord[] = [];
  const loop = async () => {
    while (Date.now() < options.until) {
      try {
        await step(client, sessions, options.runId, records);
      } catch (error) {
        if (!(error instanceof CallFailed)) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  client.close();
  return { records, tally: options.tally };
}
