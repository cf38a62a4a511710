import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 1 } });
});
afterAll(() => app?.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the contract', async () => {
    const response = await app.request('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(response.body.paths['/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/tenant',
        '/auth/signup',
        '/auth/signin',
        '/auth/me',
        '/performers',
        '/performers/{id}',
        '/tiers',
        '/fees/calculate',
      ]),
    );
    expect(Object.keys(response.body.components.schemas)).toEqual(
      expect.arrayContaining([
        'SignUpBody',
        'User',
        'PerformerListResponse',
        'PerformerProfile',
        'TiersResponse',
        'FeeResult',
        'Error',
      ]),
    );
  });

  it('documents the fields and messages of the sign-up body', async () => {
    const { body } = await app.request('GET', '/api/openapi.json');
    const signUp = body.components.schemas.SignUpBody;
    expect(signUp.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName', 'role']));
    expect(signUp.properties.role.enum).toEqual(['BUYER', 'PERFORMER']);
  });
});
