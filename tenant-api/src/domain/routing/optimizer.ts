/**
 * A route optimiser for small routing problems (up to a few hundred nodes): node 0 starts the
 * route and never moves; the route either returns to node 0 (a tour) or ends anywhere (a path).
 * Optional time windows: arriving before `ready` waits, arriving after `due` is late.
 *
 * Search: several starts (the given order, nearest neighbour, earliest due date, randomised
 * nearest neighbour), each improved by 2-opt and Or-opt (segments of 1-3 nodes, either way round)
 * over neighbour lists, then iterated local search with double-bridge kicks from the best.
 * Candidates compare lexicographically: total lateness first (0 = every window kept), then
 * distance. The given order is one of the starts, so the answer is never worse than it.
 * Costs must be symmetric. Deterministic for a given seed.
 */

export interface TimeWindows {
  ready: readonly number[];
  due: readonly number[];
  /** size × size, row-major: time from i to j (service at i included). */
  travel: Float64Array;
}

export interface RoutingProblem {
  size: number;
  /** size × size, row-major, symmetric. */
  cost: Float64Array;
  closed: boolean;
  windows?: TimeWindows;
}

export interface SolverOptions {
  seed?: number;
  /** Randomised nearest-neighbour starts beside the deterministic ones. */
  restarts?: number;
  /** Kicks of the iterated local search. */
  iterations?: number;
  /** Nearest neighbours each node's moves consider. */
  neighbours?: number;
  /** The order to improve on (it must start with node 0 and hold every node once). */
  initial?: readonly number[];
}

export interface Solution {
  order: number[];
  distance: number;
  /** Sum of (arrival - due) over late nodes; 0 when every time window is kept. */
  lateness: number;
}

const EPSILON = 1e-9;
const END = -1;

export const DEFAULT_SOLVER_OPTIONS = { seed: 1, restarts: 4, iterations: 600, neighbours: 10 } as const;
/** Time-window moves are checked by replaying the schedule, so fewer kicks are used. */
export const DEFAULT_WINDOWED_ITERATIONS = 150;

/** Mulberry32: small, fast and deterministic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function routeDistance(problem: RoutingProblem, order: readonly number[]): number {
  const { size, cost } = problem;
  let total = 0;
  for (let k = 1; k < order.length; k++) total += cost[order[k - 1]! * size + order[k]!]!;
  if (problem.closed && order.length > 1) total += cost[order[order.length - 1]! * size + order[0]!]!;
  return total;
}

/** Total lateness of the route, waiting for windows that are not open yet. */
export function routeLateness(problem: RoutingProblem, order: readonly number[]): number {
  const windows = problem.windows;
  if (!windows) return 0;
  const { size } = problem;
  let time = windows.ready[order[0]!]!;
  let late = 0;
  const visit = (from: number, to: number) => {
    time = Math.max(time + windows.travel[from * size + to]!, windows.ready[to]!);
    late += Math.max(0, time - windows.due[to]!);
  };
  for (let k = 1; k < order.length; k++) visit(order[k - 1]!, order[k]!);
  if (problem.closed && order.length > 1) visit(order[order.length - 1]!, order[0]!);
  return late;
}

export function evaluate(problem: RoutingProblem, order: readonly number[]): Solution {
  return { order: [...order], distance: routeDistance(problem, order), lateness: routeLateness(problem, order) };
}

export function isBetter(a: Solution, b: Solution): boolean {
  if (a.lateness < b.lateness - EPSILON) return true;
  if (a.lateness > b.lateness + EPSILON) return false;
  return a.distance < b.distance - EPSILON;
}

export function solveRoute(problem: RoutingProblem, options: SolverOptions = {}): Solution {
  const iterations = options.iterations ?? (problem.windows ? DEFAULT_WINDOWED_ITERATIONS : undefined);
  const settings = { ...DEFAULT_SOLVER_OPTIONS, ...options, ...(iterations === undefined ? {} : { iterations }) };
  const identity = Array.from({ length: problem.size }, (_, node) => node);
  if (options.initial) assertPermutation(problem.size, options.initial);
  if (problem.size <= 3) return bestOf(problem, permutationsFromZero(identity));
  const random = seededRandom(settings.seed);
  const search = new LocalSearch(problem, Math.min(settings.neighbours, problem.size - 1));
  let best: Solution | null = null;
  for (const start of startingOrders(problem, settings, random, options.initial)) {
    const improved = search.improve(start);
    if (!best || isBetter(improved, best)) best = improved;
  }
  return iteratedLocalSearch(problem, search, best!, settings.iterations, random);
}

function iteratedLocalSearch(
  problem: RoutingProblem,
  search: LocalSearch,
  start: Solution,
  iterations: number,
  random: () => number,
): Solution {
  let best = start;
  let current = start;
  for (let iteration = 0; iteration < iterations; iteration++) {
    const kicked = kick(current.order, random);
    const candidate = search.improve(kicked.order, kicked.touched);
    if (!isBetter(current, candidate)) current = candidate;
    if (isBetter(candidate, best)) best = candidate;
  }
  return best;
}

function startingOrders(
  problem: RoutingProblem,
  settings: Required<Omit<SolverOptions, 'initial'>>,
  random: () => number,
  initial: readonly number[] | undefined,
): number[][] {
  const starts: number[][] = [];
  if (initial) starts.push([...initial]);
  starts.push(nearestNeighbour(problem, () => 0));
  if (problem.windows) starts.push(earliestDueFirst(problem));
  for (let restart = 0; restart < settings.restarts; restart++) {
    starts.push(nearestNeighbour(problem, () => Math.floor(random() * 3)));
  }
  return starts;
}

/** Greedy: from node 0, go to the nearest unvisited node (or the `skip()`-th nearest). */
export function nearestNeighbour(problem: RoutingProblem, skip: () => number): number[] {
  const { size, cost } = problem;
  const visited = new Uint8Array(size);
  const order = [0];
  visited[0] = 1;
  while (order.length < size) {
    const from = order[order.length - 1]!;
    const candidates: number[] = [];
    for (let node = 0; node < size; node++) if (!visited[node]) candidates.push(node);
    candidates.sort((a, b) => cost[from * size + a]! - cost[from * size + b]!);
    const next = candidates[Math.min(skip(), candidates.length - 1)]!;
    visited[next] = 1;
    order.push(next);
  }
  return order;
}

function earliestDueFirst(problem: RoutingProblem): number[] {
  const { ready, due } = problem.windows!;
  const rest = Array.from({ length: problem.size - 1 }, (_, index) => index + 1);
  rest.sort((a, b) => due[a]! - due[b]! || ready[a]! - ready[b]! || a - b);
  return [0, ...rest];
}

/** Double bridge (A B C D -> A C B D) on positions 1.., or a random Or-move on short routes. */
function kick(order: readonly number[], random: () => number): { order: number[]; touched: number[] } {
  const n = order.length;
  if (n < 8) {
    const from = 1 + Math.floor(random() * (n - 1));
    const rest = [...order.slice(0, from), ...order.slice(from + 1)];
    const to = 1 + Math.floor(random() * rest.length);
    const next = [...rest.slice(0, to), order[from]!, ...rest.slice(to)];
    return { order: next, touched: next };
  }
  const cuts = new Set<number>();
  while (cuts.size < 3) cuts.add(1 + Math.floor(random() * (n - 1)));
  const [p1, p2, p3] = [...cuts].sort((a, b) => a - b) as [number, number, number];
  const next = [...order.slice(0, p1), ...order.slice(p2, p3), ...order.slice(p1, p2), ...order.slice(p3)];
  const around = (index: number) => [order[index - 1]!, order[index % n]!];
  return { order: next, touched: [...around(p1), ...around(p2), ...around(p3), order[0]!, order[n - 1]!] };
}

/**
 * 2-opt and Or-opt with neighbour lists and a work queue ("don't look bits"): only nodes whose
 * edges changed are examined again, so a kick costs little more than the few moves it undoes.
 */
class LocalSearch {
  private readonly n: number;
  private readonly nearest: Int32Array[];
  private order: number[] = [];
  private readonly position: Int32Array;
  private readonly queued: Uint8Array;
  private queue: number[] = [];
  private lateness = 0;

  constructor(
    private readonly problem: RoutingProblem,
    neighbourCount: number,
  ) {
    this.n = problem.size;
    this.position = new Int32Array(this.n);
    this.queued = new Uint8Array(this.n);
    this.nearest = nearestLists(problem, neighbourCount);
  }

  /** Improves `start` until no move helps; `focus` (default: every node) seeds the work queue. */
  improve(start: readonly number[], focus: readonly number[] = start): Solution {
    this.order = [...start];
    this.reindex(0, this.n - 1);
    this.lateness = routeLateness(this.problem, this.order);
    this.queue = [];
    this.queued.fill(0);
    this.enqueue(focus);
    for (let head = 0; head < this.queue.length; head++) {
      const node = this.queue[head]!;
      this.queued[node] = 0;
      if (this.improveAround(node)) this.enqueue([node]);
      if (head > 4096 && head * 2 > this.queue.length) {
        this.queue = this.queue.slice(head + 1);
        head = -1;
      }
    }
    return evaluate(this.problem, this.order);
  }

  private enqueue(nodes: readonly number[]): void {
    for (const node of nodes) {
      if (node === END || this.queued[node]) continue;
      this.queued[node] = 1;
      this.queue.push(node);
    }
  }

  private improveAround(node: number): boolean {
    const i = this.position[node]!;
    for (const c of this.nearest[node]!) {
      const j = this.position[c]!;
      const lo = Math.min(i, j);
      const hi = Math.max(i, j);
      if (this.tryTwoOpt(lo, hi) || (lo >= 1 && this.tryTwoOpt(lo - 1, hi - 1))) return true;
    }
    for (let length = 1; length <= 3; length++) {
      if (i >= 1 && i + length - 1 < this.n && this.tryMovingSegment(i, length)) return true;
      const first = i - length + 1;
      if (length > 1 && first >= 1 && this.tryMovingSegment(first, length)) return true;
    }
    return false;
  }

  private cost(a: number, b: number): number {
    return b === END ? 0 : this.problem.cost[a * this.n + b]!;
  }

  /** The node at position k, where position n is the route's end (node 0 again on a tour). */
  private at(k: number): number {
    if (k < this.n) return this.order[k]!;
    return this.problem.closed ? this.order[0]! : END;
  }

  private reindex(from: number, to: number): void {
    for (let index = from; index <= to; index++) this.position[this.order[index]!] = index;
  }

  /**
   * Without time windows a move is kept when it shortens the route. With them it is kept when
   * it shortens the route without adding lateness, or when it cuts lateness.
   */
  private accept(delta: number, move: (order: number[]) => void, span: [number, number], touched: number[]): boolean {
    if (!this.problem.windows) {
      if (delta >= -EPSILON) return false;
      move(this.order);
    } else {
      if (this.lateness <= EPSILON && delta >= -EPSILON) return false;
      const next = [...this.order];
      move(next);
      const lateness = routeLateness(this.problem, next);
      const keeps = lateness < this.lateness - EPSILON || (lateness <= this.lateness + EPSILON && delta < -EPSILON);
      if (!keeps) return false;
      this.order = next;
      this.lateness = lateness;
    }
    this.reindex(span[0], span[1]);
    this.enqueue(touched);
    return true;
  }

  /** Reverses positions lo+1..hi: edges (lo, lo+1) and (hi, hi+1) become (lo, hi) and (lo+1, hi+1). */
  private tryTwoOpt(lo: number, hi: number): boolean {
    if (hi < lo + 2 || lo < 0) return false;
    const a = this.order[lo]!;
    const b = this.order[lo + 1]!;
    const c = this.order[hi]!;
    const d = this.at(hi + 1);
    const delta = this.cost(a, c) + this.cost(b, d) - this.cost(a, b) - this.cost(c, d);
    return this.accept(delta, (order) => reverseRange(order, lo + 1, hi), [lo + 1, hi], [a, b, c, d]);
  }

  private tryMovingSegment(i: number, length: number): boolean {
    const last = i + length - 1;
    for (const end of [this.order[i]!, this.order[last]!]) {
      for (const c of this.nearest[end]!) {
        const p = this.position[c]!;
        for (const target of [p, p - 1]) {
          if (target < 0 || (target >= i - 1 && target <= last)) continue;
          if (this.tryOrOpt(i, length, target, false) || this.tryOrOpt(i, length, target, true)) return true;
        }
      }
    }
    return false;
  }

  /** Moves positions i..i+length-1 between positions p and p+1, reversed or not. */
  private tryOrOpt(i: number, length: number, p: number, reversed: boolean): boolean {
    const last = i + length - 1;
    const first = this.order[i]!;
    const tail = this.order[last]!;
    const before = this.order[i - 1]!;
    const after = this.at(last + 1);
    const left = this.order[p]!;
    const right = this.at(p + 1);
    const removed = this.cost(before, first) + this.cost(tail, after) - this.cost(before, after);
    const [head, end] = reversed ? [tail, first] : [first, tail];
    const added = this.cost(left, head) + this.cost(end, right) - this.cost(left, right);
    const span: [number, number] = p < i ? [p + 1, last] : [i, p];
    return this.accept(added - removed, (order) => moveSegment(order, i, length, p, reversed), span, [
      before,
      first,
      tail,
      after,
      left,
      right,
    ]);
  }
}

function reverseRange(order: number[], from: number, to: number): void {
  for (let left = from, right = to; left < right; left++, right--) {
    const swap = order[left]!;
    order[left] = order[right]!;
    order[right] = swap;
  }
}

/** Moves order[i..i+length-1] to sit right after order[p] (p outside the segment and its predecessor). */
function moveSegment(order: number[], i: number, length: number, p: number, reversed: boolean): void {
  const segment = order.splice(i, length);
  if (reversed) segment.reverse();
  const insertAt = p < i ? p + 1 : p + 1 - length;
  order.splice(insertAt, 0, ...segment);
}

function nearestLists(problem: RoutingProblem, count: number): Int32Array[] {
  const { size, cost } = problem;
  return Array.from({ length: size }, (_, node) => {
    const others = Array.from({ length: size }, (_, other) => other).filter((other) => other !== node);
    others.sort((a, b) => cost[node * size + a]! - cost[node * size + b]!);
    return Int32Array.from(others.slice(0, count));
  });
}

function assertPermutation(size: number, order: readonly number[]): void {
  const seen = new Set(order);
  if (order.length !== size || seen.size !== size || order[0] !== 0 || order.some((node) => node < 0 || node >= size)) {
    throw new Error('The initial order must start with node 0 and visit every node once');
  }
}

function permutationsFromZero(nodes: number[]): number[][] {
  const rest = nodes.slice(1);
  if (rest.length <= 1) return [[0, ...rest]];
  return [
    [0, rest[0]!, rest[1]!],
    [0, rest[1]!, rest[0]!],
  ];
}

function bestOf(problem: RoutingProblem, orders: number[][]): Solution {
  return orders.map((order) => evaluate(problem, order)).reduce((best, next) => (isBetter(next, best) ? next : best));
}

/** Row-major matrix of a symmetric function over `size` nodes. */
export function matrixOf(size: number, measure: (from: number, to: number) => number): Float64Array {
  const matrix = new Float64Array(size * size);
  for (let from = 0; from < size; from++) {
    for (let to = from + 1; to < size; to++) {
      const value = measure(from, to);
      matrix[from * size + to] = value;
      matrix[to * size + from] = value;
    }
  }
  return matrix;
}
