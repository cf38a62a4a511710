import { parentPort } from 'node:worker_threads';
import { optimizeTour, type OptimizedTour, type PlannedStop } from '../domain/routing/tourPlan';
import { serveWorker } from './workerPool';

/**
 * Worker-thread entry of the route optimiser (see routeOptimizer.ts): the pure
 * `domain/routing/tourPlan` optimiser, one tour per message. Built as its own entry point
 * (`tenant-api/dist/routeOptimizerWorker.js`, scripts/build.mjs).
 */
if (!parentPort) throw new Error('routeOptimizerWorker runs in a worker thread');
serveWorker<PlannedStop[], OptimizedTour>(parentPort, (stops) => optimizeTour(stops));
