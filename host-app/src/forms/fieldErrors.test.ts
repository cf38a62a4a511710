import { SignInBody, SignUpBody } from 'tenant-api/contract';
import { describe, expect, it } from 'vitest';
import { validate } from './fieldErrors';

describe('form validation uses the API contract (SPEC 5 messages)', () => {
  it('sign in: empty form', () => {
    expect(validate(SignInBody, { email: '', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('sign up: empty form', () => {
    expect(validate(SignUpBody, { email: '', password: '', firstName: '', lastName: '', role: 'BUYER' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('sign up: short password only', () => {
    const body = { email: 'new@example.com', password: 'short', firstName: 'A', lastName: 'B', role: 'PERFORMER' };
    expect(validate(SignUpBody, body)).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('a valid sign-up has no errors', () => {
    const body = {
      email: 'new@example.com',
      password: 'long enough',
      firstName: 'A',
      lastName: 'B',
      role: 'BUYER',
      subscriptionTier: 'ELITE',
    };
    expect(validate(SignUpBody, body)).toEqual({});
  });
});
