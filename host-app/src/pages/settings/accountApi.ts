import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  NotificationPreferences,
  SignOutResponse,
  UpdateMeBody,
  UpdatePreferencesBody,
  User,
} from 'tenant-api/contract';
import { api } from '../../api';

export const PREFERENCES_QUERY_KEY = ['/api/auth/me/preferences'] as const;

/** The signed-in user's own account endpoints (tenant-api routes/account.ts). */
export const accountApi = {
  updateMe: (body: UpdateMeBody) => api.request<User>('PUT', '/api/auth/me', { body }),
  preferences: () => api.request<NotificationPreferences>('GET', PREFERENCES_QUERY_KEY[0]),
  updatePreferences: (body: UpdatePreferencesBody) =>
    api.request<NotificationPreferences>('PUT', PREFERENCES_QUERY_KEY[0], { body }),
  changePassword: (body: ChangePasswordBody) =>
    api.request<ChangePasswordResponse>('PUT', '/api/auth/me/password', { body }),
  signOut: () => api.request<SignOutResponse>('POST', '/api/auth/signout'),
  signOutEverywhere: () => api.request<SignOutResponse>('POST', '/api/auth/signout-everywhere'),
};
