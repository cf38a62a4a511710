import crypto from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trigramsOf, wordSimilarityOf, type WordCharacters } from '../../src/search/pgTrigram';
import { wordCharactersOf } from '../../src/queries/browseIndex/loadIndex';
import { databaseUrl, dropDatabase } from '../support/harness';

let url: string;
let client: pg.Client;
let characters: WordCharacters;

beforeAll(async () => {
  url = databaseUrl(`t_trgm_${crypto.randomBytes(4).toString('hex')}`);
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  await admin.query(`create database ${new URL(url).pathname.slice(1)}`);
  await admin.end();
  client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create extension pg_trgm');
  characters = await wordCharactersOf((sql) => client.query(sql).then((result) => result.rows));
});
afterAll(async () => {
  await client?.end();
  await dropDatabase(url);
});

/** PostgreSQL's answers for many pairs in one statement. */
async function postgresSimilarities(pairs: [string, string][]): Promise<number[]> {
  const result = await client.query(
    `select word_similarity(a, b) as s from unnest($1::text[], $2::text[]) with ordinality as t (a, b, n) order by n`,
    [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
  );
  return result.rows.map((row) => row.s as number);
}

const letters = fc.constantFrom(...'aabcdeeijlmnoorrsty0 1 -.,é ü'.split(''));
const text = (maxLength: number) => fc.array(letters, { maxLength }).map((chars) => chars.join(''));
/** Texts built from a few words, so matches and near matches are frequent. */
const wordy = fc
  .array(fc.constantFrom('jerry', 'jery', 'abbot', 'abot', 'comedy', 'stand-up', 'san', 'diego', 'josé', 'rr', 'a'), {
    maxLength: 6,
  })
  .map((words) => words.join(' '));

describe('pg_trgm word_similarity in TypeScript', () => {
  it('equals PostgreSQL’s on random texts and on texts made of near-miss words', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.oneof(text(12), wordy), fc.oneof(text(40), wordy)), { minLength: 50, maxLength: 50 }),
        async (pairs) => {
          const expected = await postgresSimilarities(pairs);
          const actual = pairs.map(([first, second]) => wordSimilarityOf(first, second, characters));
          // PostgreSQL returns a real: compare in single precision.
          expect(actual.map((value) => Math.fround(value))).toEqual(expected.map((value) => Math.fround(value)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('matches fixed cases, including the browse search’s misspellings', async () => {
    const pairs: [string, string][] = [
      ['jery', 'jerry'],
      ['jery abot', 'jerry abbot comedy stand-up san diego'],
      ['comedy', 'comedy'],
      ['', 'anything'],
      ['word', ''],
      ['aaa aaa', 'aaaa a aa aaa'],
      ['café', 'le café noir'],
    ];
    expect(pairs.map(([a, b]) => Math.fround(wordSimilarityOf(a, b, characters)))).toEqual(
      (await postgresSimilarities(pairs)).map((value) => Math.fround(value)),
    );
    expect(trigramsOf('Jo', 'ascii')).toEqual(['  j', ' jo', 'jo ']);
  });
});
