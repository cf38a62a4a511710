import { useEffect, useState } from 'react';

export function useScrolledPast(pixels: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > pixels);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > pixels);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [pixels]);
  return scrolled;
}
