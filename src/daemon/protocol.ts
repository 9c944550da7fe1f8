// Input: nothing but the language
// Output: DaemonRequest / DaemonResponse — one JSON line each way between `wukong hook` and `wukong serve`
// Pos: src/daemon, the wire format; both ends must come from the same build (checked with `build`)
export interface DaemonRequest {
  v: 1;
  /** The client's build id; a server of another build refuses and exits, so a stale process never answers. */
  build: string;
  argv: string[];
  cwd: string;
  /** The environment variables that decide behaviour (workspace, home). */
  env: Record<string, string>;
  stdin: string;
}

export type DaemonResponse =
  | { v: 1; ok: true; exitCode: number; stdout: string; stderr: string }
  | { v: 1; ok: false; reason: 'build-mismatch' | 'bad-request' | 'busy'; message: string };

export const FORWARDED_ENV = ['CLAUDE_PROJECT_DIR', 'HOME', 'USERPROFILE', 'WUKONG_NOW'] as const;
