// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrolledPast } from './useScrolledPast';

afterEach(cleanup);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrolledPast', () => {
  it('turns on past the first threshold and off only above the second', () => {
    scrollTo(0);
    const { result } = renderHook(() => useScrolledPast(32, 8));
    expect(result.current).toBe(false);
    scrollTo(32);
    expect(result.current).toBe(false);
    scrollTo(33);
    expect(result.current).toBe(true);
    // The page moved up by what the header lost (16 px): still scrolled, no flip back.
    scrollTo(17);
    expect(result.current).toBe(true);
    scrollTo(8);
    expect(result.current).toBe(true);
    scrollTo(7);
    expect(result.current).toBe(false);
    // And moved down by what it gained back: still not scrolled.
    scrollTo(23);
    expect(result.current).toBe(false);
  });

  it('starts scrolled when the page opens scrolled down', () => {
    scrollTo(500);
    const { result } = renderHook(() => useScrolledPast(32, 8));
    expect(result.current).toBe(true);
  });
});
