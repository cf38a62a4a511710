import { describe, expect, it } from 'vitest';
import { findContactInfo, HIDDEN_CONTACT, scrubContactInfo } from '../../src/domain/redaction';

/**
 * Contact details in disguise, as buyers and performers write them in notes and requests before a
 * booking releases them: each sentence, and what must not be readable after masking.
 */
const DISGUISED: Array<[sentence: string, secret: string]> = [
  // phone numbers spelled out, wholly or in part
  ['Call me on five five five, one two three four five six seven', 'one two three'],
  ['five five five, 123-4567 after six', '4567'],
  ['Text 555 one two three 4567 tonight', '4567'],
  ['My cell is five one two five five five oh one oh one.', 'five one two'],
  ['Number: Five Five Five - One Two Three - Four Five Six Seven', 'Four Five'],
  ['ring 555-123-four five six seven please', 'six seven'],
  ['Reach me at (five one two) five five five 0101', '0101'],
  ['call 5 5 5 1 2 3 4 5 6 7 after the show', '5 5 5 1'],
  ['my number is eight one eight, twenty two, thirty three, forty four', 'thirty three'],
  ['dial 212 five five five twelve thirty four', 'twelve thirty'],
  // social handles
  ['Find me on insta @johnny', '@johnny'],
  ['ig: johnny_laughs', 'johnny_laughs'],
  ['IG johnny.jokes for clips', 'johnny.jokes'],
  ['add me on snap johnny99', 'johnny99'],
  ['my snapchat is funnyjo', 'funnyjo'],
  ['tiktok @jolaughs has my reel', '@jolaughs'],
  ['my TikTok is jolaughs', 'jolaughs'],
  ['Tik Tok: jo.laughs', 'jo.laughs'],
  ['Follow @jolaughs and DM me', '@jolaughs'],
  ['dm me (@jo_comedy) for dates', '@jo_comedy'],
  ['whatsapp me: jobloggs', 'jobloggs'],
  ['twitter handle is @jokester', '@jokester'],
  ['facebook - jo.bloggs.comedy', 'jo.bloggs.comedy'],
  ['insta handle: the.real.jo', 'the.real.jo'],
  // e-mail addresses and web addresses in disguise
  ['john at gmail dot com', 'gmail'],
  ['mail john at gmail', 'gmail'],
  ['jo@hotmail works best', 'hotmail'],
  ['john (at) yahoo (dot) com', 'yahoo'],
  ['jo [at] outlook [dot] com', 'outlook'],
  ['write to johnny at icloud.com', 'icloud'],
  ['my site is johnnylaughs dot com', 'johnnylaughs'],
  ['tour dates on jolaughs (dot) net/tour', 'jolaughs'],
  ['see www dot jolaughs dot com', 'jolaughs'],
  ['booking page jo [dot] io', 'jo [dot]'],
];

/** Sentences with nothing to hide: times, prices, ratings, set lengths, counts and the venue's address. */
const INNOCENT = [
  'Doors at 7:30 PM, show at 8, curfew 11:00 PM.',
  'Two sets of forty five minutes, or one 90-minute set.',
  'Budget is $1,500, up to $2,250.00 with travel.',
  'Rated 5 stars by 120 guests last year.',
  'Call me maybe after the show, we can talk then.',
  'One or two sets, three at most.',
  'Set lengths: 30, 45 or 60 minutes.',
  'The venue is at 1200 Main Street, Suite 300, Austin, TX 78701.',
  'Load-in at 4, sound check at 5, doors at 7.',
  'On 2026-03-14 two sets, on 2026-03-15 one.',
  'We seat 250 people at 40 tables of six or seven.',
  'She gave it five stars and said it was ten out of ten.',
  'Loved your set on TikTok and Instagram!',
  'I saw your special on YouTube last week.',
  'Meet us at the club; parking is on 5th St.',
  'The show is at the Paramount, 713 Congress Ave.',
  'Make it clean: no politics, no religion.',
  'Dinner at six thirty, show at eight.',
  'About 20 to 25 minutes of crowd work is fine.',
  'Order #123456, table 9, 7 nights.',
  'Pay $500 deposit and $1,000 on the night.',
  'Doors 7pm @ the Velvet Room.',
  'It is a snap decision, so answer by Friday.',
  'Can you do one, two or three nights?',
  'Our fee is 15% and the tip is 20%.',
  'We are at the corner of 6th and Lamar.',
  'Season 2025-2026 runs for 12 weeks.',
  'Her reel is great; the venue loved it.',
  'We met at the festival in 2024.',
  'Zip code 78701, room 204, floor 2.',
  'Please no photos on insta during the set.',
  'Send the contract to our office before Friday.',
];

describe('masking contact details in disguise', () => {
  it('has at least 30 of each', () => {
    expect(DISGUISED.length).toBeGreaterThanOrEqual(30);
    expect(INNOCENT.length).toBeGreaterThanOrEqual(30);
  });

  it.each(DISGUISED)('hides the contact in %j', (sentence, secret) => {
    const masked = scrubContactInfo(sentence);
    expect(masked).toContain(HIDDEN_CONTACT);
    expect(masked.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(findContactInfo(sentence).length).toBeGreaterThan(0);
    expect(scrubContactInfo(masked)).toBe(masked);
  });

  it.each(INNOCENT)('leaves %j as it is', (sentence) => {
    expect(scrubContactInfo(sentence)).toBe(sentence);
    expect(findContactInfo(sentence)).toEqual([]);
  });

  it('hides only the handle after the name of its platform', () => {
    expect(scrubContactInfo('Find me on insta @johnny')).toBe(`Find me on insta ${HIDDEN_CONTACT}`);
    expect(scrubContactInfo('ig: johnny, thanks')).toBe(`ig: ${HIDDEN_CONTACT}, thanks`);
  });

  it('hides a number read out, but not what follows it', () => {
    expect(scrubContactInfo('Call five five five, 123-4567. Doors at 7.')).toBe(`Call ${HIDDEN_CONTACT}. Doors at 7.`);
  });
});
