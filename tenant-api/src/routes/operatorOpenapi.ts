import { z } from 'zod';
import {
  AcceptInvitationBody,
  AuthResponse,
  CreateTenantBody,
  CreateTenantResponse,
  ErrorBody,
  InvitationInfo,
  OperatorTenant,
  OperatorTenantList,
  TenantStatusBody,
} from '../contract';
import { body, errorsOf, json, security } from './openapiParts';

const errors = errorsOf('Unknown tenant');
const operatorErrors = { ...errors, '403': json(ErrorBody, 'Not the platform operator') };
const tokenParam = { path: z.object({ token: z.string() }) };

/** The platform operator's tenants and the first-admin invitations. */
export const operatorPaths = {
  '/operator/tenants': {
    get: {
      summary: 'Every tenant with its domains, status and counts (OPERATOR only)',
      security,
      responses: { '200': json(OperatorTenantList, 'Tenants'), ...operatorErrors },
    },
    post: {
      summary:
        'Create a tenant with the default tiers and theme, a publishable key and a 7-day invitation for its first admin (OPERATOR only). ' +
        'The link is http://<slug>.localhost[:port]/invite/<token> when asked over a local host name, else https://<first domain>/invite/<token>.',
      security,
      requestBody: body(CreateTenantBody),
      responses: {
        '201': json(CreateTenantResponse, 'Created, with the invitation link'),
        '409': json(ErrorBody, 'Slug (`slug`) or a domain (`domains.N`) is taken'),
        ...operatorErrors,
      },
    },
  },
  '/operator/tenants/{id}/status': {
    put: {
      summary: 'Suspend or reactivate a tenant; its data is kept (OPERATOR only)',
      security,
      requestParams: { path: z.object({ id: z.uuid() }) },
      requestBody: body(TenantStatusBody),
      responses: {
        '200': json(OperatorTenant, 'The tenant with its new status'),
        '409': json(ErrorBody, 'The default tenant cannot be suspended'),
        ...operatorErrors,
      },
    },
  },
  '/auth/invitations/{token}': {
    get: {
      summary: 'Who an invitation is for, on the invited tenant’s host',
      requestParams: tokenParam,
      responses: {
        '200': json(InvitationInfo, 'The invitation'),
        '410': json(ErrorBody, 'Used or expired'),
        ...errors,
      },
    },
  },
  '/auth/invitations/{token}/accept': {
    post: {
      summary: 'Accept an invitation: creates the account and signs it in on this tenant',
      requestParams: tokenParam,
      requestBody: body(AcceptInvitationBody),
      responses: {
        '201': json(AuthResponse, 'Account created and signed in'),
        '409': json(ErrorBody, 'The e-mail already has an account here'),
        '410': json(ErrorBody, 'Used or expired'),
        ...errors,
      },
    },
  },
};
