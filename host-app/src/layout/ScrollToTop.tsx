import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Declarative routing keeps the scroll position between pages; start each new page at the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
