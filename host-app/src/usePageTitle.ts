import { useEffect } from 'react';
import { useTenant } from './tenant/useTenant';

/** Sets document.title to "<page> · <brand>" so tabs, history and screen readers name the page. */
export function usePageTitle(title: string | null): void {
  const { brandName } = useTenant();
  useEffect(() => {
    document.title = title ? `${title} · ${brandName}` : `${brandName} — Book vetted comedians and variety acts`;
  }, [title, brandName]);
}
