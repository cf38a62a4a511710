export interface ContactDetails {
  email: string;
  phone: string;
  phoneHours: string;
  address: readonly string[];
}

/**
 * How to reach each site's team. Not part of the tenant API yet, so kept here per tenant slug;
 * a tenant without its own entry shows the flagship's support desk, which serves agencies too.
 */
const DETAILS: Record<string, ContactDetails> = {
  flagship: {
    email: 'support@headliner.example',
    phone: '+1 (512) 555-0100',
    phoneHours: 'Mon-Fri 9AM-6PM EST',
    address: ['Headliner Marketplace, Inc.', '1100 Congress Ave, Suite 400', 'Austin, TX 78701'],
  },
  'demo-agency': {
    email: 'bookings@laughlines.test',
    phone: '+1 (312) 555-0188',
    phoneHours: 'Mon-Fri 9AM-6PM CST',
    address: ['Laugh Lines Agency', '220 W Huron St, Floor 3', 'Chicago, IL 60654'],
  },
};

export function contactDetailsFor(slug: string | undefined): ContactDetails {
  return (slug && DETAILS[slug]) || DETAILS.flagship!;
}
