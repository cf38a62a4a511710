import { z } from 'zod';

/**
 * For pages under a Content-Security-Policy without 'unsafe-eval' (the host app's): zod then never
 * probes `new Function` to compile faster parsers, so the browser reports no violation. Global, and
 * read when a schema is MADE: import this module before any module that builds schemas (the host
 * app's main.tsx imports it first). The server does not: it has no such policy.
 */
z.config({ jitless: true });
