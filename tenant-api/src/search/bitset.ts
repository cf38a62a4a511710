/** A fixed-capacity set of small integers (an index's slots), one bit each. */
export class Bitset {
  words: Uint32Array;

  constructor(capacity: number) {
    this.words = new Uint32Array(Math.ceil(capacity / 32));
  }

  get capacity(): number {
    return this.words.length * 32;
  }

  has(slot: number): boolean {
    return ((this.words[slot >>> 5]! >>> (slot & 31)) & 1) === 1;
  }

  add(slot: number): void {
    this.words[slot >>> 5]! |= 1 << (slot & 31);
  }

  delete(slot: number): void {
    this.words[slot >>> 5]! &= ~(1 << (slot & 31));
  }

  /** The same members in a set of at least `capacity`. */
  grown(capacity: number): Bitset {
    const grown = new Bitset(capacity);
    grown.words.set(this.words);
    return grown;
  }

  copyFrom(other: Bitset): this {
    this.words.set(other.words);
    return this;
  }

  clear(): this {
    this.words.fill(0);
    return this;
  }

  and(other: Bitset): this {
    const [mine, theirs] = [this.words, other.words];
    for (let index = 0; index < mine.length; index++) mine[index]! &= theirs[index]!;
    return this;
  }

  andNot(other: Bitset): this {
    const [mine, theirs] = [this.words, other.words];
    for (let index = 0; index < mine.length; index++) mine[index]! &= ~theirs[index]!;
    return this;
  }

  or(other: Bitset): this {
    const [mine, theirs] = [this.words, other.words];
    for (let index = 0; index < mine.length; index++) mine[index]! |= theirs[index]!;
    return this;
  }

  /** How many members, counting no further than `limit` (a little past it: a word at a time). */
  count(limit = Infinity): number {
    let count = 0;
    for (let index = 0; index < this.words.length && count <= limit; index++) count += bitCount(this.words[index]!);
    return count;
  }

  /** The members in ascending order. */
  *[Symbol.iterator](): Generator<number> {
    for (let index = 0; index < this.words.length; index++) {
      let word = this.words[index]!;
      while (word !== 0) {
        const lowest = word & -word;
        yield index * 32 + (31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }
}

function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
