import type {
  AdminEmbedsResponse,
  AdminPerformer,
  AdminPerformerList,
  AdminThemeBody,
  AdminThemeResponse,
  AdminTiersResponse,
  AdminUserList,
  AuditList,
  BuyerTier,
  BuyerTierUpdate,
  FeeResult,
  FeeSettingsUpdate,
  MyOffersResponse,
  PerformerTier,
  PerformerTierUpdate,
  Role,
} from 'tenant-api/contract';
import { api } from '../../api';

/*
 * Typed calls of the tenant admin console (tenant-api/src/contract/admin.ts and the offer
 * approval routes). Money in cents, rates in basis points, exactly as the contract has them.
 */

export const ADMIN_THEME_KEY = ['/api/admin/theme'] as const;
export const ADMIN_TIERS_KEY = ['/api/admin/tiers'] as const;
export const ADMIN_EMBEDS_KEY = ['/api/admin/embeds'] as const;
export const ADMIN_PERFORMERS_KEY = ['/api/admin/performers'] as const;
export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;
export { ADMIN_AUDIT_KEY } from '../../queryClient';
export { PENDING_APPROVALS_QUERY_KEY } from '../dashboard/dashboardApi';

export type PendingApproval = MyOffersResponse['offers'][number] & { waitingMinutes: number };
export type AdminUser = AdminUserList['users'][number];
export type PerformerFilter = 'all' | 'pending' | 'vetted' | 'unvetted' | 'elite' | 'featured';
export type PerformerFlags = Partial<Pick<AdminPerformer, 'isVetted' | 'isElite' | 'isFeatured'>>;
export type ApplicationDecision = { decision: 'approve'; reason?: string } | { decision: 'reject'; reason: string };

/** 20 performers or users, 50 audit entries a page (contract). */
export { ADMIN_PAGE_SIZE, AUDIT_PAGE_SIZE } from 'tenant-api/contract';

type Signal = { signal?: AbortSignal };

/** What the audit log is narrowed by ('' for no filter): part of an e-mail, an action or its kind, days. */
export interface AuditFilter {
  actor: string;
  action: string;
  from: string;
  to: string;
}

export const adminApi = {
  theme: ({ signal }: Signal = {}) => api.request<AdminThemeResponse>('GET', '/api/admin/theme', { signal }),
  saveTheme: (body: AdminThemeBody) => api.request<AdminThemeResponse>('PUT', '/api/admin/theme', { body }),

  tiers: ({ signal }: Signal = {}) => api.request<AdminTiersResponse>('GET', '/api/admin/tiers', { signal }),
  saveBuyerTier: (tier: BuyerTier, body: BuyerTierUpdate) =>
    api.request<AdminTiersResponse>('PUT', `/api/admin/tiers/buyer/${encodeURIComponent(tier)}`, { body }),
  savePerformerTier: (tier: PerformerTier, body: PerformerTierUpdate) =>
    api.request<AdminTiersResponse>('PUT', `/api/admin/tiers/performer/${encodeURIComponent(tier)}`, { body }),
  saveFeeSettings: (body: FeeSettingsUpdate) => api.request<AdminTiersResponse>('PUT', '/api/admin/fees', { body }),
  /** The server's fee for one buyer tier, so the preview rounds exactly like real offers. */
  fee: (tier: BuyerTier, offerAmount: number, { signal }: Signal = {}) =>
    api.request<FeeResult>('GET', '/api/fees/calculate', { query: { offerAmount, tier }, signal }),

  embeds: ({ signal }: Signal = {}) => api.request<AdminEmbedsResponse>('GET', '/api/admin/embeds', { signal }),
  saveOrigins: (origins: string[]) =>
    api.request<AdminEmbedsResponse>('PUT', '/api/admin/embeds/origins', { body: { origins } }),
  rotateKey: () => api.request<AdminEmbedsResponse>('POST', '/api/admin/embeds/rotate-key'),
  saveSignupTier: (tier: BuyerTier | null) =>
    api.request<AdminEmbedsResponse>('PUT', '/api/admin/embeds/signup-tier', { body: { tier } }),

  pendingOffers: ({ signal }: Signal = {}) =>
    api.request<{ offers: PendingApproval[] }>('GET', '/api/admin/offers/pending', { signal }),
  decideOffer: (id: string, approve: boolean, reason?: string) =>
    api.request<unknown>('PUT', `/api/admin/offers/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`, {
      body: reason ? { reason } : {},
    }),

  performers: (params: { filter: PerformerFilter; query?: string; page: number }, { signal }: Signal = {}) =>
    api.request<AdminPerformerList>('GET', '/api/admin/performers', {
      query: { filter: params.filter, query: params.query || undefined, page: params.page },
      signal,
    }),
  updatePerformer: (id: string, body: PerformerFlags) =>
    api.request<AdminPerformer>('PUT', `/api/admin/performers/${encodeURIComponent(id)}`, { body }),
  decideApplication: (id: string, body: ApplicationDecision) =>
    api.request<AdminPerformer>('PUT', `/api/admin/applications/${encodeURIComponent(id)}`, { body }),

  users: (params: { role?: Role; query?: string; page: number }, { signal }: Signal = {}) =>
    api.request<AdminUserList>('GET', '/api/admin/users', {
      query: { role: params.role, query: params.query || undefined, page: params.page },
      signal,
    }),
  audit: (params: AuditFilter & { page: number }, { signal }: Signal = {}) =>
    api.request<AuditList>('GET', '/api/admin/audit', {
      query: {
        actor: params.actor || undefined,
        action: params.action || undefined,
        from: params.from || undefined,
        to: params.to || undefined,
        page: params.page,
      },
      signal,
    }),
};
