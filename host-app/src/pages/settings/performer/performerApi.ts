import type { Genre, PerformerListItem, User, UsState } from 'tenant-api/contract';
import { api } from '../../../api';
import { OWN_PERFORMER_QUERY_KEY } from '../../profile/profileData';

export type OwnPerformer = PerformerListItem & { onboarding: NonNullable<User['onboarding']> };

/** The body of PUT /api/performers/me/profile (PerformerProfileBody). */
export interface ProfileInput {
  stageName: string;
  shortBio?: string;
  bio: string;
  genres: Genre[];
  city: string;
  state: UsState;
  cleanContent: boolean;
}

/** The body of PUT /api/performers/me/rates (PerformerRatesBody); baseFee in cents. */
export interface RatesInput {
  baseFee: number;
  responseTimeHours: number;
  isAvailable: boolean;
}

/** A performer's own onboarding endpoints (tenant-api routes/onboarding.ts). */
export const performerApi = {
  me: () => api.request<OwnPerformer>('GET', OWN_PERFORMER_QUERY_KEY[0]),
  saveProfile: (body: ProfileInput) => api.request<OwnPerformer>('PUT', '/api/performers/me/profile', { body }),
  saveRates: (body: RatesInput) => api.request<OwnPerformer>('PUT', '/api/performers/me/rates', { body }),
  connectPayouts: () =>
    api.request<OwnPerformer & { onboardingUrl: string | null }>('POST', '/api/performers/me/payout-account'),
};
