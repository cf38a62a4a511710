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
  ErrorBody,
  PerformerTierParams,
  PerformerTierUpdate,
} from '../contract';
import { body, errorsOf, json, queryOf, security } from './openapiParts';

const errors = errorsOf('Unknown tenant, or not this tenant’s', 'Not an admin of this tenant');
const id = z.object({ id: z.uuid() });
/** Query schemas parse strings into typed values; the document shows the strings clients send. */

/** The tenant admin console part of the OpenAPI document (ADMIN of the request's tenant only). */
export const adminPaths = {
  '/admin/theme': {
    get: {
      summary: 'The tenant’s theme pack, its overrides, the result, and the packs to choose from',
      security,
      responses: { '200': json(AdminThemeResponse, 'Theme'), ...errors },
    },
    put: {
      summary: 'Choose a pack and overrides; a result below WCAG AA contrast is a 400 on the colour field',
      security,
      requestBody: body(AdminThemeBody),
      responses: { '200': json(AdminThemeResponse, 'Saved; live on the next request'), ...errors },
    },
  },
  '/admin/tiers': {
    get: {
      summary: 'Buyer and performer tiers, processing fees and the payout delay',
      security,
      responses: { '200': json(AdminTiersResponse, 'Tiers'), ...errors },
    },
  },
  '/admin/tiers/buyer/{tier}': {
    put: {
      summary: 'Change a buyer tier (offers already made keep their frozen fees)',
      security,
      requestParams: { path: BuyerTierParams },
      requestBody: body(BuyerTierUpdate),
      responses: { '200': json(AdminTiersResponse, 'Tiers after the change'), ...errors },
    },
  },
  '/admin/tiers/performer/{tier}': {
    put: {
      summary: 'Change a performer tier',
      security,
      requestParams: { path: PerformerTierParams },
      requestBody: body(PerformerTierUpdate),
      responses: { '200': json(AdminTiersResponse, 'Tiers after the change'), ...errors },
    },
  },
  '/admin/fees': {
    put: {
      summary:
        'Change the payment processing fee (offers keep the one they were made with) and the payout delay (every payout not yet released)',
      security,
      requestBody: body(FeeSettingsUpdate),
      responses: { '200': json(AdminTiersResponse, 'Tiers and fees after the change'), ...errors },
    },
  },
  '/admin/embeds': {
    get: {
      summary: 'The publishable key, the allowed embed origins and where the widget scripts are served',
      security,
      responses: { '200': json(AdminEmbedsResponse, 'Embed settings'), ...errors },
    },
  },
  '/admin/embeds/origins': {
    put: {
      summary: 'Replace the origins allowed to embed the widgets (a bad one is a 400 on `origins.N`)',
      security,
      requestBody: body(EmbedOriginsBody),
      responses: { '200': json(AdminEmbedsResponse, 'Saved'), ...errors },
    },
    post: {
      summary: 'Allow one more origin (one already allowed changes nothing; at most 20)',
      security,
      requestBody: body(EmbedOriginBody),
      responses: { '200': json(AdminEmbedsResponse, 'Saved'), ...errors },
    },
    delete: {
      summary: 'Stop allowing one origin (404 when it is not allowed)',
      security,
      requestParams: { query: queryOf(EmbedOriginQuery) },
      responses: { '200': json(AdminEmbedsResponse, 'Saved'), ...errors },
    },
  },
  '/admin/embeds/signup-tier': {
    put: {
      summary: 'The plan buyers get who sign up inside a widget (null: the free plan)',
      security,
      requestBody: body(EmbedSignupTierBody),
      responses: { '200': json(AdminEmbedsResponse, 'Saved'), ...errors },
    },
  },
  '/admin/embeds/rotate-key': {
    post: {
      summary: 'A new publishable key; the old one stops working at once',
      security,
      responses: { '200': json(AdminEmbedsResponse, 'Rotated'), ...errors },
    },
  },
  '/admin/performers': {
    get: {
      summary: 'The tenant’s performers with their newest application, 20 a page',
      security,
      requestParams: { query: queryOf(AdminPerformerQuery) },
      responses: { '200': json(AdminPerformerList, 'A page of performers'), ...errors },
    },
  },
  '/admin/performers/{id}': {
    put: {
      summary: 'Set a performer’s vetted, elite and featured flags',
      security,
      requestParams: { path: id },
      requestBody: body(AdminPerformerUpdate),
      responses: { '200': json(AdminPerformer, 'Updated performer'), ...errors },
    },
  },
  '/admin/applications/{id}': {
    put: {
      summary: 'Approve (vets; elite also grants elite) or reject (with a reason) a performer application',
      security,
      requestParams: { path: id },
      requestBody: body(ApplicationDecision),
      responses: {
        '200': json(AdminPerformer, 'The applicant after the decision'),
        '409': json(ErrorBody, 'Already decided, or the applicant has no performer profile'),
        ...errors,
      },
    },
  },
  '/admin/users': {
    get: {
      summary: 'The tenant’s accounts, filtered by role and a search, 20 a page',
      security,
      requestParams: { query: queryOf(AdminUserQuery) },
      responses: { '200': json(AdminUserList, 'A page of users'), ...errors },
    },
  },
  '/admin/audit': {
    get: {
      summary: 'The admin audit log, newest first, 50 a page',
      security,
      requestParams: { query: queryOf(AuditQuery) },
      responses: { '200': json(AuditList, 'A page of entries'), ...errors },
    },
  },
};
