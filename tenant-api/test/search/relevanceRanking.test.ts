import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BestByRelevance, TrigramDictionary } from '../../src/queries/browseIndex/relevance';
import { trigramSequence, wordSimilarity, iterateWordSimilarity, trigramsOf } from '../../src/search/pgTrigram';

/** The pieces of the browse index's bounded ranking, against the plain computations they replace. */
describe('BestByRelevance', () => {
  it('keeps exactly the first `size` of a stable sort by relevance, highest first', () => {
    fc.assert(
      fc.property(
        // Few distinct values, so ties (kept in the order offered) are the common case.
        fc.array(fc.constantFrom(0, 0.25, 0.5, 0.5, 0.75, 1), { maxLength: 300 }),
        fc.integer({ min: 1, max: 40 }),
        (relevances, size) => {
          const best = new BestByRelevance<number>(size);
          relevances.forEach((relevance, order) => best.offer(order, relevance));
          const sorted = relevances
            .map((relevance, order) => ({ relevance, order }))
            .sort((left, right) => right.relevance - left.relevance || left.order - right.order)
            .slice(0, size)
            .map((entry) => entry.order);
          expect(best.best()).toEqual(sorted);
          // The floor is what the next item must beat: the worst kept once full.
          const worstKept = sorted.length ? relevances[sorted.at(-1)!]! : -1;
          expect(best.floor).toBe(sorted.length >= size ? worstKept : -1);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('TrigramDictionary', () => {
  const word = fc.stringMatching(/^[a-z0-9'-]{1,9}$/);

  it('encodes a text from its words’ trigrams as pg_trgm does the whole text', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), fc.array(word, { maxLength: 4 }), (words, search) => {
        const dictionary = new TrigramDictionary('ascii');
        for (const known of words) dictionary.addWord(known);
        dictionary.encode(words);
        const text = words.join(' ');
        const expected = trigramSequence(text, 'ascii');
        const numbers = Array.from(dictionary.distinct.subarray(0, dictionary.distinctCount));
        expect(numbers.length).toBe(expected.distinct.length);
        // Same trigrams in the same order of first appearance, and the same positions.
        expect(Array.from(dictionary.positions.subarray(0, dictionary.positionCount))).toEqual(
          Array.from(expected.positions),
        );
        // So the relevance worked out from the encoding is word_similarity itself.
        const searched = new Set(trigramsOf(search.join(' '), 'ascii'));
        const found = expected.distinct.map((trigram) => searched.has(trigram));
        expect(
          iterateWordSimilarity(
            dictionary.positions.subarray(0, dictionary.positionCount),
            numbers.map((_, index) => found[index]!),
            searched.size,
          ),
        ).toBe(wordSimilarity(searched, expected));
      }),
      { numRuns: 500 },
    );
  });
});
