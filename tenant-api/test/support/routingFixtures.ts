import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matrixOf, type RoutingProblem } from '../../src/domain/routing/optimizer';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** TSPLIB's published optimal tour lengths (http://comopt.ifi.uni-heidelberg.de/software/TSPLIB95/STSP.html). */
export const TSPLIB_OPTIMA: Record<string, number> = {
  eil51: 426,
  berlin52: 7542,
  st70: 675,
  eil76: 538,
  pr76: 108159,
  kroA100: 21282,
};

/**
 * Best known (proven optimal) tour lengths of the Dumas et al. (1995) n20w20 instances, as listed
 * at http://lopez-ibanez.eu/tsptw-instances.
 */
export const DUMAS_BEST_KNOWN: Record<string, number> = {
  'n20w20.001': 378,
  'n20w20.002': 286,
  'n20w20.003': 394,
  'n20w20.004': 396,
  'n20w20.005': 352,
};

export interface TsplibInstance {
  name: string;
  problem: RoutingProblem;
}

/** TSPLIB distances: EUC_2D is the Euclidean distance rounded to the nearest integer (nint). */
export function euc2d(a: [number, number], b: [number, number]): number {
  return Math.round(Math.hypot(a[0] - b[0], a[1] - b[1]));
}

/** TSPLIB's pseudo-Euclidean ATT distance. */
export function att(a: [number, number], b: [number, number]): number {
  const r = Math.sqrt(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) / 10);
  const t = Math.round(r);
  return t < r ? t + 1 : t;
}

export function parseTsplib(text: string): { name: string; type: string; coordinates: [number, number][] } {
  const header = (key: string) => new RegExp(`^${key}\\s*:\\s*(.+)$`, 'm').exec(text)?.[1]?.trim();
  const name = header('NAME') ?? 'unnamed';
  const type = header('EDGE_WEIGHT_TYPE') ?? 'EUC_2D';
  const dimension = Number(header('DIMENSION'));
  const body = text.split(/NODE_COORD_SECTION/)[1] ?? '';
  const coordinates = body
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((parts) => parts.length >= 3 && parts.every(Number.isFinite))
    .map((parts) => [parts[1]!, parts[2]!] as [number, number]);
  if (coordinates.length !== dimension) throw new Error(`${name}: ${coordinates.length} nodes, expected ${dimension}`);
  return { name, type, coordinates };
}

export function loadTsplib(name: string): TsplibInstance {
  const parsed = parseTsplib(fs.readFileSync(path.join(FIXTURES, 'tsplib', `${name}.tsp`), 'utf8'));
  const measure = parsed.type === 'ATT' ? att : euc2d;
  const { coordinates } = parsed;
  return {
    name,
    problem: {
      size: coordinates.length,
      closed: true,
      cost: matrixOf(coordinates.length, (i, j) => measure(coordinates[i]!, coordinates[j]!)),
    },
  };
}

/**
 * A Dumas et al. instance in its original coordinate format: node 0 is the depot; rows past
 * n (the "n20" of the name) are end markers and are ignored. Distances and travel times are the
 * Euclidean distance truncated to an integer, the convention of the published best values.
 */
export function loadDumas(name: string): TsplibInstance {
  const text = fs.readFileSync(path.join(FIXTURES, 'dumas', `${name}.txt`), 'utf8');
  const customers = Number(/^n(\d+)w/.exec(name)?.[1]);
  const rows = text
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter((parts) => parts.length === 7 && parts.every(Number.isFinite))
    .slice(0, customers + 1);
  const distance = matrixOf(rows.length, (i, j) =>
    Math.floor(Math.hypot(rows[i]![1]! - rows[j]![1]!, rows[i]![2]! - rows[j]![2]!)),
  );
  const service = rows.map((row) => row[6]!);
  const travel = new Float64Array(distance.length);
  for (let i = 0; i < rows.length; i++) {
    for (let j = 0; j < rows.length; j++) travel[i * rows.length + j] = distance[i * rows.length + j]! + service[i]!;
  }
  return {
    name,
    problem: {
      size: rows.length,
      closed: true,
      cost: distance,
      windows: { ready: rows.map((row) => row[4]!), due: rows.map((row) => row[5]!), travel },
    },
  };
}
