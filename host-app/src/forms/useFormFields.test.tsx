// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './useFormFields';

describe('useFormFields', () => {
  it('gives each field its name, value and error, and a change clears only that error', () => {
    const { result } = renderHook(() => useFormFields<'email' | 'password'>({ email: '', password: '' }));
    act(() => result.current.setErrors({ email: 'Please enter a valid email address', password: 'Required' }));
    expect(result.current.field('email')).toMatchObject({
      name: 'email',
      value: '',
      error: 'Please enter a valid email address',
    });
    act(() => result.current.field('email').onChange({ target: { value: 'a@b.test' } }));
    expect(result.current.values).toEqual({ email: 'a@b.test', password: '' });
    expect(result.current.errors).toEqual({ email: undefined, password: 'Required' });
  });
});
