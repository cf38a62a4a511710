import type { BuyerTier, PerformerTier, SiteContent } from '../../contract';

export interface BuyerTierSeed {
  tier: BuyerTier;
  name: string;
  monthlyPriceCents: number;
  yearlyPriceCents: number | null;
  serviceFeeBps: number;
  adminApprovalRequired: boolean;
  features: string[];
}

export interface PerformerTierSeed {
  tier: PerformerTier;
  name: string;
  monthlyPriceCents: number;
  commissionBps: number;
  approvalRequired: boolean;
  features: string[];
}

export interface TenantSeed {
  slug: string;
  name: string;
  isDefault: boolean;
  themePack: string;
  /** The home page's and footer's words; absent: the product's defaults. */
  siteContent?: SiteContent;
  domains: string[];
  buyerTiers: BuyerTierSeed[];
  performerTiers: PerformerTierSeed[];
  performerCount: number;
  venueCount: number;
  accounts: {
    email: string;
    firstName: string;
    lastName: string;
    role: 'BUYER' | 'PERFORMER' | 'ADMIN' | 'OPERATOR';
    tier: BuyerTier;
    companyName?: string;
    phone?: string;
  }[];
}

const BUYER_FEATURES = {
  GUEST: [
    'Browse vetted performers',
    'Offers reviewed by our team before sending',
    'Messaging after a contract is signed',
  ],
  BASIC: ['Offers go straight to performers', 'Contact release before the event', 'E-mail support (24-48h)'],
  ELITE: ['Queue priority', 'Agency-represented and celebrity acts', 'Tour routing', 'Phone support'],
  ENTERPRISE: ['White-label options', 'Custom contract terms', 'Dedicated account manager', 'Priority support'],
};

const PERFORMER_FEATURES = {
  basic: ['Free to join — never pay-to-play', 'Standard search placement', 'Basic tour alerts', 'E-mail support'],
  elite: [
    'Priority search placement',
    'Advanced tour routing alerts',
    'VIP phone and e-mail support',
    'White-label access',
    'Performance analytics',
    'Exclusive agency partnerships',
  ],
};

/** The flagship follows the pricing-page table of SPEC 9; see docs/fees.md for the resolved conflicts. */
export const FLAGSHIP: TenantSeed = {
  slug: 'flagship',
  name: 'Headliner',
  isDefault: true,
  themePack: 'flagship',
  domains: [],
  buyerTiers: [
    {
      tier: 'GUEST',
      name: 'Guest',
      monthlyPriceCents: 0,
      yearlyPriceCents: null,
      serviceFeeBps: 1800,
      adminApprovalRequired: true,
      features: BUYER_FEATURES.GUEST,
    },
    {
      tier: 'BASIC',
      name: 'Basic',
      monthlyPriceCents: 2000,
      yearlyPriceCents: 18000,
      serviceFeeBps: 1500,
      adminApprovalRequired: false,
      features: BUYER_FEATURES.BASIC,
    },
    {
      tier: 'ELITE',
      name: 'Elite',
      monthlyPriceCents: 6000,
      yearlyPriceCents: 60000,
      serviceFeeBps: 1000,
      adminApprovalRequired: false,
      features: BUYER_FEATURES.ELITE,
    },
    {
      tier: 'ENTERPRISE',
      name: 'Enterprise',
      monthlyPriceCents: 15000,
      yearlyPriceCents: 150000,
      serviceFeeBps: 500,
      adminApprovalRequired: false,
      features: BUYER_FEATURES.ENTERPRISE,
    },
  ],
  performerTiers: [
    {
      tier: 'basic',
      name: 'Basic',
      monthlyPriceCents: 0,
      commissionBps: 850,
      approvalRequired: false,
      features: PERFORMER_FEATURES.basic,
    },
    {
      tier: 'elite',
      name: 'Elite',
      monthlyPriceCents: 1500,
      commissionBps: 500,
      approvalRequired: true,
      features: PERFORMER_FEATURES.elite,
    },
  ],
  performerCount: 540,
  venueCount: 240,
  accounts: [
    {
      email: 'buyer.guest@demo.test',
      firstName: 'Gail',
      lastName: 'Guest',
      role: 'BUYER',
      tier: 'GUEST',
      companyName: 'Backyard Parties LLC',
      phone: '+1 512 555 0101',
    },
    {
      email: 'buyer.basic@demo.test',
      firstName: 'Bill',
      lastName: 'Basic',
      role: 'BUYER',
      tier: 'BASIC',
      companyName: 'Riverside Events',
      phone: '+1 512 555 0102',
    },
    {
      email: 'buyer.elite@demo.test',
      firstName: 'Ella',
      lastName: 'Elite',
      role: 'BUYER',
      tier: 'ELITE',
      companyName: 'Grand Stage Venues',
      phone: '+1 512 555 0103',
    },
    {
      email: 'performer@demo.test',
      firstName: 'Pat',
      lastName: 'Performer',
      role: 'PERFORMER',
      tier: 'GUEST',
      phone: '+1 512 555 0104',
    },
    { email: 'admin@demo.test', firstName: 'Ada', lastName: 'Admin', role: 'ADMIN', tier: 'GUEST' },
    { email: 'operator@demo.test', firstName: 'Otto', lastName: 'Operator', role: 'OPERATOR', tier: 'GUEST' },
  ],
};

export const DEMO_AGENCY: TenantSeed = {
  slug: 'demo-agency',
  name: 'Laugh Lines Agency',
  isDefault: false,
  themePack: 'laugh-factory-blue',
  siteContent: {
    heroEyebrow: 'Laugh Lines Agency · since 2009',
    heroHeadline: 'Comedy for the Midwest’s',
    heroHighlight: 'best rooms.',
    heroText:
      'Our roster plays clubs, theaters and corporate nights from Chicago to Kansas City. Pick a comic, send an offer, and we handle the contract, the escrow and the day-of details.',
    footerText:
      'Laugh Lines Agency books stand-up, improv and variety acts for clubs, theaters and private events across the Midwest.',
    footerLinks: [
      { label: 'Our venues', url: '/browse?state=IL' },
      { label: 'Agency blog', url: 'https://laughlines.test/blog' },
      { label: 'Instagram', url: 'https://instagram.com/laughlinesagency' },
    ],
  },
  domains: ['laughlines.test'],
  buyerTiers: [
    {
      tier: 'GUEST',
      name: 'Visitor',
      monthlyPriceCents: 0,
      yearlyPriceCents: null,
      serviceFeeBps: 2000,
      adminApprovalRequired: true,
      features: BUYER_FEATURES.GUEST,
    },
    {
      tier: 'BASIC',
      name: 'Member',
      monthlyPriceCents: 4900,
      yearlyPriceCents: 44100,
      serviceFeeBps: 1400,
      adminApprovalRequired: false,
      features: BUYER_FEATURES.BASIC,
    },
    {
      tier: 'ELITE',
      name: 'Producer',
      monthlyPriceCents: 19900,
      yearlyPriceCents: 179100,
      serviceFeeBps: 900,
      adminApprovalRequired: false,
      features: BUYER_FEATURES.ELITE,
    },
    {
      tier: 'ENTERPRISE',
      name: 'Network',
      monthlyPriceCents: 39900,
      yearlyPriceCents: 359100,
      serviceFeeBps: 450,
      adminApprovalRequired: false,
      features: BUYER_FEATURES.ENTERPRISE,
    },
  ],
  performerTiers: [
    {
      tier: 'basic',
      name: 'Roster',
      monthlyPriceCents: 0,
      commissionBps: 1000,
      approvalRequired: false,
      features: PERFORMER_FEATURES.basic,
    },
    {
      tier: 'elite',
      name: 'Headliner',
      monthlyPriceCents: 4900,
      commissionBps: 600,
      approvalRequired: true,
      features: PERFORMER_FEATURES.elite,
    },
  ],
  performerCount: 60,
  venueCount: 40,
  accounts: [
    {
      email: 'buyer@demo-agency.test',
      firstName: 'Bea',
      lastName: 'Booker',
      role: 'BUYER',
      tier: 'BASIC',
      companyName: 'Laugh Lines Client Co',
      phone: '+1 303 555 0111',
    },
    { email: 'guest@demo-agency.test', firstName: 'Gus', lastName: 'Visitor', role: 'BUYER', tier: 'GUEST' },
    {
      email: 'performer@demo-agency.test',
      firstName: 'Perry',
      lastName: 'Punchline',
      role: 'PERFORMER',
      tier: 'GUEST',
      phone: '+1 303 555 0112',
    },
    { email: 'admin@demo-agency.test', firstName: 'Agnes', lastName: 'Agency', role: 'ADMIN', tier: 'GUEST' },
  ],
};

export const DEMO_PASSWORD = 'demo-password';
