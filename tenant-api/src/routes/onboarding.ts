import {
  ApplicationResponse,
  OwnPerformer,
  PayoutAccountResponse,
  PerformerApplicationBody,
  PerformerProfileBody,
  PerformerRatesBody,
  type Photo,
} from '../contract';
import {
  applyAsPerformer,
  connectPayoutAccount,
  ownPerformer,
  updatePerformerProfile,
  updatePerformerRates,
} from '../commands/performers/onboarding';
import { inTenant, type TenantEm } from '../db/tenantScope';
import { browseChanged } from '../http/cacheChanges';
import type { AppContext } from '../http/context';
import { defineRoute, type Route } from '../http/routeTable';
import { requireUser } from '../http/session';
import { presentPerformerListItem } from '../presenters/performer';
import type { Performer, User } from '../entities';
import { siteOrigin } from '../http/siteOrigin';
import { withMainPhotos } from '../queries/performers';

const presentOwn = (performer: Performer & { photo?: Photo | null }) => ({
  ...presentPerformerListItem(performer),
  onboarding: {
    profileCompleted: performer.profileCompleted,
    isVerified: performer.isVerified,
    ratesConfigured: performer.ratesConfigured,
    stripeConnected: performer.stripeConnected,
  },
});

async function asSignedIn<T>(ctx: AppContext, work: (em: TenantEm, user: User) => Promise<T>): Promise<T> {
  const user = await requireUser(ctx);
  return inTenant(ctx.deps.orm, user.tenantId, (em) => work(em, user));
}

/** The performer after `work`, with their main photo, as the performer's own answers show it. */
function ownWithPhoto(ctx: AppContext, work: (em: TenantEm, user: User) => Promise<Performer>) {
  return asSignedIn(ctx, async (em, user) => {
    const performer = await work(em, user);
    return (await withMainPhotos(em, performer.tenantId, [performer]))[0]!;
  });
}

const own = { tags: ['Performers'], access: 'user' } as const;
const notPerformer = { 403: 'Not a performer', 404: 'Performer profile not found' } as const;

export const onboardingRoutes: Route[] = [
  defineRoute({
    ...own,
    method: 'get',
    path: '/performers/me',
    operationId: 'getOwnPerformer',
    summary: 'The signed-in performer’s own profile with the onboarding checklist',
    responses: { 200: OwnPerformer },
    errors: notPerformer,
    async handler(ctx) {
      ctx.body = presentOwn(await ownWithPhoto(ctx, ownPerformer));
    },
  }),

  defineRoute({
    ...own,
    method: 'put',
    path: '/performers/me/profile',
    operationId: 'updateOwnProfile',
    summary: 'The performer’s profile (bio, genres, place, media)',
    body: PerformerProfileBody,
    responses: { 200: OwnPerformer },
    errors: notPerformer,
    async handler(ctx, { body: input }) {
      ctx.body = presentOwn(await ownWithPhoto(ctx, (em, user) => updatePerformerProfile(em, user, input)));
      browseChanged(ctx); // the card shows the name, bio, genres and place
    },
  }),

  defineRoute({
    ...own,
    method: 'put',
    path: '/performers/me/rates',
    operationId: 'updateOwnRates',
    summary: 'The performer’s base fee and rates (cents)',
    body: PerformerRatesBody,
    responses: { 200: OwnPerformer },
    errors: notPerformer,
    async handler(ctx, { body: input }) {
      ctx.body = presentOwn(await ownWithPhoto(ctx, (em, user) => updatePerformerRates(em, user, input)));
      browseChanged(ctx); // the card shows the fee and availability
    },
  }),

  defineRoute({
    ...own,
    method: 'post',
    path: '/performers/me/payout-account',
    operationId: 'connectPayoutAccount',
    summary: 'Connect the payout account; `onboardingUrl` is the provider’s page while it is not ready',
    responses: { 200: PayoutAccountResponse },
    errors: {
      502: 'The payment provider answered with an error',
      ...notPerformer,
      503: 'The payment provider is unavailable',
    },
    async handler(ctx) {
      const user = await requireUser(ctx);
      const connected = await connectPayoutAccount(ctx.deps.orm, user, ctx.deps.payments, siteOrigin(ctx));
      ctx.body = { ...presentOwn(connected.performer), onboardingUrl: connected.onboardingUrl };
    },
  }),

  defineRoute({
    ...own,
    method: 'post',
    path: '/performers/apply',
    operationId: 'applyAsPerformer',
    summary: 'Apply as a performer, or for Elite status (one open application per tier)',
    body: PerformerApplicationBody,
    responses: { 201: ApplicationResponse },
    errors: { 403: 'Not a performer', 409: 'An application for this tier is already open' },
    async handler(ctx, { body: input }) {
      ctx.status = 201;
      ctx.body = await asSignedIn(ctx, (em, user) => applyAsPerformer(em, user, input));
    },
  }),
];
