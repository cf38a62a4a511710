/**
 * A read whose answer must hold everything committed before it was asked for (a change check),
 * shared by everyone who asks at once. A read already running may have started before a caller
 * asked, so it could miss a change committed just before: that caller takes the next read, which
 * starts when the running one ends and serves everyone who asked meanwhile. Under load one read
 * serves many callers; a caller alone runs its own.
 */
export class FreshRead<T> {
  private running: Promise<T> | null = null;
  private next: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  /** The answer of a read that starts no earlier than this call. */
  startingNow(): Promise<T> {
    if (!this.running) return this.start();
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<T> {
    const read = this.read();
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = null;
    };
    read.then(done, done);
    return read;
  }
}
