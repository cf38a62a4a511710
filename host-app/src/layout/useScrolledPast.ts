import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled down: true once past `enterAt` pixels, false again only back above
 * `leaveBelow`. What this switches may change the page's height (the header shrinks); the browser
 * then moves the scroll position by that much (scroll anchoring, or the end of the page). Keeping
 * the two thresholds at least that change apart means the move never crosses back over the other
 * threshold, so the state cannot flip back and forth by itself on a page barely taller than the window.
 */
export function useScrolledPast(enterAt: number, leaveBelow: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > enterAt);
  useEffect(() => {
    const update = () => setScrolled((was) => (was ? window.scrollY >= leaveBelow : window.scrollY > enterAt));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enterAt, leaveBelow]);
  return scrolled;
}
