/**
 * A ceiling, not a measurement: jsdom render tests take about a second on an idle machine and
 * several times that on a loaded one (seen: 5 s timeouts at load average 12 on 2 cores).
 */
export const RENDER_TEST_TIMEOUT_MS = 20_000;
