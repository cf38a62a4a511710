import { describe, expect, it } from 'vitest';
import { accountLinks } from './navLinks';

describe('account links', () => {
  it('offers the dashboard to buyers and performers only', () => {
    expect(accountLinks('BUYER').map((link) => link.to)).toEqual(['/profile', '/settings', '/dashboard']);
    expect(accountLinks('PERFORMER').map((link) => link.to)).toContain('/dashboard');
    expect(accountLinks('PERFORMER').map((link) => link.to)).toContain('/calendar');
    expect(accountLinks('BUYER').map((link) => link.to)).not.toContain('/calendar');
    expect(accountLinks('ADMIN').map((link) => link.to)).toEqual(['/profile', '/settings']);
  });
});
