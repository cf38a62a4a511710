import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';
export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';

/**
 * One JSON object per line on stdout: `level` as a word, `time` as ISO 8601, `msg`, and the
 * fields of the event (`reqId`, `role`, ...). LOG_LEVEL picks the least severe level written.
 */
export function createLogger(level: LogLevel, bindings: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { service: 'headliner', pid: process.pid, ...bindings },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

const byLevel = new Map<LogLevel, Logger>();

/** A shared logger per level, for an app made without one (tests build apps from a config alone). */
export function defaultLogger(level: LogLevel): Logger {
  let logger = byLevel.get(level);
  if (!logger) byLevel.set(level, (logger = createLogger(level)));
  return logger;
}
