import { useEffect } from 'react';
import { useTenant } from './useTenant';

const PRODUCT_ICON = '/favicon.svg';

/** Sets one `<link rel=…>` of the page's head, adding it when the page has none. */
function setHeadLink(rel: string, href: string, type: string | null, sizes: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
  if (type) link.type = type;
  else link.removeAttribute('type');
  if (sizes) link.setAttribute('sizes', sizes);
  else link.removeAttribute('sizes');
}

/**
 * Keeps the tab's icon the tenant's: the server links it in the page it sends (tenant-api's
 * hostAppIndex), and this follows a change made meanwhile, e.g. the admin uploading a logo.
 */
export function useTenantIcons(): void {
  const { tenant } = useTenant();
  const logo = tenant?.logo;
  const ready = tenant !== undefined;
  useEffect(() => {
    if (!ready) return;
    if (logo) {
      setHeadLink('icon', logo.icon, 'image/png', '32x32');
      setHeadLink('apple-touch-icon', logo.touchIcon, null, '180x180');
    } else {
      setHeadLink('icon', PRODUCT_ICON, 'image/svg+xml', null);
      document.head.querySelector('link[rel="apple-touch-icon"]')?.remove();
    }
  }, [ready, logo]);
}
