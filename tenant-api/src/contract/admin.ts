import { ThemeOverridesSchema, ThemeTokensSchema, themePackIds } from 'theme-packs';
import { z } from 'zod';
import { BuyerTier, Role } from './auth';
import { lastPageInWindow, windowedPage } from './common';
import { BuyerTierConfig, PerformerTier, PerformerTierConfig } from './tiers';

/*
 * The tenant admin console (/api/admin/*, ADMIN of the request's tenant only) and the platform
 * operator's console (/api/operator/*, OPERATOR only). Every change an admin makes is written to
 * the tenant's audit log. Money in integer cents, rates in basis points.
 */

const cents = (field: string, max = 10_000_000, tooLarge = `${field} is too large`) =>
  z
    .number({ error: `${field} must be a number of cents` })
    .min(0, `${field} cannot be negative`)
    .max(max, tooLarge)
    .int(`${field} must be whole cents`);
const bps = (field: string, max = 5_000) =>
  z
    .number({ error: `${field} must be a number of basis points` })
    .int(`${field} must be whole basis points`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} cannot be above ${max / 100}%`);

// ---------------------------------------------------------------------------------------------
// Theme

export const ThemePackId = z.enum(themePackIds as [string, ...string[]], {
  error: `Theme pack must be one of: ${themePackIds.join(', ')}`,
});

/** GET /api/admin/theme and the answer of PUT. */
export const AdminThemeResponse = z
  .object({
    pack: z.string(),
    overrides: ThemeOverridesSchema,
    /** The pack with the overrides applied: what the site and the widgets render. */
    theme: ThemeTokensSchema,
    availablePacks: z.array(z.object({ id: z.string(), name: z.string(), theme: ThemeTokensSchema })),
  })
  .meta({ id: 'AdminThemeResponse' });
export type AdminThemeResponse = z.infer<typeof AdminThemeResponse>;

/**
 * PUT /api/admin/theme. A result below WCAG AA contrast is a 400 naming the colour field
 * (e.g. `overrides.colors.primary`) with theme-packs' message.
 */
export const AdminThemeBody = z.strictObject({ pack: ThemePackId, overrides: ThemeOverridesSchema });
export type AdminThemeBody = z.infer<typeof AdminThemeBody>;

// ---------------------------------------------------------------------------------------------
// Tiers and fees (changes apply to offers made afterwards; existing offers keep their frozen fees)

/** GET /api/admin/tiers answers the public TiersResponse shape plus the payout delay. */
export const AdminTiersResponse = z
  .object({
    buyerTiers: z.array(BuyerTierConfig),
    performerTiers: z.array(PerformerTierConfig),
    paymentProcessing: z.object({ rateBps: z.number().int(), fixedCents: z.number().int() }),
    payoutDelayDays: z.number().int(),
  })
  .meta({ id: 'AdminTiersResponse' });
export type AdminTiersResponse = z.infer<typeof AdminTiersResponse>;

export const BuyerTierParams = z.strictObject({ tier: BuyerTier });
/** PUT /api/admin/tiers/buyer/:tier: any subset; answers AdminTiersResponse. */
export const BuyerTierUpdate = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required').max(40).optional(),
    monthlyPrice: cents('Monthly price').optional(),
    yearlyPrice: cents('Yearly price').nullable().optional(),
    serviceFeeBps: bps('Service fee').optional(),
    adminApprovalRequired: z.boolean().optional(),
    features: z.array(z.string().trim().min(1).max(120)).max(12).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type BuyerTierUpdate = z.infer<typeof BuyerTierUpdate>;

export const PerformerTierParams = z.strictObject({ tier: PerformerTier });
/** PUT /api/admin/tiers/performer/:tier: any subset; answers AdminTiersResponse. */
export const PerformerTierUpdate = z
  .strictObject({
    name: z.string().trim().min(1, 'Name is required').max(40).optional(),
    monthlyPrice: cents('Monthly price').optional(),
    commissionBps: bps('Commission').optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type PerformerTierUpdate = z.infer<typeof PerformerTierUpdate>;

/**
 * PUT /api/admin/fees: the payment processing fee (what a full refund keeps back; offers keep the
 * one in force when they were made) and how many days after the event payouts are released
 * (applies to every payout not yet released). Any subset; answers AdminTiersResponse.
 */
export const FeeSettingsUpdate = z
  .strictObject({
    processingFeeBps: bps('Processing fee', 1_000).optional(),
    processingFixedCents: cents(
      'Fixed processing fee',
      1_000,
      'Fixed processing fee cannot be above $10.00',
    ).optional(),
    payoutDelayDays: z
      .number({ error: 'Payout delay must be a number of days' })
      .int('Payout delay must be whole days')
      .min(0, 'Payout delay cannot be negative')
      .max(30, 'Payout delay cannot be more than 30 days')
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });
export type FeeSettingsUpdate = z.infer<typeof FeeSettingsUpdate>;

// ---------------------------------------------------------------------------------------------
// Embeds

/** An https origin, or http on localhost / 127.0.0.1 / *.localhost, without a path. */
export const EmbedOrigin = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(https:\/\/[a-z0-9.-]+(:\d{1,5})?|http:\/\/(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9.-]+\.localhost)(:\d{1,5})?)$/,
    'Origins are https://host[:port] (http only for localhost), without a path',
  );

/** GET /api/admin/embeds and the answers of its PUT / POST. */
export const AdminEmbedsResponse = z
  .object({
    publishableKey: z.string(),
    origins: z.array(z.string()),
    /** Where the widget scripts and the federation remote are served from (this marketplace's origin). */
    scriptBase: z.string(),
    /** The plan the admin chose for buyers who sign up inside a widget; null: the free plan. */
    signupTier: BuyerTier.nullable(),
    /** The plan such a buyer gets now (the choice, or the free plan). */
    effectiveSignupTier: BuyerTier,
  })
  .meta({ id: 'AdminEmbedsResponse' });
export type AdminEmbedsResponse = z.infer<typeof AdminEmbedsResponse>;

export const MAX_EMBED_ORIGINS = 20;
/** PUT /api/admin/embeds/origins: the whole list (at most 20); a bad one is a 400 on `origins.N`. */
export const EmbedOriginsBody = z.strictObject({
  origins: z.array(EmbedOrigin).max(MAX_EMBED_ORIGINS, 'At most 20 origins'),
});
/** POST /api/admin/embeds/origins: one more origin. */
export const EmbedOriginBody = z.strictObject({ origin: EmbedOrigin }).meta({ id: 'EmbedOriginBody' });
/** DELETE /api/admin/embeds/origins?origin=…: one origin less. */
export const EmbedOriginQuery = z.strictObject({ origin: EmbedOrigin });
/** PUT /api/admin/embeds/signup-tier: the plan of widget sign-ups; null goes back to the free plan. */
export const EmbedSignupTierBody = z.strictObject({ tier: BuyerTier.nullable() }).meta({ id: 'EmbedSignupTierBody' });
/** POST /api/admin/embeds/rotate-key: no body; the old key stops working at once. */

// ---------------------------------------------------------------------------------------------
// Performers: applications and vetting

export const AdminPerformer = z
  .object({
    id: z.uuid(),
    stageName: z.string(),
    city: z.string(),
    state: z.string(),
    email: z.string(),
    isVetted: z.boolean(),
    isElite: z.boolean(),
    isFeatured: z.boolean(),
    isAvailable: z.boolean(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    createdAt: z.string(),
    /** The newest application, if any. */
    application: z
      .object({
        id: z.uuid(),
        tier: PerformerTier,
        status: z.enum(['pending', 'approved', 'rejected']),
        submittedAt: z.string(),
        decisionReason: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'AdminPerformer' });
export type AdminPerformer = z.infer<typeof AdminPerformer>;

/** Rows in one page of the admin console's performer and user lists. */
export const ADMIN_PAGE_SIZE = 20;
/** Entries in one page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The last page an admin list of `pageSize` rows a page serves: its rows all within the result
 * window (MAX_RESULT_WINDOW, common.ts; 50 pages of 20, 20 of 50). Past it the list is narrowed
 * by search or filter, never read by a deep OFFSET over a large tenant.
 */
export const lastAdminPage = lastPageInWindow;

/** GET /api/admin/performers?filter=&query=&page= (20 a page). `pending` = an application waits. */
export const AdminPerformerQuery = z.strictObject({
  filter: z.enum(['all', 'pending', 'vetted', 'unvetted', 'elite', 'featured']).default('all'),
  query: z.string().trim().max(80).optional(),
  page: windowedPage(ADMIN_PAGE_SIZE),
});
/**
 * One numbered page of an admin list: `total` counts at most LIST_COUNT_CAP matches
 * (`totalIsCapped` past it: "1,000+"), `hasMore` says whether more rows follow (on the last page
 * the result window allows too, where the next page is a 400: search or filter instead).
 */
const AdminPage = {
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  hasMore: z.boolean(),
  page: z.number().int(),
};

export const AdminPerformerList = z
  .object({ performers: z.array(AdminPerformer), ...AdminPage })
  .meta({ id: 'AdminPerformerList' });
export type AdminPerformerList = z.infer<typeof AdminPerformerList>;

/** PUT /api/admin/performers/:id: vetting and placement flags; answers AdminPerformer. */
export const AdminPerformerUpdate = z
  .strictObject({
    isVetted: z.boolean().optional(),
    isElite: z.boolean().optional(),
    isFeatured: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change' });

/**
 * PUT /api/admin/applications/:id: approving a basic application vets the performer, an elite
 * one also grants elite; a rejection needs a reason. Answers AdminPerformer; 409 if decided.
 */
export const ApplicationDecision = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve'), reason: z.string().trim().max(1000).optional() }),
  z.strictObject({ decision: z.literal('reject'), reason: z.string().trim().min(1, 'Give a reason').max(1000) }),
]);

// ---------------------------------------------------------------------------------------------
// Users and the audit log

export const AdminUser = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: Role,
    subscriptionTier: BuyerTier,
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' });
/** GET /api/admin/users?role=&query=&page= (20 a page). */
export const AdminUserQuery = z.strictObject({
  role: Role.optional(),
  query: z.string().trim().max(80).optional(),
  page: windowedPage(ADMIN_PAGE_SIZE),
});
export const AdminUserList = z.object({ users: z.array(AdminUser), ...AdminPage }).meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof AdminUserList>;

export const AuditEntry = z
  .object({
    id: z.uuid(),
    actor: z.object({ id: z.uuid(), email: z.string() }),
    /** e.g. theme.update, tier.update, embeds.origins, embeds.rotate_key, performer.update, application.decide, offer.approve, offer.reject */
    action: z.string(),
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;
/**
 * GET /api/admin/audit?actor=&action=&from=&to=&page= (50 a page, newest first): `actor` is part of
 * the acting admin's e-mail, `action` an action or its kind (`offer` finds offer.approve and
 * offer.reject), `from` and `to` the first and last day (UTC) of the entries shown.
 */
export const AuditQuery = z
  .strictObject({
    actor: z.string().trim().max(80, 'Admin must be at most 80 characters').optional(),
    action: z
      .string()
      .trim()
      .max(60, 'Action must be at most 60 characters')
      .regex(/^[a-z][a-z_-]*(\.[a-z_-]+)*$/, 'An action looks like offer.approve or offer')
      .optional(),
    from: z.iso.date({ error: 'From must be a date like 2027-01-24' }).optional(),
    to: z.iso.date({ error: 'To must be a date like 2027-01-24' }).optional(),
    page: windowedPage(AUDIT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'To must be on or after From',
  });
export const AuditList = z.object({ entries: z.array(AuditEntry), ...AdminPage }).meta({ id: 'AuditList' });
export type AuditList = z.infer<typeof AuditList>;

// ---------------------------------------------------------------------------------------------
// Platform operator: tenants

const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/, 'Slug is 1-40 lowercase letters, digits or hyphens');
const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Domains look like book.agency.com');

export const OperatorTenant = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    status: z.enum(['active', 'suspended']),
    isDefault: z.boolean(),
    domains: z.array(z.string()),
    createdAt: z.string(),
    counts: z.object({ users: z.number().int(), performers: z.number().int(), offers: z.number().int() }),
  })
  .meta({ id: 'OperatorTenant' });
export type OperatorTenant = z.infer<typeof OperatorTenant>;
/** Tenants in one page of the operator's console (each with its counts, read in its own scope). */
export const OPERATOR_PAGE_SIZE = 50;
/** GET /api/operator/tenants?page= (50 a page: the default tenant, then the oldest first). */
export const OperatorTenantQuery = z.strictObject({ page: windowedPage(OPERATOR_PAGE_SIZE) });
export const OperatorTenantList = z
  .object({ tenants: z.array(OperatorTenant), ...AdminPage })
  .meta({ id: 'OperatorTenantList' });
export type OperatorTenantList = z.infer<typeof OperatorTenantList>;

/**
 * POST /api/operator/tenants: a tenant with the flagship's default tiers and theme, a
 * publishable key, and an invitation for its first admin (valid 7 days). 409 for a taken slug
 * or domain. Answers the tenant and the invitation link on the tenant's own host.
 */
export const CreateTenantBody = z.strictObject({
  slug: Slug,
  name: z.string().trim().min(1, 'Name is required').max(120),
  domains: z.array(Domain).max(10).default([]),
  adminEmail: z.email({ error: 'Please enter a valid email address' }),
});
export const CreateTenantResponse = z
  .object({ tenant: OperatorTenant, inviteUrl: z.string(), inviteExpiresAt: z.string() })
  .meta({ id: 'CreateTenantResponse' });
export type CreateTenantResponse = z.infer<typeof CreateTenantResponse>;

/** PUT /api/operator/tenants/:id/status. The default tenant cannot be suspended (409). */
export const TenantStatusBody = z.strictObject({ status: z.enum(['active', 'suspended']) });

/** GET /api/auth/invitations/:token (public, on the tenant's host): who is invited. 404 if unknown, 410 if used or expired. */
export const InvitationInfo = z
  .object({
    email: z.string(),
    role: Role,
    tenant: z.object({ slug: z.string(), name: z.string() }),
    expiresAt: z.string(),
  })
  .meta({ id: 'InvitationInfo' });
/** POST /api/auth/invitations/:token/accept: makes the account and answers AuthResponse. */
export const AcceptInvitationBody = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required').max(60),
  lastName: z.string().trim().min(1, 'Last name is required').max(60),
  password: z.string().min(8, 'Password must be at least 8 characters').max(200),
});

export { TENANT_SUSPENDED_CODE, TENANT_SUSPENDED_MESSAGE } from './constants';
