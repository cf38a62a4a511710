import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeJournal, payoutJournal, refundJournal, type Journal } from '../../src/domain/ledger';

const sum = (journal: Journal) => journal.postings.reduce((total, posting) => total + posting.amount, 0);
const balanceOf = (journals: Journal[], account: string) =>
  journals
    .flatMap((journal) => journal.postings)
    .filter((posting) => posting.account === account)
    .reduce((total, posting) => total + posting.amount, 0);

describe('ledger journals', () => {
  it('a charge holds the subtotal in escrow and earns the service fee', () => {
    const journal = chargeJournal(100_000, 15_000);
    expect(journal.postings).toEqual([
      { account: 'cash', amount: 115_000 },
      { account: 'escrow', amount: -100_000 },
      { account: 'platform_fees', amount: -15_000 },
    ]);
  });

  it('a payout empties the escrow, earns the commission and pays out the rest', () => {
    const journal = payoutJournal(100_000, 850);
    expect(journal.commission).toBe(8_500);
    expect(journal.payout).toBe(91_500);
    expect(sum(journal)).toBe(0);
  });

  it('a full journey leaves escrow at zero and cash equal to the platform’s earnings', () => {
    const journals = [chargeJournal(100_000, 15_000), payoutJournal(100_000, 850)];
    expect(balanceOf(journals, 'escrow')).toBe(0);
    expect(balanceOf(journals, 'cash')).toBe(15_000 + 8_500);
    expect(-balanceOf(journals, 'platform_fees') - balanceOf(journals, 'platform_commission')).toBe(23_500);
  });

  it('a refund is taken from the escrow and the service fee as the split says', () => {
    const journal = refundJournal({ fromEscrow: 50_000, fromServiceFee: 7_500 });
    expect(journal.postings).toEqual([
      { account: 'escrow', amount: 50_000 },
      { account: 'platform_fees', amount: 7_500 },
      { account: 'cash', amount: -57_500 },
    ]);
  });

  it('a late cancellation: charge, shared refund and the payout of what is left leave escrow at zero', () => {
    const journals = [
      chargeJournal(100_000, 15_000),
      refundJournal({ fromEscrow: 50_000, fromServiceFee: 7_500 }),
      payoutJournal(50_000, 850),
    ];
    expect(balanceOf(journals, 'escrow')).toBe(0);
    expect(balanceOf(journals, 'platform_fees')).toBe(-7_500);
    expect(balanceOf(journals, 'platform_commission')).toBe(-4_250);
    expect(balanceOf(journals, 'cash')).toBe(7_500 + 4_250);
  });

  it('every journal balances, for any amounts', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000_00 });
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 0, max: 10_000 }), (subtotal, fee, bps) => {
        expect(sum(chargeJournal(subtotal, fee))).toBe(0);
        expect(sum(payoutJournal(subtotal, bps))).toBe(0);
        expect(sum(refundJournal({ fromEscrow: subtotal, fromServiceFee: fee }))).toBe(0);
      }),
    );
  });
});
