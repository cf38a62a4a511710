import type { SubscriptionState } from 'tenant-api/contract';
import { api } from '../../api';

export const SUBSCRIPTION_QUERY_KEY = ['/api/subscriptions/current'] as const;

/** The buyer's plan and billing period (tenant-api routes/subscriptions.ts). */
export const subscriptionApi = {
  current: () => api.request<SubscriptionState>('GET', SUBSCRIPTION_QUERY_KEY[0]),
  cancel: () => api.request<SubscriptionState>('POST', '/api/subscriptions/cancel'),
  resume: () => api.request<SubscriptionState>('POST', '/api/subscriptions/resume'),
};
