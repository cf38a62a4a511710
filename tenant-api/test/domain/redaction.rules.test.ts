import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findContactInfo, HIDDEN_CONTACT, scrubContactInfo } from '../../src/domain/redaction';

const hidden = (template: string) => template.replaceAll('#', HIDDEN_CONTACT);

describe('scrubbing contact details', () => {
  it.each([
    'jo.smith@gmail.com',
    'Jo_Smith+gigs@mail.example.co.uk',
    'jo @ gmail.com',
    'jo at gmail dot com',
    'jo AT gmail DOT com',
    'jo [at] gmail [dot] com',
    'jo(at)gmail(dot)com',
    'jo (at) gmail.com',
    'jo {at} laughs dot co dot uk',
  ])('hides the e-mail address %s', (email) => {
    expect(scrubContactInfo(`Write to ${email} before Friday.`)).toBe(hidden('Write to # before Friday.'));
  });

  it.each([
    '512-555-0101',
    '512.555.0101',
    '512 555 0101',
    '(512) 555-0101',
    '(512)555-0101',
    '5125550101',
    '1-512-555-0101',
    '+1 512 555 0101',
    '+1 (512) 555-0101',
    '+15125550101',
    '+44 20 7946 0958',
    '+44 (0) 20 7946 0958',
    '0044 20 7946 0958',
    '+33 1 23 45 67 89',
    '+49 30 1234567',
    '+61 2 9876 5432',
    '020 7946 0958',
    '07700 900123',
  ])('hides the phone number %s', (phone) => {
    expect(scrubContactInfo(`Call ${phone} after 6.`)).toBe(hidden('Call # after 6.'));
  });

  it.each([
    ['https://funny.example.com/booking?id=7', 'See # for details.'],
    ['http://jo.comedy', 'See # for details.'],
    ['www.jolaughs.net/reel', 'See # for details.'],
    ['jolaughs.com', 'See # for details.'],
    ['JoLaughs.COM/videos/2026', 'See # for details.'],
    ['tickets.jolaughs.co.uk', 'See # for details.'],
  ])('hides the address %s', (url, expected) => {
    expect(scrubContactInfo(`See ${url} for details.`)).toBe(hidden(expected));
  });

  it('leaves sentence punctuation after a URL alone', () => {
    expect(scrubContactInfo('My reel: jolaughs.com/reel. Thanks!')).toBe(hidden('My reel: #. Thanks!'));
    expect(scrubContactInfo('(see https://jo.io/x), ok')).toBe(hidden('(see #), ok'));
  });

  it('does not take a following date or decimal for part of an international number', () => {
    expect(scrubContactInfo('+44 20 7946 0958 2026-12-31')).toBe(hidden('# 2026-12-31'));
    expect(scrubContactInfo('+33 1 23 45 67 89 3.5 hours')).toBe(hidden('# 3.5 hours'));
    expect(scrubContactInfo('at 10:00 0044 20 7946 0958')).toBe(hidden('at 10:00 #'));
  });

  it('hides social handles (they reach a person as surely as a phone number)', () => {
    expect(scrubContactInfo('Follow @jolaughs on Instagram and meet at the club.')).toBe(
      hidden('Follow # on Instagram and meet at the club.'),
    );
  });

  it('hides everything in a message with several', () => {
    expect(scrubContactInfo('Text 512-555-0101, mail jo@x.io or visit jo.live/tour')).toBe(
      hidden('Text #, mail # or visit #'),
    );
  });

  it.each([
    'Show on 2026-03-14 at 8:30 PM, doors at 7:45 PM.',
    'Budget $1,500 (or $1,500.00), up to $10,000 for two nights.',
    'A 90 minutes set, 45-60 minutes preferred, 200 guests, maybe 1,000-2,000.',
    'Dates 2026-03-14 2026-03-15 and 14.03.2026 or 03/14/2026.',
    'Season 2025-2026, ZIP 78701-1234, suite 200, room 12.',
    'e.g. Mr. Smith from St. Louis, U.S.A., at 3.5 hours; i.e. a long set.',
    'We arrive at noon. Then sound check at 4 p.m.',
    'Loved your clips on Instagram; meet at the club.',
    'She said: "Look at that!" and left at 11.',
    'Order #123456 for 4 people, table 9, 7 nights.',
  ])('leaves ordinary text as it is: %s', (text) => {
    expect(scrubContactInfo(text)).toBe(text);
    expect(findContactInfo(text)).toEqual([]);
  });
});

const safeFragments = fc.constantFrom(
  'Show',
  'on',
  'at',
  'dot',
  'the',
  'club',
  'guests',
  'minutes',
  '2026-03-14',
  '2026-12-31',
  '8:30 PM',
  '10:00',
  '$1,500',
  '$250.00',
  '90 minutes',
  '200 guests',
  '1,000-2,000',
  '45-60',
  'e.g.',
  'St. Louis',
  'Instagram',
  '3.5',
  '(clean set)',
  '#42',
);
const digits = (count: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: count, maxLength: count });
const usPhone = fc
  .tuple(
    fc.constantFrom('', '+1 ', '1-', '+1'),
    fc.constantFrom('(', ''),
    digits(3),
    digits(3),
    digits(4),
    fc.constantFrom(' ', '-', '.', ''),
  )
  .map(([prefix, paren, area, exchange, line, sep]) =>
    paren ? `${prefix}(${area}) ${exchange}${sep}${line}` : `${prefix}${area}${sep}${exchange}${sep}${line}`,
  );
const internationalPhone = fc
  .tuple(
    fc.constantFrom('+44', '+33', '+49', '+61', '0044'),
    fc.array(digits(3), { minLength: 2, maxLength: 4 }),
    fc.constantFrom(' ', '-', '.'),
  )
  .map(([country, groups, sep]) => `${country} ${groups.join(sep)}`);
const spelledEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{1,8}$/),
    fc.stringMatching(/^[a-z][a-z0-9]{1,8}$/),
    fc.constantFrom('com', 'net', 'org', 'io', 'co'),
    fc.constantFrom([' at ', ' dot '], [' [at] ', ' [dot] '], ['(at)', '(dot)'], [' AT ', ' DOT '], ['@', '.']),
  )
  .map(([name, domain, tld, [atSign, dotSign]]) => `${name}${atSign}${domain}${dotSign}${tld}`);
const contact = fc.oneof(
  fc.emailAddress(),
  spelledEmail,
  usPhone,
  internationalPhone,
  fc.webUrl().map((url) => url.replace(/[.,;:!?)'\]]+$/, '')),
);

describe('scrubbing, as properties', () => {
  // A comma after the detail: '+44 20 7946 0958 90 minutes' is ambiguous even to a reader.
  it('hides every generated contact detail in ordinary text', () => {
    fc.assert(
      fc.property(
        fc.array(safeFragments, { maxLength: 4 }),
        contact,
        fc.array(safeFragments, { maxLength: 4 }),
        (before, detail, after) => {
          const text = [...before, `${detail},`, ...after].join(' ');
          expect(scrubContactInfo(text)).toBe([...before, `${HIDDEN_CONTACT},`, ...after].join(' '));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never changes text made only of ordinary fragments', () => {
    fc.assert(
      fc.property(
        fc.array(safeFragments, { maxLength: 12 }),
        fc.constantFrom(' ', ', ', '; ', ' - '),
        (fragments, sep) => {
          const text = fragments.join(sep);
          expect(scrubContactInfo(text)).toBe(text);
        },
      ),
    );
  });

  const anyText = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc
      .array(fc.oneof(safeFragments, contact, fc.string({ maxLength: 6 })), { maxLength: 8 })
      .map((parts) => parts.join(' ')),
    fc
      .array(fc.oneof(contact, fc.constantFrom('', ' ', '.', '-', '@', ' at ', ' dot ', '+', '(', ')')), {
        maxLength: 8,
      })
      .map((parts) => parts.join('')),
  );

  it('leaves nothing its own detectors would find', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(findContactInfo(scrubContactInfo(text))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = scrubContactInfo(text);
        expect(scrubContactInfo(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('changes nothing in text without contact details', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        fc.pre(findContactInfo(text).length === 0);
        expect(scrubContactInfo(text)).toBe(text);
      }),
    );
  });
});
