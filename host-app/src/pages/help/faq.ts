import type { TiersResponse } from 'tenant-api/contract';
import { formatCents, formatMonthlyPrice, formatPercent } from '../../format/money';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCategory {
  title: string;
  entries: FaqEntry[];
}

/** The help centre's questions; every fee and price in them is read from the tenant's tiers. */
export function faqCategories(tiers: TiersResponse, brandName: string): FaqCategory[] {
  const byTier = Object.fromEntries(tiers.buyerTiers.map((tier) => [tier.tier, tier]));
  const guest = byTier.GUEST;
  const basic = byTier.BASIC;
  const performerBasic = tiers.performerTiers.find((tier) => tier.tier === 'basic');
  const performerElite = tiers.performerTiers.find((tier) => tier.tier === 'elite');
  const feeList = tiers.buyerTiers.map((tier) => `${tier.name} ${formatPercent(tier.serviceFeeRate)}`).join(', ');

  return [
    {
      title: 'Getting Started',
      entries: [
        {
          question: `How do I book a performer on ${brandName}?`,
          answer:
            'Create a free account, browse vetted talent, open a profile and choose Make Offer. Fill in your event, venue and performance details and send the offer. The performer accepts, counters once, or declines — usually within 24-48 hours.',
        },
        {
          question: 'Are the performers vetted?',
          answer:
            'Yes. Every performer sends identity documents and proof of past bookings, and our team reviews their material by hand. Vetting takes 3-5 business days before a profile can be booked.',
        },
        {
          question: guest ? `Why does my offer say it is waiting for approval?` : 'Do offers need approval?',
          answer: guest?.adminApprovalRequired
            ? `Offers from ${guest.name} accounts are checked by our team before they reach the performer, usually within 1-2 business hours. On ${basic?.name ?? 'paid'} plans and above, offers go straight to the performer.`
            : 'No — on this site every offer goes straight to the performer.',
        },
        {
          question: 'When do I get the performer’s contact details?',
          answer:
            'Contact details stay private while you negotiate. Once you have paid into escrow they appear on your payment confirmation and in the offer details, so you can plan the show together.',
        },
      ],
    },
    {
      title: 'Pricing & Billing',
      entries: [
        {
          question: 'What fees do I pay as a buyer?',
          answer: `Your plan sets a booking fee added on top of the performer’s fee: ${feeList}. You see the exact total before you send an offer.`,
        },
        {
          question: 'How much do the plans cost?',
          answer: tiers.buyerTiers
            .map((tier) => `${tier.name}: ${formatMonthlyPrice(tier.monthlyPrice)}`)
            .concat(['annual billing costs less — see the Pricing page'])
            .join('; ')
            .concat('.'),
        },
        {
          question: 'How does escrow work?',
          answer:
            'When the performer accepts, you pay the full amount into escrow. We hold it until the event has taken place, then release it to the performer automatically. If the booking is cancelled, refunds follow the cancellation policy in our Terms.',
        },
        {
          question: 'What is the cancellation policy?',
          answer:
            'Cancel 30 or more days before the event for a full refund minus processing fees; 14-29 days before, 50%; 7-13 days before, 25%; under 7 days, no refund unless the performer cancels.',
        },
        {
          question: 'Is card payment secure?',
          answer: `Payments are handled by our card payment provider and the platform is PCI compliant; we never see or store your full card number. Card processing (${formatPercent(tiers.paymentProcessing.rate)} + ${formatCents(tiers.paymentProcessing.fixedCents)}) is covered by the booking fee.`,
        },
      ],
    },
    {
      title: 'For Performers',
      entries: [
        {
          question: 'Does it cost anything to join as a performer?',
          answer: performerBasic
            ? `No. Joining is free and you are never pay-to-play. We take a ${formatPercent(performerBasic.commissionRate)} commission from your fee when a booking is completed.`
            : 'No. Joining is free and you are never pay-to-play.',
        },
        {
          question: 'What does Elite status give me?',
          answer: performerElite
            ? `${performerElite.name} costs ${formatMonthlyPrice(performerElite.monthlyPrice)} and lowers your commission to ${formatPercent(performerElite.commissionRate)}, with priority search placement, advanced tour alerts and performance analytics. Membership is subject to approval.`
            : 'Elite status adds priority placement and a lower commission, subject to approval.',
        },
        {
          question: 'When do I get paid?',
          answer:
            'The buyer pays into escrow when you accept. After the event the money is released to your connected payout account automatically; your bank usually shows it within 2-3 business days.',
        },
        {
          question: 'Can I negotiate an offer?',
          answer:
            'Yes — you can send one counter-offer per offer. The buyer then accepts or declines it. After that, the offer can only be accepted or declined.',
        },
      ],
    },
  ];
}
