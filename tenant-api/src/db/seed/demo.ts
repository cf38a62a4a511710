import { createHash } from 'node:crypto';
import pg from 'pg';
import { GENRES, PHOTO_WIDTHS, VENUE_TYPES, type Genre } from '../../contract';
import { PORTRAIT_COUNT, PORTRAIT_SIZE, portraitPlaceholder } from '../../media/portraitSet';
import { hashPassword } from '../../auth/passwords';
import { usCities, type City } from './cities';
import {
  CREDITS,
  DUO_NAMES,
  FIRST_NAMES,
  GENRE_BLURBS,
  LAST_NAMES,
  REVIEWER_NAMES,
  REVIEW_LINES,
  STAGE_ACTS,
  STAGE_PREFIXES,
  VENUE_WORDS,
} from './content';
import { seedEmbed } from './embed';
import { SeededRandom } from './random';
import { seedRouting } from './routing';
import { DEMO_AGENCY, DEMO_PASSWORD, FLAGSHIP, type TenantSeed } from './tenants';
import { zoneAt } from '../../domain/timeZones';

export interface SeedOptions {
  /** Overrides every tenant's performer count (tests use small rosters). */
  performersPerTenant?: number;
  tenants?: TenantSeed[];
  /** The clock the seed's dates are relative to. */
  now?: Date;
  /** Benchmarks skip the reviews to load 100,000 performers quickly. */
  withReviews?: boolean;
}

type Row = Record<string, unknown>;

/** Loads the deterministic demo data unless tenants already exist. Returns false when skipped. */
export async function seedDemoIfEmpty(ownerUrl: string, options: SeedOptions = {}): Promise<boolean> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const existing = await client.query('select count(*)::int as n from tenants');
    if (existing.rows[0].n > 0) return false;
    await client.query('begin');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const tenants = options.tenants ?? [FLAGSHIP, DEMO_AGENCY];
    for (const [index, tenant] of tenants.entries()) {
      await seedTenant(client, tenant, new SeededRandom(1000 + index), passwordHash, options);
    }
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function seedTenant(
  client: pg.Client,
  tenant: TenantSeed,
  random: SeededRandom,
  passwordHash: string,
  options: SeedOptions,
): Promise<void> {
  const tenantId = random.uuid();
  const now = options.now ?? new Date();
  await client.query(
    'insert into tenants (id, slug, name, status, is_default, theme_pack, site_content) values ($1, $2, $3, $4, $5, $6, $7)',
    [
      tenantId,
      tenant.slug,
      tenant.name,
      'active',
      tenant.isDefault,
      tenant.themePack,
      tenant.siteContent ? JSON.stringify(tenant.siteContent) : null,
    ],
  );
  for (const domain of tenant.domains) {
    await client.query('insert into tenant_domains (domain, tenant_id) values ($1, $2)', [domain, tenantId]);
  }
  await seedEmbed(client, tenantId, tenant.slug);
  await client.query(`select set_config('app.tenant_id', $1, true)`, [tenantId]);
  await seedTiers(client, tenantId, tenant);

  const accounts = tenant.accounts.map((account) => ({
    tenant_id: tenantId,
    id: random.uuid(),
    email: account.email,
    password_hash: passwordHash,
    first_name: account.firstName,
    last_name: account.lastName,
    role: account.role,
    subscription_tier: account.tier,
    company_name: account.companyName ?? null,
    phone: account.phone ?? null,
    created_at: daysAgo(now, 400),
  }));
  const performerCount = options.performersPerTenant ?? tenant.performerCount;
  const roster = buildRoster(random, tenantId, tenant, performerCount, now, options.withReviews ?? true);
  const demoPerformerAccounts = accounts.filter((account) => account.role === 'PERFORMER');
  const replacedUserIds = new Set<unknown>();
  demoPerformerAccounts.forEach((account, index) => {
    const performer = roster.performers[index];
    if (!performer) return;
    replacedUserIds.add(performer.user_id);
    performer.user_id = account.id;
  });
  const rosterUsers = roster.users.filter((user) => !replacedUserIds.has(user.id));
  await insertRows(client, 'users', [...accounts, ...rosterUsers]);
  await insertRows(client, 'performers', roster.performers);
  await insertRows(client, 'reviews', roster.reviews);
  await insertRows(client, 'performer_media', portraitRows(tenantId, roster.performers));
  await insertRows(client, 'venues', buildVenues(random, tenantId, tenant.venueCount, accounts));
  await seedRouting(
    client,
    tenantId,
    demoPerformerAccounts[0]?.id as string | undefined,
    9000 + tenant.slug.length,
    now,
  );
}

async function seedTiers(client: pg.Client, tenantId: string, tenant: TenantSeed): Promise<void> {
  await insertRows(
    client,
    'buyer_tiers',
    tenant.buyerTiers.map((tier, index) => ({
      tenant_id: tenantId,
      tier: tier.tier,
      name: tier.name,
      monthly_price_cents: tier.monthlyPriceCents,
      yearly_price_cents: tier.yearlyPriceCents,
      service_fee_bps: tier.serviceFeeBps,
      admin_approval_required: tier.adminApprovalRequired,
      features: JSON.stringify(tier.features),
      sort_order: index,
    })),
  );
  await insertRows(
    client,
    'performer_tiers',
    tenant.performerTiers.map((tier, index) => ({
      tenant_id: tenantId,
      tier: tier.tier,
      name: tier.name,
      monthly_price_cents: tier.monthlyPriceCents,
      commission_bps: tier.commissionBps,
      approval_required: tier.approvalRequired,
      features: JSON.stringify(tier.features),
      sort_order: index,
    })),
  );
  await insertRows(client, 'fee_settings', [{ tenant_id: tenantId }]);
}

function buildRoster(
  random: SeededRandom,
  tenantId: string,
  tenant: TenantSeed,
  count: number,
  now: Date,
  withReviews: boolean,
) {
  const cities = usCities();
  const users: Row[] = [];
  const performers: Row[] = [];
  const reviews: Row[] = [];
  const usedNames = new Set<string>();
  for (let index = 0; index < count; index++) {
    const stageName = uniqueStageName(random, usedNames);
    const city = pickCity(random, cities);
    const userId = random.uuid();
    const performerId = random.uuid();
    const genres = pickGenres(random);
    const isElite = random.chance(0.15);
    const performerReviews = withReviews ? buildReviews(random, tenantId, performerId, now) : [];
    const average = performerReviews.length
      ? performerReviews.reduce((sum, review) => sum + (review.rating as number), 0) / performerReviews.length
      : null;
    users.push({
      tenant_id: tenantId,
      id: userId,
      email: `${slugify(stageName)}.${index}@performers.${tenant.slug}.test`,
      password_hash: null,
      first_name: stageName.split(' ')[0],
      last_name: stageName.split(' ').slice(1).join(' ') || 'Act',
      role: 'PERFORMER',
      subscription_tier: 'GUEST',
      company_name: null,
      phone: `+1 555 01${String(index % 100).padStart(2, '0')} ${String(1000 + index).slice(-4)}`,
      created_at: daysAgo(now, random.int(30, 900)),
    });
    const bio = buildBio(random, stageName, genres, city);
    performers.push({
      tenant_id: tenantId,
      id: performerId,
      user_id: userId,
      stage_name: stageName,
      short_bio: random.chance(0.7) ? bio.split('. ')[0] + '.' : null,
      bio,
      base_fee_cents: basePrice(random, isElite),
      rating: average === null ? null : Math.round(average * 10) / 10,
      review_count: performerReviews.length,
      is_available: random.chance(0.85),
      genres,
      profile_image_url: null,
      media: JSON.stringify([]),
      city: city.name,
      state: city.state,
      lat: city.lat,
      lng: city.lng,
      is_featured: random.chance(0.08),
      is_elite: isElite,
      clean_content: genres.includes('Clean') || random.chance(0.35),
      is_vetted: random.chance(0.96),
      response_time_hours: random.pick([2, 4, 6, 12, 24, 24, 36, 48]),
      performer_tier: isElite ? 'elite' : 'basic',
      profile_completed: true,
      is_verified: true,
      rates_configured: true,
      stripe_connected: random.chance(0.8),
      created_at: daysAgo(now, random.int(1, 700)),
    });
    reviews.push(...performerReviews);
  }
  // The first performer belongs to the demo performer account: keep it bookable.
  if (performers[0]) Object.assign(performers[0], { is_vetted: true, is_available: true });
  return { users, performers, reviews };
}

/** Random picks before a taken name gets a number: the name pool holds about 2,500 names. */
const NAME_ATTEMPTS = 50;

function uniqueStageName(random: SeededRandom, used: Set<string>): string {
  let name = '';
  for (let attempt = 0; attempt < NAME_ATTEMPTS; attempt++) {
    const style = random.next();
    name =
      style < 0.7
        ? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
        : style < 0.9
          ? `${random.pick(STAGE_PREFIXES)} ${random.pick(STAGE_ACTS)}`
          : random.pick(DUO_NAMES);
    if (!used.has(name)) break;
  }
  // Rosters larger than the pool (the scale bench's 100,000) number the repeats: "Sam Rivera 2".
  const base = name;
  for (let repeat = 2; used.has(name); repeat++) name = `${base} ${repeat}`;
  used.add(name);
  return name;
}

/** Bigger cities host more performers: pick from the top 150 with a bias toward the top. */
function pickCity(random: SeededRandom, cities: City[]): City {
  const top = Math.min(cities.length, 150);
  return cities[Math.floor(Math.pow(random.next(), 1.6) * top)]!;
}

function pickGenres(random: SeededRandom): Genre[] {
  const primary = random.pick([
    'Comedy',
    'Stand-up',
    'Stand-up',
    'Magic',
    'Variety',
    'Music',
    'Improv',
    'Storytelling',
    'Dance',
  ] as const);
  const extras = random.sample(
    GENRES.filter((genre) => genre !== primary),
    random.int(0, 2),
  );
  return [primary, ...extras];
}

function buildBio(random: SeededRandom, stageName: string, genres: Genre[], city: City): string {
  const specialties = genres.map((genre) => random.pick(GENRE_BLURBS[genre]));
  return [
    `${stageName} brings ${specialties.join(' and ')} to audiences from ${city.name}, ${city.state} and beyond.`,
    random.pick(CREDITS),
    `Available for ${random.pick(['clubs, theaters and private events', 'corporate events and galas', 'festivals, colleges and cruises', 'weddings, parties and fundraisers'])}.`,
  ].join(' ');
}

function basePrice(random: SeededRandom, isElite: boolean): number {
  const dollars = isElite ? random.int(30, 300) * 50 : random.int(5, 80) * 50;
  return dollars * 100;
}

function buildReviews(random: SeededRandom, tenantId: string, performerId: string, now: Date): Row[] {
  const count = Math.floor(Math.pow(random.next(), 2) * 90);
  const skill = random.next();
  return Array.from({ length: count }, () => {
    const roll = random.next() * (0.6 + skill * 0.4);
    const rating = (roll > 0.42 ? 5 : roll > 0.2 ? 4 : roll > 0.08 ? 3 : roll > 0.03 ? 2 : 1) as 1 | 2 | 3 | 4 | 5;
    const writtenAt = daysAgo(now, random.int(1, 600));
    return {
      tenant_id: tenantId,
      id: random.uuid(),
      performer_id: performerId,
      author_name: random.pick(REVIEWER_NAMES),
      rating,
      body: random.pick(REVIEW_LINES[rating]),
      created_at: writtenAt,
      published_at: writtenAt,
    };
  });
}

function buildVenues(random: SeededRandom, tenantId: string, count: number, accounts: Row[]): Row[] {
  const cities = usCities();
  const buyers = accounts.filter((account) => account.role === 'BUYER');
  return Array.from({ length: count }, (_, index) => {
    const city = cities[index % Math.min(cities.length, 200)]!;
    return {
      tenant_id: tenantId,
      id: random.uuid(),
      owner_user_id: buyers.length && index < buyers.length * 3 ? buyers[index % buyers.length]!.id : null,
      name: `${random.pick(VENUE_WORDS)} ${city.name}`,
      venue_type: random.pick(VENUE_TYPES),
      address: `${random.int(10, 9999)} ${random.pick(['Main', 'Broadway', 'Market', 'Oak', 'Elm', 'Center'])} St`,
      city: city.name,
      state: city.state,
      zip: String(random.int(10000, 99999)),
      lat: city.lat + (random.next() - 0.5) * 0.05,
      lng: city.lng + (random.next() - 0.5) * 0.05,
      time_zone: zoneAt(city.lat, city.lng),
      capacity: random.int(50, 2500),
    };
  });
}

/**
 * A generated portrait as each seeded performer's photo (rendered on first request, see
 * media/portraits.ts), except the demo performer account's, which starts without photos.
 */
function portraitRows(tenantId: string, performers: Row[]): Row[] {
  return performers.slice(1).map((performer, index) => {
    const portrait = index % PORTRAIT_COUNT;
    return {
      tenant_id: tenantId,
      id: uuidFrom(`portrait:${performer.id as string}`),
      performer_id: performer.id,
      kind: 'photo',
      position: 0,
      width: PORTRAIT_SIZE.width,
      height: PORTRAIT_SIZE.height,
      widths: [...PHOTO_WIDTHS],
      placeholder: portraitPlaceholder(portrait),
      portrait,
    };
  });
}

/** A stable UUID-shaped id from a text (the seed's own random sequence stays untouched). */
function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Multi-row inserts in chunks below PostgreSQL's 65,535-parameter limit. */
async function insertRows(client: pg.Client, table: string, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const chunkSize = Math.floor(60_000 / columns.length);
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((column) => {
        values.push(row[column] ?? null);
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values);
  }
}

function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
