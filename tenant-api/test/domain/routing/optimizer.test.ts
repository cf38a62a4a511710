import { describe, expect, it } from 'vitest';
import {
  evaluate,
  isBetter,
  matrixOf,
  routeDistance,
  routeLateness,
  seededRandom,
  solveRoute,
  type RoutingProblem,
} from '../../../src/domain/routing/optimizer';
import { euc2d, loadDumas, loadTsplib, TSPLIB_OPTIMA } from '../../support/routingFixtures';

function randomPoints(count: number, seed: number): [number, number][] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => [Math.round(random() * 1000), Math.round(random() * 1000)]);
}

function euclidean(points: [number, number][], closed: boolean): RoutingProblem {
  return { size: points.length, closed, cost: matrixOf(points.length, (i, j) => euc2d(points[i]!, points[j]!)) };
}

function withWindows(problem: RoutingProblem, ready: number[], due: number[]): RoutingProblem {
  return { ...problem, windows: { ready, due, travel: problem.cost } };
}

/** Every order that starts at node 0, best first (lexicographic: lateness, then distance). */
function bruteForce(problem: RoutingProblem): { distance: number; lateness: number } {
  let best: { order: number[]; distance: number; lateness: number } | null = null;
  const rest = Array.from({ length: problem.size - 1 }, (_, index) => index + 1);
  const permute = (prefix: number[], remaining: number[]) => {
    if (!remaining.length) {
      const candidate = evaluate(problem, prefix);
      if (!best || isBetter(candidate, best)) best = candidate;
      return;
    }
    remaining.forEach((node, index) =>
      permute([...prefix, node], [...remaining.slice(0, index), ...remaining.slice(index + 1)]),
    );
  };
  permute([0], rest);
  return best!;
}

describe('solveRoute against brute force', () => {
  for (const size of [4, 5, 6, 7, 8, 9]) {
    for (const closed of [true, false]) {
      it(`finds the optimum of ${size} random points (${closed ? 'tour' : 'path'})`, () => {
        for (let seed = 1; seed <= 4; seed++) {
          const problem = euclidean(randomPoints(size, seed * 31 + size), closed);
          expect(solveRoute(problem).distance).toBe(bruteForce(problem).distance);
        }
      });
    }
  }

  it('finds the optimum with time windows on 8 nodes', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const base = euclidean(randomPoints(8, seed * 7), false);
      const random = seededRandom(seed);
      const ready = [0, ...Array.from({ length: 7 }, () => Math.round(random() * 2000))];
      const due = ready.map((start, node) => (node === 0 ? 0 : start + 600));
      const problem = withWindows(base, ready, due);
      const exact = bruteForce(problem);
      const found = solveRoute(problem);
      expect(found.lateness).toBe(exact.lateness);
      expect(found.distance).toBe(exact.distance);
    }
  });
});

describe('solveRoute guarantees', () => {
  it('is never worse than the order it is given, and starts where that order starts', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const problem = euclidean(randomPoints(30, seed), seed % 2 === 0);
      const initial = Array.from({ length: 30 }, (_, node) => node);
      const solution = solveRoute(problem, { initial, iterations: 20 });
      expect(solution.order[0]).toBe(0);
      expect([...solution.order].sort((a, b) => a - b)).toEqual(initial);
      expect(solution.distance).toBeLessThanOrEqual(routeDistance(problem, initial));
    }
  });

  it('keeps a feasible given order feasible when windows are tight', () => {
    const problem = euclidean(randomPoints(12, 5), false);
    const initial = Array.from({ length: 12 }, (_, node) => node);
    const arrival = [0];
    for (let k = 1; k < 12; k++) arrival.push(arrival[k - 1]! + problem.cost[(k - 1) * 12 + k]!);
    const windowed = withWindows(problem, arrival, arrival);
    expect(routeLateness(windowed, initial)).toBe(0);
    const solution = solveRoute(windowed, { initial });
    expect(solution.lateness).toBe(0);
    expect(solution.order).toEqual(initial);
  });

  it('is deterministic for a seed', () => {
    const problem = euclidean(randomPoints(40, 3), true);
    expect(solveRoute(problem, { seed: 9 }).order).toEqual(solveRoute(problem, { seed: 9 }).order);
  });

  it('rejects an initial order that is not a permutation starting at node 0', () => {
    const problem = euclidean(randomPoints(5, 1), true);
    expect(() => solveRoute(problem, { initial: [1, 0, 2, 3, 4] })).toThrow();
    expect(() => solveRoute(problem, { initial: [0, 1, 1, 3, 4] })).toThrow();
  });
});

describe('published instances', () => {
  it('never beats a TSPLIB optimum and gets within 5% of berlin52 and eil51', () => {
    for (const name of ['berlin52', 'eil51']) {
      const { problem } = loadTsplib(name);
      const { distance } = solveRoute(problem, { iterations: 100 });
      expect(distance).toBeGreaterThanOrEqual(TSPLIB_OPTIMA[name]!);
      expect(distance).toBeLessThanOrEqual(TSPLIB_OPTIMA[name]! * 1.05);
    }
  });

  it('solves a Dumas n20w20 instance with every window kept', () => {
    const { problem } = loadDumas('n20w20.002');
    const solution = solveRoute(problem);
    expect(solution.lateness).toBe(0);
    expect(solution.distance).toBeGreaterThanOrEqual(286);
    expect(solution.distance).toBeLessThanOrEqual(286 * 1.05);
  });
});
