import { z } from 'zod';
import {
  AdminEmbedsResponse,
  AdminPerformer,
  AdminPerformerList,
  AdminPerformerQuery,
  AdminPerformerUpdate,
  AdminThemeBody,
  AdminThemeResponse,
  AdminTiersResponse,
  AdminUserList,
  AdminUserQuery,
  ApplicationDecision,
  AuditList,
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
  SiteContent,
  ADMIN_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  windowedListDescription,
} from '../contract';
import { decideApplication, updatePerformerFlags } from '../commands/admin/performers';
import {
  addEmbedOrigin,
  removeEmbedOrigin,
  replaceEmbedOrigins,
  rotatePublishableKey,
  setEmbedSignupTier,
} from '../commands/admin/updateEmbeds';
import { loadSiteContent, updateSiteContent } from '../commands/admin/updateSiteContent';
import { loadTheme, updateTheme } from '../commands/admin/updateTheme';
import { updateBuyerTier, updateFeeSettings, updatePerformerTier } from '../commands/admin/updateTiers';
import { inTenant, type TenantEm } from '../db/tenantScope';
import type { User } from '../entities';
import { requireAdmin } from '../http/access';
import type { AppContext } from '../http/context';
import { browseChanged, cachesChanged } from '../http/cacheChanges';
import { defineRoute, type Route } from '../http/routeTable';
import { storable } from '../http/validate';
import { presentAdminTheme } from '../presenters/adminTheme';
import { listAudit } from '../queries/adminAudit';
import { loadEmbeds } from '../queries/adminEmbeds';
import { listAdminPerformers } from '../queries/adminPerformers';
import { loadAdminTiers } from '../queries/adminTiers';
import { listAdminUsers } from '../queries/adminUsers';
import { siteOrigin } from '../http/siteOrigin';

const PerformerIdParams = z.strictObject({ id: z.uuid({ error: 'Performer id must be a UUID' }) });
const ApplicationIdParams = z.strictObject({ id: z.uuid({ error: 'Application id must be a UUID' }) });

/** Runs `work` in the admin's tenant transaction. */
function asAdmin<T>(ctx: AppContext, admin: User, work: (em: TenantEm) => Promise<T>): Promise<T> {
  return inTenant(ctx.deps.orm, admin.tenantId, work);
}

const admin = { tags: ['Admin'], access: 'admin' } as const;

/** The tenant admin console (SPEC issue 7): theme, tiers, embeds, performers, users, audit. */
export const adminRoutes: Route[] = [
  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/theme',
    operationId: 'getAdminTheme',
    summary: 'The tenant’s theme pack, its overrides, the result, and the packs to choose from',
    responses: { 200: AdminThemeResponse },
    async handler(ctx) {
      const admin = await requireAdmin(ctx);
      const { pack, overrides } = await asAdmin(ctx, admin, (em) => loadTheme(em, admin.tenantId));
      ctx.body = presentAdminTheme(pack, overrides);
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/theme',
    operationId: 'updateAdminTheme',
    summary: 'Choose a pack and overrides; a result below WCAG AA contrast is a 400 on the colour field',
    body: AdminThemeBody,
    responses: { 200: AdminThemeResponse },
    async handler(ctx, { body }) {
      const admin = await requireAdmin(ctx);
      const input = storable(body);
      ctx.body = await asAdmin(ctx, admin, (em) => updateTheme(em, admin, input));
      cachesChanged(ctx, { cache: 'tenants' }); // the live site and the widgets get the new theme on their next request
    },
  }),

  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/site-content',
    operationId: 'getAdminSiteContent',
    summary: 'The words of the home page’s hero and of the footer (the defaults until the admin writes its own)',
    responses: { 200: SiteContent },
    async handler(ctx) {
      const admin = await requireAdmin(ctx);
      ctx.body = await asAdmin(ctx, admin, (em) => loadSiteContent(em, admin.tenantId));
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/site-content',
    operationId: 'updateAdminSiteContent',
    summary: 'Replace the hero’s eyebrow, headline, highlight and text, and the footer’s text and links (audited)',
    body: SiteContent,
    responses: { 200: SiteContent },
    async handler(ctx, { body }) {
      const admin = await requireAdmin(ctx);
      const content = storable(body);
      ctx.body = await asAdmin(ctx, admin, (em) => updateSiteContent(em, admin, content));
      cachesChanged(ctx, { cache: 'tenants' }); // the live site shows the new words on its next request
    },
  }),

  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/tiers',
    operationId: 'getAdminTiers',
    summary: 'Buyer and performer tiers, processing fees and the payout delay',
    responses: { 200: AdminTiersResponse },
    async handler(ctx) {
      const admin = await requireAdmin(ctx);
      ctx.body = await asAdmin(ctx, admin, loadAdminTiers);
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/tiers/buyer/:tier',
    operationId: 'updateBuyerTier',
    summary: 'Change a buyer tier (offers already made keep their frozen fees)',
    params: BuyerTierParams,
    body: BuyerTierUpdate,
    responses: { 200: AdminTiersResponse },
    async handler(ctx, { params: { tier }, body }) {
      const admin = await requireAdmin(ctx);
      const input = storable(body);
      ctx.body = await asAdmin(ctx, admin, (em) => updateBuyerTier(em, admin, tier, input));
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/tiers/performer/:tier',
    operationId: 'updatePerformerTier',
    summary: 'Change a performer tier',
    params: PerformerTierParams,
    body: PerformerTierUpdate,
    responses: { 200: AdminTiersResponse },
    async handler(ctx, { params: { tier }, body }) {
      const admin = await requireAdmin(ctx);
      const input = storable(body);
      ctx.body = await asAdmin(ctx, admin, (em) => updatePerformerTier(em, admin, tier, input));
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/fees',
    operationId: 'updateFeeSettings',
    summary: 'Processing fees and the payout delay',
    body: FeeSettingsUpdate,
    responses: { 200: AdminTiersResponse },
    async handler(ctx, { body: input }) {
      const admin = await requireAdmin(ctx);
      ctx.body = await asAdmin(ctx, admin, (em) => updateFeeSettings(em, admin, input));
    },
  }),

  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/embeds',
    operationId: 'getAdminEmbeds',
    summary: 'The publishable key, allowed origins, sign-up tier and snippets of the embeds',
    responses: { 200: AdminEmbedsResponse },
    async handler(ctx) {
      const admin = await requireAdmin(ctx);
      ctx.body = await asAdmin(ctx, admin, (em) => loadEmbeds(em, admin.tenantId, siteOrigin(ctx)));
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/embeds/origins',
    operationId: 'replaceEmbedOrigins',
    summary: 'Replace the origins allowed to embed the widgets',
    body: EmbedOriginsBody,
    responses: { 200: AdminEmbedsResponse },
    async handler(ctx, { body }) {
      const admin = await requireAdmin(ctx);
      const { origins } = storable(body);
      ctx.body = await asAdmin(ctx, admin, (em) => replaceEmbedOrigins(em, admin, origins, siteOrigin(ctx)));
      cachesChanged(ctx, { cache: 'tenants' });
    },
  }),

  defineRoute({
    ...admin,
    method: 'post',
    path: '/admin/embeds/origins',
    operationId: 'addEmbedOrigin',
    summary: 'Allow one more origin to embed the widgets',
    body: EmbedOriginBody,
    responses: { 200: AdminEmbedsResponse },
    errors: { 409: 'Already allowed, or too many origins' },
    async handler(ctx, { body: { origin } }) {
      const admin = await requireAdmin(ctx);
      ctx.body = await asAdmin(ctx, admin, (em) => addEmbedOrigin(em, admin, origin, siteOrigin(ctx)));
      cachesChanged(ctx, { cache: 'tenants' });
    },
  }),

  defineRoute({
    ...admin,
    method: 'delete',
    path: '/admin/embeds/origins',
    operationId: 'removeEmbedOrigin',
    summary: 'Stop allowing an origin',
    query: EmbedOriginQuery,
    responses: { 200: AdminEmbedsResponse },
    async handler(ctx, { query: { origin } }) {
      const admin = await requireAdmin(ctx);
      ctx.body = await asAdmin(ctx, admin, (em) => removeEmbedOrigin(em, admin, origin, siteOrigin(ctx)));
      cachesChanged(ctx, { cache: 'tenants' });
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/embeds/signup-tier',
    operationId: 'setEmbedSignupTier',
    summary: 'The tier of buyers who sign up through the widgets',
    body: EmbedSignupTierBody,
    responses: { 200: AdminEmbedsResponse },
    async handler(ctx, { body: { tier } }) {
      const admin = await requireAdmin(ctx);
      ctx.body = await asAdmin(ctx, admin, (em) => setEmbedSignupTier(em, admin, tier, siteOrigin(ctx)));
    },
  }),

  defineRoute({
    ...admin,
    method: 'post',
    path: '/admin/embeds/rotate-key',
    operationId: 'rotatePublishableKey',
    summary: 'A new publishable key; the old one is refused from the very next request',
    responses: { 200: AdminEmbedsResponse },
    async handler(ctx) {
      const admin = await requireAdmin(ctx);
      ctx.body = await asAdmin(ctx, admin, (em) => rotatePublishableKey(em, admin, siteOrigin(ctx)));
      cachesChanged(ctx, { cache: 'tenants' }); // the old key is refused from the very next request
    },
  }),

  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/performers',
    operationId: 'listAdminPerformers',
    summary: 'Performers of this tenant, vetted or not, with their open applications',
    description: windowedListDescription(ADMIN_PAGE_SIZE),
    query: AdminPerformerQuery,
    responses: { 200: AdminPerformerList },
    async handler(ctx, { query }) {
      const admin = await requireAdmin(ctx);
      storable(query);
      ctx.body = await listAdminPerformers(ctx.deps.orm, admin.tenantId, query);
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/performers/:id',
    operationId: 'updateAdminPerformer',
    summary: 'Vet, feature or hide a performer',
    params: PerformerIdParams,
    body: AdminPerformerUpdate,
    responses: { 200: AdminPerformer },
    errors: { 404: 'Performer not found' },
    async handler(ctx, { params: { id }, body }) {
      const admin = await requireAdmin(ctx);
      const input = storable(body);
      ctx.body = await asAdmin(ctx, admin, (em) => updatePerformerFlags(em, admin, id, input));
      browseChanged(ctx); // vetting and featuring change what buyers browse
    },
  }),

  defineRoute({
    ...admin,
    method: 'put',
    path: '/admin/applications/:id',
    operationId: 'decideApplication',
    summary: 'Approve or reject a performer’s application',
    params: ApplicationIdParams,
    body: ApplicationDecision,
    responses: { 200: AdminPerformer },
    errors: {
      404: 'Application not found',
      409: 'Already decided, or the applicant has no performer profile',
    },
    async handler(ctx, { params: { id }, body }) {
      const admin = await requireAdmin(ctx);
      const input = storable(body);
      ctx.body = await asAdmin(ctx, admin, (em) => decideApplication(em, admin, id, input, ctx.deps.clock()));
      browseChanged(ctx);
    },
  }),

  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/users',
    operationId: 'listAdminUsers',
    summary: 'Users of this tenant, searchable by role and text',
    description: windowedListDescription(ADMIN_PAGE_SIZE),
    query: AdminUserQuery,
    responses: { 200: AdminUserList },
    async handler(ctx, { query }) {
      const admin = await requireAdmin(ctx);
      storable(query);
      ctx.body = await listAdminUsers(ctx.deps.orm, admin.tenantId, query);
    },
  }),

  defineRoute({
    ...admin,
    method: 'get',
    path: '/admin/audit',
    operationId: 'listAudit',
    summary: 'The admins’ audit trail, newest first, by actor, action and days',
    description: windowedListDescription(AUDIT_PAGE_SIZE),
    query: AuditQuery,
    responses: { 200: AuditList },
    async handler(ctx, { query }) {
      const admin = await requireAdmin(ctx);
      storable(query);
      ctx.body = await listAudit(ctx.deps.orm, admin.tenantId, query);
    },
  }),
];
