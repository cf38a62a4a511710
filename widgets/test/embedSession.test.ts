import { describe, expect, it, vi } from 'vitest';
import type { User } from 'tenant-api/contract';
import { embedSessionFor, storageKeyFor } from '../src/embed/embedSession';
import { signInErrors, signUpErrors } from '../src/auth/authRules';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

const user = { id: 'u1', email: 'buyer@demo-agency.test', role: 'BUYER' } as User;

describe('embed session', () => {
  it('is one shared session per API and key, kept under a namespaced storage key', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const first = embedSessionFor('http://api.test', 'pk_live_aaaaaaaaaaaaaaaa', storage);
    const second = embedSessionFor('http://api.test', 'pk_live_aaaaaaaaaaaaaaaa', storage);
    const other = embedSessionFor('http://api.test', 'pk_live_bbbbbbbbbbbbbbbb', storage);
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    const listener = vi.fn();
    first.subscribe(listener);
    first.set({ token: 't1', user });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(second.get().user?.email).toBe('buyer@demo-agency.test');
    expect(other.get().token).toBeNull();
    expect(JSON.parse(storage.getItem(storageKeyFor('http://api.test', 'pk_live_aaaaaaaaaaaaaaaa'))!).token).toBe('t1');
    first.clear();
    expect(storage.getItem(storageKeyFor('http://api.test', 'pk_live_aaaaaaaaaaaaaaaa'))).toBeNull();
  });

  it('restores a stored session and ignores garbage', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem(
      storageKeyFor('http://restore.test', 'pk_live_cccccccccccccccc'),
      JSON.stringify({ token: 't9', user }),
    );
    storage.setItem(storageKeyFor('http://restore.test', 'pk_live_dddddddddddddddd'), '{not json');
    expect(embedSessionFor('http://restore.test', 'pk_live_cccccccccccccccc', storage).get().token).toBe('t9');
    expect(embedSessionFor('http://restore.test', 'pk_live_dddddddddddddddd', storage).get().token).toBeNull();
  });
});

describe('widget sign-in rules (SPEC 5)', () => {
  const form = { email: 'buyer@demo-agency.test', password: 'demo-password', firstName: 'Bo', lastName: 'Buyer' };
  it('checks sign-in fields with the spec’s messages', () => {
    expect(signInErrors(form)).toEqual({});
    expect(signInErrors({ ...form, email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });
  it('checks sign-up fields with the spec’s messages', () => {
    expect(signUpErrors(form)).toEqual({});
    expect(signUpErrors({ email: 'x@y', password: 'short', firstName: ' ', lastName: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });
});
