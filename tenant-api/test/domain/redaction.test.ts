import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN_CONTACT as HIDDEN, scrubContactInfo } from '../../src/domain/redaction';

describe('scrubbing contact details from free text', () => {
  it.each([
    'Mail me at jo.bloggs+gigs@example.com please',
    'jo at example dot com',
    'Call (512) 555-0101 tonight',
    'Call +1 512 555 0101',
    'ring 512.555.0101',
    'whatsapp 5125550101',
    'London +44 20 7946 0958',
    'see https://my-site.example.org/book?x=1',
    'visit www.jokes.com',
    'my page joeycomedy.com/shows',
  ])('hides the contact in %j', (text) => {
    const scrubbed = scrubContactInfo(text);
    expect(scrubbed).toContain(HIDDEN);
    expect(scrubbed).not.toMatch(/555|@|example|jokes\.com|joeycomedy|7946/);
  });

  it.each([
    'Doors open 2026-03-14 at 8:30 PM',
    'Budget $1,500 for 90 minutes, 200 guests',
    'Two 45-minute sets, clean material only',
    'Load-in 5:00 PM; parking on 5th St.',
    'Arrive at 5. Parking is free',
    'Meet at the venue. Dinner at 7.',
  ])('leaves ordinary text alone: %j', (text) => {
    expect(scrubContactInfo(text)).toBe(text);
  });

  it('is idempotent and never leaves an e-mail address', () => {
    fc.assert(
      fc.property(fc.string(), fc.emailAddress(), fc.string(), (before, email, after) => {
        const once = scrubContactInfo(`${before} ${email} ${after}`);
        expect(scrubContactInfo(once)).toBe(once);
        expect(once).not.toContain(email);
      }),
      { numRuns: 300 },
    );
  });
});
