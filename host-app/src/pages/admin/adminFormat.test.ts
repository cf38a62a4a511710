import { describe, expect, it } from 'vitest';
import { defaultPack } from 'theme-packs';
import type { BuyerTierConfig, PerformerTierConfig } from 'tenant-api/contract';
import {
  auditDiff,
  bpsToPercent,
  buildSnippets,
  businessMinutesBetween,
  centsToDollars,
  dollarsToCents,
  isApprovalOverdue,
  originErrors,
  percentToBps,
  shareOf,
  validateOrigin,
  waitingLabel,
} from './adminFormat';
import { overridesFrom, themeErrorsFrom, themeFormFrom } from './themeForm';
import { buyerTierForm, buyerTierUpdate, performerTierForm, performerTierUpdate } from './tierForm';

describe('money and rates', () => {
  it('converts dollars to cents and back', () => {
    expect(dollarsToCents('29')).toBe(2900);
    expect(dollarsToCents('29.9')).toBe(2990);
    expect(dollarsToCents('$1,299.99')).toBe(129999);
    expect(dollarsToCents('0.07')).toBe(7);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('-1')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
    expect(centsToDollars(2900)).toBe('29');
    expect(centsToDollars(2990)).toBe('29.90');
    expect(centsToDollars(7)).toBe('0.07');
  });

  it('converts percent to basis points and back without float drift', () => {
    expect(percentToBps('15')).toBe(1500);
    expect(percentToBps('12.5%')).toBe(1250);
    expect(percentToBps('8.55')).toBe(855);
    expect(percentToBps('abc')).toBeNull();
    expect(bpsToPercent(1250)).toBe('12.5');
    expect(bpsToPercent(850)).toBe('8.5');
  });

  it('rounds a share half up to the cent like the API', () => {
    expect(shareOf(50_000, 850)).toBe(4250);
    expect(shareOf(1, 5000)).toBe(1);
    expect(shareOf(3, 1500)).toBe(0);
  });
});

describe('waiting time', () => {
  it('labels minutes, hours and days', () => {
    expect(waitingLabel(12)).toBe('12 min');
    expect(waitingLabel(185)).toBe('3 h');
    expect(waitingLabel(3 * 1440)).toBe('3 days');
  });

  it('counts business hours only (Mon-Fri 9-17 local)', () => {
    // Monday 2026-11-23 08:00 → 12:00 is 3 business hours.
    expect(businessMinutesBetween(new Date(2026, 10, 23, 8), new Date(2026, 10, 23, 12))).toBe(180);
    // Friday 16:00 → Monday 10:00 is 2 business hours.
    expect(businessMinutesBetween(new Date(2026, 10, 27, 16), new Date(2026, 10, 30, 10))).toBe(120);
    expect(isApprovalOverdue(new Date(2026, 10, 27, 16), new Date(2026, 10, 30, 10))).toBe(false);
    expect(isApprovalOverdue(new Date(2026, 10, 27, 16), new Date(2026, 10, 30, 10, 1))).toBe(true);
    // Overnight does not count.
    expect(isApprovalOverdue(new Date(2026, 10, 23, 18), new Date(2026, 10, 24, 8))).toBe(false);
  });
});

describe('auditDiff', () => {
  it('lists changed keys with nested paths', () => {
    expect(
      auditDiff(
        { pack: 'flagship', overrides: { colors: { primary: '#111111' } }, same: 1 },
        { pack: 'midnight', overrides: { colors: { primary: '#222222', accent: '#333333' } }, same: 1 },
      ),
    ).toEqual([
      { key: 'overrides.colors.accent', before: undefined, after: '#333333' },
      { key: 'overrides.colors.primary', before: '#111111', after: '#222222' },
      { key: 'pack', before: 'flagship', after: 'midnight' },
    ]);
  });

  it('handles arrays, nulls and scalars', () => {
    expect(auditDiff({ origins: ['a'] }, { origins: ['a', 'b'] })).toEqual([
      { key: 'origins', before: ['a'], after: ['a', 'b'] },
    ]);
    expect(auditDiff(null, { status: 'approved' })).toEqual([{ key: 'status', before: undefined, after: 'approved' }]);
    expect(auditDiff('old', 'new')).toEqual([{ key: 'value', before: 'old', after: 'new' }]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('origins', () => {
  it('mirrors the EmbedOrigin contract', () => {
    expect(validateOrigin(' https://Agency.example ')).toEqual({ ok: true, origin: 'https://agency.example' });
    expect(validateOrigin('http://localhost:4100')).toEqual({ ok: true, origin: 'http://localhost:4100' });
    expect(validateOrigin('http://agency.example').ok).toBe(false);
    expect(validateOrigin('https://agency.example/path')).toEqual({
      ok: false,
      error: 'Origins are https://host[:port] (http only for localhost), without a path',
    });
  });

  it('reads origins.N errors by index', () => {
    expect(originErrors({ 'origins.2': 'bad', origins: 'too many' })).toEqual({ 2: 'bad' });
  });
});

describe('buildSnippets', () => {
  it('fills in the key, api base, loader and remote entry', () => {
    const snippets = buildSnippets('https://book.agency.com/', 'pk_live_abc');
    expect(snippets.webComponents).toContain(
      '<script src="https://book.agency.com/embed/headliner-loader.js" async></script>',
    );
    for (const element of ['hl-browse', 'hl-offer-wizard', 'hl-offers-list']) {
      expect(snippets.webComponents).toContain(
        `<${element} tenant-key="pk_live_abc" api-base="https://book.agency.com"`,
      );
    }
    expect(snippets.remoteEntry).toBe('https://book.agency.com/federation/remoteEntry.js');
    expect(snippets.federation).toContain("entry: 'https://book.agency.com/federation/remoteEntry.js'");
    expect(snippets.federation).toContain('tenantKey="pk_live_abc"');
  });
});

describe('theme form', () => {
  it('keeps only filled-in fields and colours not in the form', () => {
    const form = themeFormFrom('flagship', { colors: { primary: '#123456', danger: '#aa0000' } });
    expect(form.colors.primary).toBe('#123456');
    const next = { ...form, colors: { ...form.colors, primary: '', accent: '#654321' }, logoText: ' Acme ' };
    expect(overridesFrom(next, { colors: { danger: '#aa0000' } })).toEqual({
      colors: { danger: '#aa0000', accent: '#654321' },
      logo: { text: 'Acme' },
    });
    expect(overridesFrom(themeFormFrom(defaultPack.id, {}))).toEqual({});
  });

  it('maps server fields onto form fields', () => {
    expect(themeErrorsFrom({ 'overrides.colors.primary': 'low contrast', pack: 'bad' })).toEqual({
      'colors.primary': 'low contrast',
      pack: 'bad',
    });
  });
});

describe('tier rows', () => {
  const buyer: BuyerTierConfig = {
    tier: 'GUEST',
    name: 'Guest',
    monthlyPrice: 0,
    yearlyPrice: null,
    serviceFeeBps: 1500,
    serviceFeeRate: 15,
    adminApprovalRequired: true,
    features: [],
  };
  const performer: PerformerTierConfig = {
    tier: 'basic',
    name: 'Basic',
    monthlyPrice: 0,
    commissionBps: 850,
    commissionRate: 8.5,
    approvalRequired: false,
    features: [],
  };

  it('sends only changed buyer fields, in cents and bps', () => {
    const form = buyerTierForm(buyer);
    expect(buyerTierUpdate(form, buyer)).toEqual({ ok: true, body: null });
    expect(buyerTierUpdate({ ...form, monthly: '19.99', yearly: '199', fee: '12.5' }, buyer)).toEqual({
      ok: true,
      body: { monthlyPrice: 1999, yearlyPrice: 19900, serviceFeeBps: 1250 },
    });
    expect(buyerTierUpdate({ ...form, fee: '60', monthly: 'x', name: ' ' }, buyer)).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        monthlyPrice: 'Enter dollars, e.g. 29 or 29.99',
        serviceFeeBps: 'Service fee cannot be above 50%',
      },
    });
  });

  it('sends performer commission in bps', () => {
    const form = performerTierForm(performer);
    expect(performerTierUpdate({ ...form, commission: '7.25' }, performer)).toEqual({
      ok: true,
      body: { commissionBps: 725 },
    });
  });
});
