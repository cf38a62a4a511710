import type { Role } from 'tenant-api/contract';

export interface NavItem {
  to: string;
  label: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/browse', label: 'Browse Talent' },
  { to: '/tour-routing', label: 'Tour Routing' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/for-performers', label: 'For Performers' },
];

export const FOOTER_PLATFORM: readonly NavItem[] = [
  { to: '/browse', label: 'Browse Talent' },
  { to: '/tour-routing', label: 'Tour Routing' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/white-label', label: 'White Label' },
];

export const FOOTER_SUPPORT: readonly NavItem[] = [
  { to: '/help', label: 'Help Center' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/for-performers', label: 'For Performers' },
];

/** SPEC 2.2: the dashboard entry is for buyers and performers only; the calendar for performers. */
export function accountLinks(role: Role): NavItem[] {
  const links: NavItem[] = [
    { to: '/profile', label: 'Profile' },
    { to: '/settings', label: 'Settings' },
  ];
  if (role === 'BUYER' || role === 'PERFORMER') links.push({ to: '/dashboard', label: 'Dashboard' });
  if (role === 'PERFORMER') links.push({ to: '/calendar', label: 'Calendar' });
  return links;
}
