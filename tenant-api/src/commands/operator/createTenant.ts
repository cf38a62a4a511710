import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CreateTenantBody } from '../../contract';
import type { Orm } from '../../db/orm';
import { pgArrayLiteral } from '../../db/pgArrayLiteral';
import { FLAGSHIP } from '../../db/seed/tenants';
import { inTenant, type TenantEm } from '../../db/tenantScope';
import { AppError, badRequest } from '../../http/errors';
import { newPublishableKey } from '../../http/embedRules';
import { hashInvitationToken, INVITATION_TTL_MS, newInvitationToken } from './invitationToken';

export interface CreatedTenant {
  tenantId: string;
  domains: string[];
  invitationToken: string;
  inviteExpiresAt: Date;
}

type Row = Record<string, any>;

const slugTaken = () =>
  new AppError(409, 'slug_taken', 'This slug is already used by another tenant', {
    slug: 'This slug is already used by another tenant',
  });
const domainTaken = (index: number, domain: string) =>
  new AppError(409, 'domain_taken', `${domain} is already used by a tenant`, {
    [`domains.${index}`]: `${domain} is already used by a tenant`,
  });

/**
 * A new tenant in one transaction: the tenant, its domains and a publishable key (through the
 * narrowly scoped SECURITY DEFINER function of migration 000008), then, under the new tenant's
 * row-level security, copies of the flagship's default tiers and fee settings, its routing rates
 * (column defaults) and a 7-day invitation for its first admin.
 */
export async function createTenant(
  orm: Orm,
  input: z.output<typeof CreateTenantBody>,
  now: Date,
): Promise<CreatedTenant> {
  const domains = input.domains;
  const duplicate = domains.findIndex((domain, index) => domains.indexOf(domain) !== index);
  if (duplicate >= 0) badRequestFor(`domains.${duplicate}`, 'This domain is listed twice');
  const tenantId = randomUUID();
  const invitationToken = newInvitationToken();
  const inviteExpiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  try {
    await inTenant(orm, tenantId, async (em) => {
      await ensureFree(em, input.slug, domains);
      await em.execute(`select operator_create_tenant(?, ?, ?, ?::text[], ?)`, [
        tenantId,
        input.slug,
        input.name,
        pgArrayLiteral(domains),
        newPublishableKey(),
      ]);
      await insertDefaultTiers(em, tenantId);
      await em.execute(`insert into routing_rates (tenant_id) values (?)`, [tenantId]);
      await em.execute(
        `insert into tenant_invitations (tenant_id, id, token_hash, email, role, expires_at) values (?, ?, ?, ?, 'ADMIN', ?)`,
        [tenantId, randomUUID(), hashInvitationToken(invitationToken), input.adminEmail.toLowerCase(), inviteExpiresAt],
      );
    });
  } catch (error) {
    throw (await takenError(orm, input.slug, domains, error)) ?? error;
  }
  return { tenantId, domains, invitationToken, inviteExpiresAt };
}

function badRequestFor(field: string, message: string): never {
  throw badRequest(message, { [field]: message });
}

async function ensureFree(em: TenantEm, slug: string, domains: string[]): Promise<void> {
  const error = await findTaken((sql, params) => em.execute<Row[]>(sql, params), slug, domains);
  if (error) throw error;
}

async function findTaken(
  query: (sql: string, params: unknown[]) => Promise<Row[]>,
  slug: string,
  domains: string[],
): Promise<AppError | null> {
  if ((await query(`select 1 from tenants where slug = ?`, [slug])).length) return slugTaken();
  if (!domains.length) return null;
  const taken = await query(`select domain from tenant_domains where domain = any(?::text[])`, [
    pgArrayLiteral(domains),
  ]);
  const first = domains.findIndex((domain) => taken.some((row) => row.domain === domain));
  return first >= 0 ? domainTaken(first, domains[first]!) : null;
}

/** A race lost on the unique slug or domain indexes is the same 409 as the check before it. */
async function takenError(orm: Orm, slug: string, domains: string[], error: unknown): Promise<AppError | null> {
  if (error instanceof AppError) return null;
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  if (code !== '23505' && !/duplicate key/i.test(String((error as Error)?.message))) return null;
  return findTaken((sql, params) => orm.em.fork().execute<Row[]>(sql, params), slug, domains);
}

/** The flagship's default tiers and fee settings (db/seed/tenants.ts), as the seed inserts them. */
async function insertDefaultTiers(em: TenantEm, tenantId: string): Promise<void> {
  for (const [index, tier] of FLAGSHIP.buyerTiers.entries()) {
    await em.execute(
      `insert into buyer_tiers (tenant_id, tier, name, monthly_price_cents, yearly_price_cents, service_fee_bps,
                                admin_approval_required, features, sort_order)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
      [
        tenantId,
        tier.tier,
        tier.name,
        tier.monthlyPriceCents,
        tier.yearlyPriceCents,
        tier.serviceFeeBps,
        tier.adminApprovalRequired,
        JSON.stringify(tier.features),
        index,
      ],
    );
  }
  for (const [index, tier] of FLAGSHIP.performerTiers.entries()) {
    await em.execute(
      `insert into performer_tiers (tenant_id, tier, name, monthly_price_cents, commission_bps, approval_required,
                                    features, sort_order)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?)`,
      [
        tenantId,
        tier.tier,
        tier.name,
        tier.monthlyPriceCents,
        tier.commissionBps,
        tier.approvalRequired,
        JSON.stringify(tier.features),
        index,
      ],
    );
  }
  await em.execute(`insert into fee_settings (tenant_id) values (?)`, [tenantId]);
}
