/**
 * pg_trgm's `word_similarity` (PostgreSQL's contrib/pg_trgm, trgm_op.c) in TypeScript, so the
 * in-process browse index (queries/browseIndex) orders and matches searches exactly as the SQL
 * path does: words are runs of letters and digits, each lowercased and padded as "  word ", and
 * the result is the greatest share of the first text's trigrams found in one extent of the
 * second's, in single precision. Which characters are letters depends on the database's
 * LC_CTYPE: under the C locale only ASCII letters and digits are (embedded PostgreSQL); under a
 * UTF-8 locale every Unicode letter is.
 */
export type WordCharacters = 'ascii' | 'unicode';

const ASCII_WORD = /[a-z0-9]/i;
const UNICODE_WORD = /[\p{L}\p{N}]/u;

/** The text's trigrams in order, word by word (repeats kept), each as a string of three characters. */
export function trigramsOf(text: string, characters: WordCharacters): string[] {
  const isWordCharacter = characters === 'ascii' ? ASCII_WORD : UNICODE_WORD;
  const trigrams: string[] = [];
  let word: string[] = [];
  const flush = () => {
    if (!word.length) return;
    const padded = ['  ', ...word.join('').toLowerCase(), ' '].join('');
    const letters = Array.from(padded);
    for (let index = 0; index + 3 <= letters.length; index++) trigrams.push(letters.slice(index, index + 3).join(''));
    word = [];
  };
  for (const character of text) {
    if (isWordCharacter.test(character)) word.push(character);
    else flush();
  }
  flush();
  return trigrams;
}

/** A text prepared for many comparisons: its trigram sequence as indexes into its distinct trigrams. */
export interface TrigramSequence {
  distinct: string[];
  /** For each trigram position, the index of its trigram in `distinct`. */
  positions: Uint16Array;
}

export function trigramSequence(text: string, characters: WordCharacters): TrigramSequence {
  const indexOf = new Map<string, number>();
  const trigrams = trigramsOf(text, characters);
  const positions = new Uint16Array(trigrams.length);
  trigrams.forEach((trigram, position) => {
    let index = indexOf.get(trigram);
    if (index === undefined) {
      index = indexOf.size;
      indexOf.set(trigram, index);
    }
    positions[position] = index;
  });
  return { distinct: [...indexOf.keys()], positions };
}

/** `count / (len1 + len2 - count)` in single precision, as pg_trgm's CALCSML. */
const similarity = (count: number, length1: number, length2: number) =>
  Math.fround(count / (length1 + length2 - count));

/** word_similarity(first, second): `first`'s distinct trigrams against the extents of `second`. */
export function wordSimilarity(first: ReadonlySet<string>, second: TrigramSequence): number {
  const found = second.distinct.map((trigram) => first.has(trigram));
  return iterateWordSimilarity(second.positions, found, first.size);
}

/** word_similarity of two plain texts. */
export function wordSimilarityOf(first: string, second: string, characters: WordCharacters): number {
  return wordSimilarity(new Set(trigramsOf(first, characters)), trigramSequence(second, characters));
}

/**
 * trgm_op.c's iterate_word_similarity (plain, not strict): for each position of the second text
 * holding a trigram of the first, the best lower bound of the extent ending there. `found[n]`:
 * whether the second text's `n`th distinct trigram is one of the first's (true or 1).
 */
export function iterateWordSimilarity(
  positions: ArrayLike<number>,
  found: ArrayLike<boolean | number>,
  distinctInFirst: number,
): number {
  const lastPosition = new Int32Array(found.length).fill(-1);
  let distinctInExtent = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  for (let upper = 0; upper < positions.length; upper++) {
    const trigram = positions[upper]!;
    if (lower >= 0 || found[trigram]) {
      if (lastPosition[trigram]! < 0) {
        distinctInExtent++;
        if (found[trigram]) count++;
      }
      lastPosition[trigram] = upper;
    }
    if (!found[trigram]) continue;
    if (lower === -1) {
      lower = upper;
      distinctInExtent = 1;
    }
    let current = similarity(count, distinctInFirst, distinctInExtent);
    let trialCount = count;
    let trialDistinct = distinctInExtent;
    const previousLower = lower;
    for (let trialLower = lower; trialLower <= upper; trialLower++) {
      const trial = similarity(trialCount, distinctInFirst, trialDistinct);
      if (trial > current) {
        current = trial;
        distinctInExtent = trialDistinct;
        lower = trialLower;
        count = trialCount;
      }
      const dropped = positions[trialLower]!;
      if (lastPosition[dropped] === trialLower) {
        trialDistinct--;
        if (found[dropped]) trialCount--;
      }
    }
    best = Math.max(best, current);
    for (let passed = previousLower; passed < lower; passed++) {
      const dropped = positions[passed]!;
      if (lastPosition[dropped] === passed) lastPosition[dropped] = -1;
    }
  }
  return best;
}
