import type { AuthResponse, Role } from 'tenant-api/contract';
import { api } from '../../api';

/* The first-admin invitation (tenant-api/src/contract/admin.ts), on the invited tenant's host. */

/** The contract's InvitationInfo. */
export interface Invitation {
  email: string;
  role: Role;
  tenant: { slug: string; name: string };
  expiresAt: string;
}

export interface AcceptInput {
  firstName: string;
  lastName: string;
  password: string;
}

export const invitationKey = (token: string) => ['/api/auth/invitations', token] as const;

export const inviteApi = {
  get: (token: string) => api.request<Invitation>('GET', `/api/auth/invitations/${encodeURIComponent(token)}`),
  accept: (token: string, body: AcceptInput) =>
    api.request<AuthResponse>('POST', `/api/auth/invitations/${encodeURIComponent(token)}/accept`, { body }),
};
