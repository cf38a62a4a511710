import type { MyOffersFirstPage, OfferListItem } from 'tenant-api/contract';
import { describe, expect, it } from 'vitest';
import { formatMemberSince, initialsOf, offerStats } from './profileStats';

const offer = (status: OfferListItem['status'], offerAmount: number, totalAmount: number) =>
  ({ id: crypto.randomUUID(), status, offerAmount, totalAmount }) as OfferListItem;

const BOOKED = ['ACCEPTED', 'PAID', 'COMPLETED', 'PAID_OUT'];

const response = (userRole: MyOffersFirstPage['userRole'], offers: OfferListItem[]): MyOffersFirstPage => ({
  userRole,
  offers,
  nextCursor: null,
  bookedAmount: offers
    .filter((o) => BOOKED.includes(o.status))
    .reduce((sum, o) => sum + (userRole === 'buyer' ? o.totalAmount : o.offerAmount), 0),
  counts: {
    all: offers.length,
    pending: offers.filter((o) => ['PENDING', 'COUNTER_OFFER', 'PENDING_ADMIN_APPROVAL'].includes(o.status)).length,
    accepted: offers.filter((o) => BOOKED.includes(o.status)).length,
    declined: offers.filter((o) => ['REJECTED', 'CANCELLED'].includes(o.status)).length,
    expired: offers.filter((o) => o.status === 'EXPIRED').length,
  },
});

const offers = [
  offer('PAID', 50_000, 57_500),
  offer('ACCEPTED', 20_000, 23_000),
  offer('PENDING', 30_000, 34_500),
  offer('REJECTED', 40_000, 46_000),
  offer('PAID_OUT', 10_000, 11_500),
];

describe('offerStats', () => {
  it('sums what a buyer pays for booked offers, fees included', () => {
    expect(offerStats(response('buyer', offers))).toEqual({
      role: 'buyer',
      total: 5,
      booked: 3,
      pending: 1,
      bookedCents: 92_000,
      acceptanceRate: 75,
    });
  });

  it('sums a performer’s agreed fees', () => {
    expect(offerStats(response('performer', offers)).bookedCents).toBe(80_000);
  });

  it('takes the booked amount of every offer from the API, not only the offers on the first page', () => {
    const firstPageOnly = { ...response('buyer', offers), offers: offers.slice(0, 1), bookedAmount: 1_234_500 };
    expect(offerStats(firstPageOnly).bookedCents).toBe(1_234_500);
  });

  it('has no acceptance rate before any offer was answered', () => {
    const stats = offerStats(response('buyer', [offer('PENDING', 30_000, 34_500)]));
    expect(stats).toMatchObject({ total: 1, booked: 0, bookedCents: 0, acceptanceRate: null });
  });
});

describe('profile formats', () => {
  it('initials from the name, else the e-mail', () => {
    expect(initialsOf({ firstName: 'pat', lastName: 'Jones', email: 'x@y.z' })).toBe('PJ');
    expect(initialsOf({ firstName: ' ', lastName: '', email: 'zed@y.z' })).toBe('Z');
  });

  it('member since as month and year', () => {
    expect(formatMemberSince('2026-01-02T03:04:05.000Z')).toBe('January 2026');
    expect(formatMemberSince('nonsense')).toBe('—');
  });
});
