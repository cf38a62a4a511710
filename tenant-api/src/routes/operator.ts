import { z } from 'zod';
import { AcceptInvitationBody, CreateTenantBody, TenantStatusBody } from '../contract';
import { acceptInvitation, findUsableInvitation } from '../commands/operator/acceptInvitation';
import { createTenant } from '../commands/operator/createTenant';
import { invitationUrl } from '../commands/operator/invitationToken';
import { setTenantStatus } from '../commands/operator/setTenantStatus';
import { inTenant } from '../db/tenantScope';
import type { User } from '../entities';
import type { AppContext, AppRouter } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { requireUser, signSessionToken } from '../http/session';
import { parseBody, parseParams } from '../http/validate';
import { isPlatformOperator } from '../policies/operator';
import { presentUser } from '../presenters/user';
import { findOperatorTenant, listOperatorTenants } from '../queries/operatorTenants';

const TenantIdParams = z.strictObject({ id: z.uuid({ error: 'Tenant id must be a UUID' }) });
const TokenParams = z.strictObject({ token: z.string().min(1).max(200) });

async function requireOperator(ctx: AppContext): Promise<User> {
  const user = await requireUser(ctx);
  if (!isPlatformOperator(user)) throw forbidden('Only the platform operator can manage tenants');
  return user;
}

/** The platform operator's tenants (OPERATOR only: 401 without a token, 403 for anyone else). */
export function operatorRoutes(router: AppRouter): void {
  router.get('/operator/tenants', async (ctx) => {
    await requireOperator(ctx);
    ctx.body = { tenants: await listOperatorTenants(ctx.deps.orm) };
  });

  router.post('/operator/tenants', async (ctx) => {
    await requireOperator(ctx);
    const input = await parseBody(ctx, CreateTenantBody);
    const { orm, tenants } = ctx.deps;
    const created = await createTenant(orm, input, ctx.deps.clock());
    tenants.forget();
    const tenant = await findOperatorTenant(orm, created.tenantId);
    if (!tenant) throw notFound('Tenant not found');
    const [, port = ''] = /:(\d+)$/.exec(ctx.host) ?? [];
    ctx.status = 201;
    ctx.body = {
      tenant,
      inviteUrl: invitationUrl({
        token: created.invitationToken,
        slug: tenant.slug,
        domains: tenant.domains,
        requestHostname: ctx.hostname,
        requestPort: port,
      }),
      inviteExpiresAt: created.inviteExpiresAt.toISOString(),
    };
  });

  router.put('/operator/tenants/:id/status', async (ctx) => {
    await requireOperator(ctx);
    const { id } = parseParams(ctx.params, TenantIdParams);
    const { status } = await parseBody(ctx, TenantStatusBody);
    await setTenantStatus(ctx.deps.orm, id, status);
    ctx.deps.tenants.forget();
    ctx.body = await findOperatorTenant(ctx.deps.orm, id);
  });
}

/** A first admin's invitation, on the invited tenant's own host (public). */
export function invitationRoutes(router: AppRouter): void {
  router.get('/auth/invitations/:token', async (ctx) => {
    const { token } = parseParams(ctx.params, TokenParams);
    const { tenant } = ctx.state;
    const invitation = await inTenant(ctx.deps.orm, tenant.id, (em) =>
      findUsableInvitation(em, token, ctx.deps.clock()),
    );
    ctx.body = {
      email: invitation.email,
      role: invitation.role,
      tenant: { slug: tenant.slug, name: tenant.name },
      expiresAt: invitation.expiresAt.toISOString(),
    };
  });

  router.post('/auth/invitations/:token/accept', async (ctx) => {
    const { token } = parseParams(ctx.params, TokenParams);
    const input = await parseBody(ctx, AcceptInvitationBody);
    const { tenant } = ctx.state;
    const user = await inTenant(ctx.deps.orm, tenant.id, (em) =>
      acceptInvitation(em, tenant, token, input, ctx.deps.clock()),
    );
    const sessionToken = await signSessionToken(ctx, user);
    ctx.status = 201;
    ctx.body = { token: sessionToken, user: presentUser(user, tenant, null) };
  });
}
