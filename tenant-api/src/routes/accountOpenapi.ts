import {
  ChangePasswordBody,
  ChangePasswordResponse,
  ErrorBody,
  SignOutResponse,
  NotificationPreferences,
  UpdateMeBody,
  UpdatePreferencesBody,
  User,
} from '../contract';
import { body, errorsOf, json, security } from './openapiParts';

const errors = errorsOf('Unknown tenant');

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
  '/auth/signout': {
    post: {
      summary: 'Sign out this device: its token is refused from now on (on every server process)',
      security,
      responses: { '200': json(SignOutResponse, 'Signed out'), ...errors },
    },
  },
  '/auth/signout-everywhere': {
    post: {
      summary: 'Sign out every device of the account, this one included',
      security,
      responses: { '200': json(SignOutResponse, 'Signed out everywhere'), ...errors },
    },
  },
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
