import { z } from 'zod';
import {
  AdminPerformerQuery,
  AdminPerformerUpdate,
  AdminThemeBody,
  AdminUserQuery,
  ApplicationDecision,
  AuditQuery,
  BuyerTierParams,
  BuyerTierUpdate,
  EmbedOriginBody,
  EmbedOriginQuery,
  EmbedOriginsBody,
  EmbedSignupTierBody,
  FeeSettingsUpdate,
  PerformerTierParams,
  PerformerTierUpdate,
} from '../contract';
import { decideApplication, updatePerformerFlags } from '../commands/admin/performers';
import {
  addEmbedOrigin,
  removeEmbedOrigin,
  replaceEmbedOrigins,
  rotatePublishableKey,
  setEmbedSignupTier,
} from '../commands/admin/updateEmbeds';
import { loadTheme, updateTheme } from '../commands/admin/updateTheme';
import { updateBuyerTier, updateFeeSettings, updatePerformerTier } from '../commands/admin/updateTiers';
import { inTenant, type TenantEm } from '../db/tenantScope';
import type { User } from '../entities';
import type { AppContext, AppRouter } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { requireUser } from '../http/session';
import { parseBody, parseParams, parseQuery, refuseBody } from '../http/validate';
import { isTenantAdmin } from '../policies/performers';
import { presentAdminTheme } from '../presenters/adminTheme';
import { listAudit } from '../queries/adminAudit';
import { loadEmbeds } from '../queries/adminEmbeds';
import { listAdminPerformers } from '../queries/adminPerformers';
import { loadAdminTiers } from '../queries/adminTiers';
import { listAdminUsers } from '../queries/adminUsers';
import { siteOrigin } from '../http/siteOrigin';

const PerformerIdParams = z.strictObject({ id: z.uuid({ error: 'Performer id must be a UUID' }) });
const ApplicationIdParams = z.strictObject({ id: z.uuid({ error: 'Application id must be a UUID' }) });

/** 401 without a user, 403 unless an ADMIN of this request's tenant. */
async function requireAdmin(ctx: AppContext): Promise<User> {
  const user = await requireUser(ctx);
  if (!isTenantAdmin(user, ctx.state.tenant)) throw forbidden('Only this marketplace’s admins can do this');
  return user;
}

/** NUL and unpaired surrogates cannot be stored in PostgreSQL text or jsonb: a 400, never a 500. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorablePath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = unstorablePath(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function storable<T>(input: T): T {
  const path = unstorablePath(input, []);
  if (path)
    throw badRequest('Text contains characters that cannot be stored', {
      [path.join('.') || 'body']: 'Contains characters that cannot be stored',
    });
  return input;
}

/** Runs `work` in the admin's tenant transaction. */
function asAdmin<T>(ctx: AppContext, admin: User, work: (em: TenantEm) => Promise<T>): Promise<T> {
  return inTenant(ctx.deps.orm, admin.tenantId, work);
}

/** The tenant admin console (SPEC issue 7): theme, tiers, embeds, performers, users, audit. */
export function adminRoutes(router: AppRouter): void {
  router.get('/admin/theme', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { pack, overrides } = await asAdmin(ctx, admin, (em) => loadTheme(em, admin.tenantId));
    ctx.body = presentAdminTheme(pack, overrides);
  });

  router.put('/admin/theme', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const input = storable(await parseBody(ctx, AdminThemeBody));
    ctx.body = await asAdmin(ctx, admin, (em) => updateTheme(em, admin, input));
    ctx.deps.tenants.forget(); // the live site and the widgets get the new theme on their next request
  });

  router.get('/admin/tiers', async (ctx) => {
    const admin = await requireAdmin(ctx);
    ctx.body = await asAdmin(ctx, admin, loadAdminTiers);
  });

  router.put('/admin/tiers/buyer/:tier', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { tier } = parseParams(ctx.params, BuyerTierParams);
    const input = storable(await parseBody(ctx, BuyerTierUpdate));
    ctx.body = await asAdmin(ctx, admin, (em) => updateBuyerTier(em, admin, tier, input));
  });

  router.put('/admin/tiers/performer/:tier', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { tier } = parseParams(ctx.params, PerformerTierParams);
    const input = storable(await parseBody(ctx, PerformerTierUpdate));
    ctx.body = await asAdmin(ctx, admin, (em) => updatePerformerTier(em, admin, tier, input));
  });

  router.put('/admin/fees', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const input = await parseBody(ctx, FeeSettingsUpdate);
    ctx.body = await asAdmin(ctx, admin, (em) => updateFeeSettings(em, admin, input));
  });

  router.get('/admin/embeds', async (ctx) => {
    const admin = await requireAdmin(ctx);
    ctx.body = await asAdmin(ctx, admin, (em) => loadEmbeds(em, admin.tenantId, siteOrigin(ctx)));
  });

  router.put('/admin/embeds/origins', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { origins } = storable(await parseBody(ctx, EmbedOriginsBody));
    ctx.body = await asAdmin(ctx, admin, (em) => replaceEmbedOrigins(em, admin, origins, siteOrigin(ctx)));
    ctx.deps.tenants.forget();
  });

  router.post('/admin/embeds/origins', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { origin } = await parseBody(ctx, EmbedOriginBody);
    ctx.body = await asAdmin(ctx, admin, (em) => addEmbedOrigin(em, admin, origin, siteOrigin(ctx)));
    ctx.deps.tenants.forget();
  });

  router.delete('/admin/embeds/origins', async (ctx) => {
    await refuseBody(ctx);
    const admin = await requireAdmin(ctx);
    const { origin } = parseQuery(ctx, EmbedOriginQuery);
    ctx.body = await asAdmin(ctx, admin, (em) => removeEmbedOrigin(em, admin, origin, siteOrigin(ctx)));
    ctx.deps.tenants.forget();
  });

  router.put('/admin/embeds/signup-tier', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { tier } = await parseBody(ctx, EmbedSignupTierBody);
    ctx.body = await asAdmin(ctx, admin, (em) => setEmbedSignupTier(em, admin, tier, siteOrigin(ctx)));
  });

  router.post('/admin/embeds/rotate-key', async (ctx) => {
    await refuseBody(ctx);
    const admin = await requireAdmin(ctx);
    ctx.body = await asAdmin(ctx, admin, (em) => rotatePublishableKey(em, admin, siteOrigin(ctx)));
    ctx.deps.tenants.forget(); // the old key is refused from the very next request
  });

  router.get('/admin/performers', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const query = storable(parseQuery(ctx, AdminPerformerQuery));
    ctx.body = await asAdmin(ctx, admin, (em) => listAdminPerformers(em, admin.tenantId, query));
  });

  router.put('/admin/performers/:id', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { id } = parseParams(ctx.params, PerformerIdParams);
    const input = storable(await parseBody(ctx, AdminPerformerUpdate));
    ctx.body = await asAdmin(ctx, admin, (em) => updatePerformerFlags(em, admin, id, input));
    ctx.deps.browseCache.clear(); // vetting and featuring change what buyers browse
  });

  router.put('/admin/applications/:id', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { id } = parseParams(ctx.params, ApplicationIdParams);
    const input = storable(await parseBody(ctx, ApplicationDecision));
    ctx.body = await asAdmin(ctx, admin, (em) => decideApplication(em, admin, id, input, ctx.deps.clock()));
    ctx.deps.browseCache.clear();
  });

  router.get('/admin/users', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const query = storable(parseQuery(ctx, AdminUserQuery));
    ctx.body = await asAdmin(ctx, admin, (em) => listAdminUsers(em, admin.tenantId, query));
  });

  router.get('/admin/audit', async (ctx) => {
    const admin = await requireAdmin(ctx);
    const { page } = storable(parseQuery(ctx, AuditQuery));
    ctx.body = await asAdmin(ctx, admin, (em) => listAudit(em, admin.tenantId, page));
  });
}
