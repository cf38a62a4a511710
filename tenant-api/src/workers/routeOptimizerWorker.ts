import { parentPort } from 'node:worker_threads';
import { optimizeTour, type OptimizedTour, type PlannedStop } from '../domain/routing/tourPlan';
import { searchWork, type OpportunityWork, type OpportunityWorkResult } from '../queries/opportunityWork';
import { runInBackground } from './threadPriority';
import { serveWorker } from './workerPool';

/**
 * Worker-thread entry of the tour-routing work: the route optimiser (see routeOptimizer.ts; the pure
 * `domain/routing/tourPlan` optimiser, one tour — an array of stops — per message) and the
 * opportunity search on venues in memory (see opportunitySearch.ts; `kind: 'opportunities'`). Each
 * has its own pool of these workers. Built as its own entry point
 * (`tenant-api/dist/routeOptimizerWorker.js`, scripts/build.mjs).
 */
if (!parentPort) throw new Error('routeOptimizerWorker runs in a worker thread');
runInBackground();
serveWorker<PlannedStop[] | OpportunityWork, OptimizedTour | OpportunityWorkResult>(parentPort, (input) =>
  Array.isArray(input) ? optimizeTour(input) : searchWork(input),
);
