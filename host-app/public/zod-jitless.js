/*
 * Runs before the app's modules (a classic script is executed while the page is parsed; module
 * scripts after): zod reads this configuration when its first schema is made, and without
 * `jitless` it probes `new Function`, which the page's Content-Security-Policy ('unsafe-eval' not
 * allowed) reports as a violation. A file, not an inline script, so `script-src 'self'` covers it.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
