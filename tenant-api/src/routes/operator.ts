import { z } from 'zod';
import {
  AcceptInvitationBody,
  AuthResponse,
  CreateTenantBody,
  CreateTenantResponse,
  InvitationInfo,
  OperatorTenant,
  OperatorTenantList,
  OperatorTenantQuery,
  OPERATOR_PAGE_SIZE,
  windowedListDescription,
  TenantStatusBody,
} from '../contract';
import { acceptInvitation, findUsableInvitation } from '../commands/operator/acceptInvitation';
import { createTenant } from '../commands/operator/createTenant';
import { invitationUrl } from '../commands/operator/invitationToken';
import { setTenantStatus } from '../commands/operator/setTenantStatus';
import { inTenant } from '../db/tenantScope';
import { notFound } from '../http/errors';
import { cachesChanged } from '../http/cacheChanges';
import { defineRoute, type Route } from '../http/routeTable';
import { signSessionToken } from '../http/session';
import { presentUser } from '../presenters/user';
import { findOperatorTenant, listOperatorTenants } from '../queries/operatorTenants';

const TenantIdParams = z.strictObject({ id: z.uuid({ error: 'Tenant id must be a UUID' }) });
const TokenParams = z.strictObject({ token: z.string().min(1).max(200) });

const operator = { tags: ['Operator'], access: 'operator' } as const;

/** The platform operator's tenants (OPERATOR only: 401 without a token, 403 for anyone else). */
export const operatorRoutes: Route[] = [
  defineRoute({
    ...operator,
    method: 'get',
    path: '/operator/tenants',
    operationId: 'listTenants',
    summary: 'The platform’s tenants, 50 a page (the default first, then the oldest)',
    description: windowedListDescription(OPERATOR_PAGE_SIZE),
    query: OperatorTenantQuery,
    responses: { 200: OperatorTenantList },
    async handler(ctx, { query }) {
      ctx.body = await listOperatorTenants(ctx.deps.orm, query.page);
    },
  }),

  defineRoute({
    ...operator,
    method: 'post',
    path: '/operator/tenants',
    operationId: 'createTenant',
    summary: 'A new tenant, with the invitation link of its first admin',
    body: CreateTenantBody,
    responses: { 201: CreateTenantResponse },
    errors: { 409: 'Slug or domain already taken' },
    async handler(ctx, { body: input }) {
      const { orm } = ctx.deps;
      const created = await createTenant(orm, input, ctx.deps.clock());
      cachesChanged(ctx, { cache: 'tenants' });
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
    },
  }),

  defineRoute({
    ...operator,
    method: 'put',
    path: '/operator/tenants/:id/status',
    operationId: 'setTenantStatus',
    summary: 'Suspend or reactivate a tenant',
    params: TenantIdParams,
    body: TenantStatusBody,
    responses: { 200: OperatorTenant },
    errors: { 404: 'Tenant not found', 409: 'The default tenant cannot be suspended' },
    async handler(ctx, { params: { id }, body: { status } }) {
      await setTenantStatus(ctx.deps.orm, id, status);
      cachesChanged(ctx, { cache: 'tenants' });
      ctx.body = await findOperatorTenant(ctx.deps.orm, id);
    },
  }),
];

const invitation = { tags: ['Auth'], access: 'public', params: TokenParams } as const;

/** A first admin's invitation, on the invited tenant's own host (public). */
export const invitationRoutes: Route[] = [
  defineRoute({
    ...invitation,
    method: 'get',
    path: '/auth/invitations/:token',
    operationId: 'getInvitation',
    summary: 'The invitation behind a link: who is invited, to which tenant, until when',
    responses: { 200: InvitationInfo },
    errors: { 404: 'Unknown invitation', 410: 'Invitation used or expired' },
    async handler(ctx, { params: { token } }) {
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
    },
  }),

  defineRoute({
    ...invitation,
    method: 'post',
    path: '/auth/invitations/:token/accept',
    operationId: 'acceptInvitation',
    summary: 'Accept an invitation: the invited admin’s account, signed in',
    body: AcceptInvitationBody,
    responses: { 201: AuthResponse },
    errors: { 404: 'Unknown invitation', 409: 'Email already registered', 410: 'Invitation used or expired' },
    async handler(ctx, { params: { token }, body: input }) {
      const { tenant } = ctx.state;
      const user = await inTenant(ctx.deps.orm, tenant.id, (em) =>
        acceptInvitation(em, tenant, token, input, ctx.deps.clock()),
      );
      const sessionToken = await signSessionToken(ctx, user);
      ctx.status = 201;
      ctx.body = { token: sessionToken, user: presentUser(user, tenant, null) };
    },
  }),
];
