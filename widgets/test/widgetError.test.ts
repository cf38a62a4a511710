import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/ApiError';
import { widgetError, widgetErrorCode } from '../src/core/widgetError';

const apiError = (status: number, code: string, message = 'Refused') =>
  new ApiError(status, 'Error', JSON.stringify({ error: { code, message } }));

describe('hl-error codes', () => {
  it('names what the agency can act on', () => {
    expect(widgetErrorCode(new TypeError('Failed to fetch'))).toBe('api_unreachable');
    expect(widgetErrorCode(apiError(403, 'origin_not_allowed'))).toBe('origin_not_allowed');
    expect(widgetErrorCode(apiError(401, 'invalid_tenant_key'))).toBe('invalid_tenant_key');
    expect(widgetErrorCode(apiError(423, 'tenant_suspended'))).toBe('tenant_suspended');
    expect(widgetErrorCode(apiError(409, 'wrong_state'))).toBe('request_failed');
    expect(widgetErrorCode(apiError(401, 'unauthorized'))).toBe('request_failed');
  });

  it('carries the server’s message and status, or the fallback when the API never answered', () => {
    expect(widgetError('browse', apiError(409, 'wrong_state', 'Already accepted'), 'Could not load')).toEqual({
      widget: 'browse',
      code: 'request_failed',
      message: 'Already accepted',
      status: 409,
    });
    expect(widgetError('offers-list', new TypeError('Failed to fetch'), 'Could not load')).toEqual({
      widget: 'offers-list',
      code: 'api_unreachable',
      message: 'Could not load',
    });
  });
});
