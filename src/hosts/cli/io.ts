// CommandIO — what a command may touch of its process: cwd, environment,
// stdout, stderr, stdin
// Pos: src/hosts/cli, the seam that lets commands run in-process (tests, the
// library, the resident daemon) and as the binary alike
import type { ResidentCache } from '../daemon/resident-cache.js';

export interface CommandIO {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  out(text: string): void;
  err(text: string): void;
  readStdin(): string;
  /**
   * Whether stdin is a terminal (a person typing); absent: the process's own
   * stdin decides.
   */
  stdinIsTTY?(): boolean;
  /**
   * Whether stdout is a terminal (colour allowed); absent: it is not.
   */
  stdoutIsTTY?(): boolean;
  /**
   * Under the resident daemon: false once the hook's caller has stopped waiting
   * (it answers itself), so nothing is recorded twice.
   */
  stillWanted?: () => boolean;
  /**
   * Under the resident daemon: what it keeps between requests (configuration,
   * gate registry, ledger appenders).
   */
  resident?: ResidentCache;
}
