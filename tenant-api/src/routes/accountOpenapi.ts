import { z } from 'zod';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  ErrorBody,
  NotificationPreferences,
  UpdateMeBody,
  UpdatePreferencesBody,
  User,
} from '../contract';

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const errors = {
  '400': json(ErrorBody, 'Invalid input; `fields` names each invalid field'),
  '401': json(ErrorBody, 'Missing, invalid, expired or foreign token'),
  '404': json(ErrorBody, 'Unknown tenant'),
};
const security = [{ bearerAuth: [] }];

/** PUT /auth/me, merged into the '/auth/me' path next to its GET. */
export const updateMeOperation = {
  summary: 'Update the signed-in user’s name, e-mail and phone',
  security,
  requestBody: body(UpdateMeBody),
  responses: {
    '200': json(User, 'The updated user'),
    '409': json(ErrorBody, 'E-mail already used by another account of this tenant'),
    ...errors,
  },
};

/** The account part of the OpenAPI document: preferences and password. */
export const accountPaths = {
  '/auth/me/preferences': {
    get: {
      summary: 'The signed-in user’s notification preferences (defaults when never saved)',
      security,
      responses: { '200': json(NotificationPreferences, 'Preferences'), ...errors },
    },
    put: {
      summary: 'Save some or all notification preferences',
      security,
      requestBody: body(UpdatePreferencesBody),
      responses: { '200': json(NotificationPreferences, 'Saved preferences'), ...errors },
    },
  },
  '/auth/me/password': {
    put: {
      summary: 'Change the password (the current one is required)',
      security,
      requestBody: body(ChangePasswordBody),
      responses: {
        '200': json(ChangePasswordResponse, 'Changed'),
        '429': json(ErrorBody, 'Too many incorrect current passwords'),
        ...errors,
      },
    },
  },
};
