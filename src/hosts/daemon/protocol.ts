// DaemonRequest / DaemonResponse — one JSON line each way between `wukong hook`
// and `wukong serve`, both signed with the user's daemon secret (see proof.ts);
// FORWARDED_ENV, the environment a request carries
// Pos: src/hosts/daemon, the wire format; both ends must come from the same
// build (checked with `build`)
export interface DaemonRequest {
  v: 2;
  /**
   * The client's build id; a server of another build refuses and exits, so a
   * stale process never answers.
   */
  build: string;
  /**
   * Fresh random hex per request: the answer's proof covers it, so no earlier
   * answer can be replayed.
   */
  nonce: string;
  /**
   * requestToken(secret): the secret's second half, which lets the client ask
   * and nobody who reads it answer.
   */
  token: string;
  /**
   * Epoch milliseconds when the client stops waiting and answers itself: a
   * request not started well before never runs.
   */
  deadline: number;
  /**
   * The hook's session_id: requests of one session run in order, other
   * sessions' beside them.
   */
  session: string;
  argv: string[];
  cwd: string;
  /** The environment variables that decide behaviour (workspace, home). */
  env: Record<string, string>;
  stdin: string;
}

export type DaemonResponse =
  | {
      v: 2;
      ok: true;
      exitCode: number;
      stdout: string;
      stderr: string;
      /** answerProof(secret, nonce, answer) */ proof: string;
    }
  | {
      v: 2;
      ok: false;
      reason:
        | 'build-mismatch'
        | 'bad-request'
        | 'unauthenticated'
        | 'too-large'
        | 'late';
      message: string;
    };

export const FORWARDED_ENV = [
  'CLAUDE_PROJECT_DIR',
  'HOME',
  'USERPROFILE',
  'WUKONG_NOW',
] as const;

/**
 * The longest request line a server reads (a Write of a large file is answered
 * in-process instead).
 */
export const MAX_REQUEST_BYTES = 8 * 1024 * 1024;
/** The longest answer line a client reads. */
export const MAX_RESPONSE_BYTES = 1024 * 1024;
