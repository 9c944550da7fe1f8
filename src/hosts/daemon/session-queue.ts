// SessionQueues — one queue per key (a hook's session_id): tasks of one key run
// one after another in arrival order, tasks of different keys do not wait for
// each other
// Pos: src/hosts/daemon, the server's scheduling; knows nothing of sockets or
// hooks. A task that throws does not stop its queue
export class SessionQueues {
  private readonly tails = new Map<string, Promise<void>>();

  /**
   * Runs `task` after every earlier task of `key`; resolves when it is done
   * (never rejects).
   */
  run(key: string, task: () => Promise<void> | void): Promise<void> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const tail = before.then(task).catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return tail;
  }

  /** How many keys have work queued or running. */
  get active(): number {
    return this.tails.size;
  }
}
