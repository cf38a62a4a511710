import fs from 'node:fs';
import os from 'node:os';

/** The nice value of background computation: the request thread (nice 0) is scheduled first. */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the priority of the calling thread, so that on a busy machine the request thread is
 * scheduled before it: a search or an optimisation running on every core must not make health
 * checks and other tenants' requests wait for a time slice. Linux keeps a nice value per thread,
 * and `setpriority` with a thread's id sets that thread's alone. Elsewhere it does nothing.
 */
export function runInBackground(nice = BACKGROUND_NICE): void {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, nice);
  } catch {
    // Not Linux (no /proc/thread-self), or not allowed: the thread keeps its priority.
  }
}
