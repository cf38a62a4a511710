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
 * The hot path allocates nothing: the order, positions, queue and cost matrix are typed arrays,
 * a move's gain is computed before anything is touched and moves are applied in place.
 */
class LocalSearch {
  private readonly n: number;
  private readonly cost: Float64Array;
  private readonly closed: boolean;
  /** Row-major n × k: node i's k nearest neighbours. */
  private readonly nearest: Int32Array;
  private readonly k: number;
  private order: Int32Array;
  /** Scratch copy for time-window moves, which are checked by replaying the schedule. */
  private trial: Int32Array;
  private readonly position: Int32Array;
  private readonly queued: Uint8Array;
  /** Circular work queue: each node is in it at most once, so n slots suffice. */
  private readonly queue: Int32Array;
  private head = 0;
  private length = 0;
  private lateness = 0;

  constructor(
    private readonly problem: RoutingProblem,
    neighbourCount: number,
  ) {
    this.n = problem.size;
    this.cost = problem.cost;
    this.closed = problem.closed;
    this.order = new Int32Array(this.n);
    this.trial = new Int32Array(this.n);
    this.position = new Int32Array(this.n);
    this.queued = new Uint8Array(this.n);
    this.queue = new Int32Array(this.n);
    this.k = neighbourCount;
    this.nearest = nearestLists(problem, neighbourCount);
  }

  /** Improves `start` until no move helps; `focus` (default: every node) seeds the work queue. */
  improve(start: readonly number[], focus: readonly number[] = start): Solution {
    this.order.set(start);
    this.reindex(0, this.n - 1);
    this.lateness = this.problem.windows ? this.latenessOf(this.order) : 0;
    this.head = 0;
    this.length = 0;
    this.queued.fill(0);
    for (const node of focus) this.enqueue(node);
    while (this.length > 0) {
      const node = this.queue[this.head]!;
      this.head = (this.head + 1) % this.n;
      this.length--;
      this.queued[node] = 0;
      if (this.improveAround(node)) this.enqueue(node);
    }
    return evaluate(this.problem, Array.from(this.order));
  }

  private enqueue(node: number): void {
    if (node === END || this.queued[node]) return;
    this.queued[node] = 1;
    this.queue[(this.head + this.length) % this.n] = node;
    this.length++;
  }

  private latenessOf(order: Int32Array): number {
    const windows = this.problem.windows!;
    const { ready, due, travel } = windows;
    const n = this.n;
    let time = ready[order[0]!]!;
    let late = 0;
    for (let k = 1; k <= n; k++) {
      if (k === n && !this.closed) break;
      const from = order[k - 1]!;
      const to = order[k === n ? 0 : k]!;
      time = Math.max(time + travel[from * n + to]!, ready[to]!);
      if (time > due[to]!) late += time - due[to]!;
    }
    return late;
  }

  private improveAround(node: number): boolean {
    const i = this.position[node]!;
    const base = node * this.k;
    for (let m = 0; m < this.k; m++) {
      const j = this.position[this.nearest[base + m]!]!;
      const lo = i < j ? i : j;
      const hi = i < j ? j : i;
      if (this.tryTwoOpt(lo, hi) || (lo >= 1 && this.tryTwoOpt(lo - 1, hi - 1))) return true;
    }
    for (let length = 1; length <= 3; length++) {
      if (i >= 1 && i + length - 1 < this.n && this.tryMovingSegment(i, length)) return true;
      const first = i - length + 1;
      if (length > 1 && first >= 1 && this.tryMovingSegment(first, length)) return true;
    }
    return false;
  }

  private c(a: number, b: number): number {
    return b === END ? 0 : this.cost[a * this.n + b]!;
  }

  /** The node at position k, where position n is the route's end (node 0 again on a tour). */
  private at(k: number): number {
    if (k < this.n) return this.order[k]!;
    return this.closed ? this.order[0]! : END;
  }

  private reindex(from: number, to: number): void {
    for (let index = from; index <= to; index++) this.position[this.order[index]!] = index;
  }

  /**
   * Without time windows a move is kept when it shortens the route. With them it is kept when
   * it shortens the route without adding lateness, or when it cuts lateness. `kind` 0 is a 2-opt
   * (a = lo, b = hi), 1 an Or-opt (a = i, b = length, p, reversed).
   */
  private accept(delta: number, kind: 0 | 1, a: number, b: number, p: number, reversed: boolean): boolean {
    if (!this.problem.windows) {
      if (delta >= -EPSILON) return false;
      applyMove(this.order, kind, a, b, p, reversed);
    } else {
      if (this.lateness <= EPSILON && delta >= -EPSILON) return false;
      this.trial.set(this.order);
      applyMove(this.trial, kind, a, b, p, reversed);
      const lateness = this.latenessOf(this.trial);
      const keeps = lateness < this.lateness - EPSILON || (lateness <= this.lateness + EPSILON && delta < -EPSILON);
      if (!keeps) return false;
      const swap = this.order;
      this.order = this.trial;
      this.trial = swap;
      this.lateness = lateness;
    }
    return true;
  }

  /** Reverses positions lo+1..hi: edges (lo, lo+1) and (hi, hi+1) become (lo, hi) and (lo+1, hi+1). */
  private tryTwoOpt(lo: number, hi: number): boolean {
    if (hi < lo + 2 || lo < 0) return false;
    const a = this.order[lo]!;
    const b = this.order[lo + 1]!;
    const c = this.order[hi]!;
    const d = this.at(hi + 1);
    const delta = this.c(a, c) + this.c(b, d) - this.c(a, b) - this.c(c, d);
    if (!this.accept(delta, 0, lo, hi, 0, false)) return false;
    this.reindex(lo + 1, hi);
    this.enqueue(a);
    this.enqueue(b);
    this.enqueue(c);
    this.enqueue(d);
    return true;
  }

  private tryMovingSegment(i: number, length: number): boolean {
    const last = i + length - 1;
    for (let side = 0; side < 2; side++) {
      const end = this.order[side === 0 ? i : last]!;
      const base = end * this.k;
      for (let m = 0; m < this.k; m++) {
        const p = this.position[this.nearest[base + m]!]!;
        for (let target = p; target >= p - 1; target--) {
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
    const removed = this.c(before, first) + this.c(tail, after) - this.c(before, after);
    const added = reversed
      ? this.c(left, tail) + this.c(first, right) - this.c(left, right)
      : this.c(left, first) + this.c(tail, right) - this.c(left, right);
    if (!this.accept(added - removed, 1, i, length, p, reversed)) return false;
    if (p < i) this.reindex(p + 1, last);
    else this.reindex(i, p);
    this.enqueue(before);
    this.enqueue(first);
    this.enqueue(tail);
    this.enqueue(after);
    this.enqueue(left);
    this.enqueue(right);
    return true;
  }
}

function applyMove(order: Int32Array, kind: 0 | 1, a: number, b: number, p: number, reversed: boolean): void {
  if (kind === 0) reverseRange(order, a + 1, b);
  else moveSegment(order, a, b, p, reversed);
}

function reverseRange(order: Int32Array | number[], from: number, to: number): void {
  for (let left = from, right = to; left < right; left++, right--) {
    const swap = order[left]!;
    order[left] = order[right]!;
    order[right] = swap;
  }
}

/**
 * Moves order[i..i+length-1] to sit right after order[p] (p outside the segment and its
 * predecessor), reversed or not — in place, as a rotation by reversals.
 */
function moveSegment(order: Int32Array, i: number, length: number, p: number, reversed: boolean): void {
  const last = i + length - 1;
  if (p < i) {
    // [p+1 .. i-1][segment] -> [segment][p+1 .. i-1]
    reverseRange(order, p + 1, i - 1);
    if (!reversed) reverseRange(order, i, last);
    reverseRange(order, p + 1, last);
  } else {
    // [segment][last+1 .. p] -> [last+1 .. p][segment]
    if (!reversed) reverseRange(order, i, last);
    reverseRange(order, last + 1, p);
    reverseRange(order, i, p);
  }
}

/** Row-major size × count: each node's `count` nearest other nodes, nearest first. */
function nearestLists(problem: RoutingProblem, count: number): Int32Array {
  const { size, cost } = problem;
  const lists = new Int32Array(size * count);
  for (let node = 0; node < size; node++) {
    const others = Array.from({ length: size }, (_, other) => other).filter((other) => other !== node);
    others.sort((a, b) => cost[node * size + a]! - cost[node * size + b]!);
    lists.set(others.slice(0, count), node * count);
  }
  return lists;
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
