// Shared pieces of the daemon tests: a workspace with a HOME of its own,
// starting `wukong serve` and waiting for it, hooks run as real processes
// (blocking or not), the ledger read back, and cleanup of every server a test
// started
// Pos: test/hosts, a helper (no tests of its own); the binary under test is the
// real bundle in dist/
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { readPidFile } from '../../src/hosts/daemon/server.js';
import type { DaemonPlace } from '../../src/hosts/daemon/socket-path.js';
import { daemonPlace } from '../../src/hosts/daemon/socket-path.js';
import { repoRoot, tempWorkspace, wukong } from '../e2e/cli.js';

export const bin = join(repoRoot, 'dist', 'wukong.cjs');

export interface Setup {
  ws: string;
  env: Record<string, string>;
  place: DaemonPlace;
}

const setups: Setup[] = [];
const children: ChildProcess[] = [];
export const fakes: Server[] = [];

/**
 * A workspace and a HOME of its own (the private folder lands under the temp
 * HOME), optionally with a config.
 */
export function setup(config?: object): Setup {
  const ws = tempWorkspace();
  const home = mkdtempSync(join(tmpdir(), 'wukong-home-'));
  if (config)
    writeFileSync(join(ws, 'wukong.config.json'), JSON.stringify(config));
  const env = {
    HOME: home,
    XDG_RUNTIME_DIR: '',
    XDG_STATE_HOME: '',
    CLAUDE_PROJECT_DIR: ws,
    WUKONG_DAEMON: 'on',
    NODE_EXTRA_CA_CERTS: '',
  };
  const place = daemonPlace(ws, env);
  if ('problem' in place) throw new Error(place.problem);
  const s = { ws, env, place };
  setups.push(s);
  return s;
}

/**
 * Every server a test started, by hand or through a hook, is killed after it.
 */
afterEach(() => {
  for (const s of setups.splice(0)) {
    const pid = readPidFile(s.place.socket)?.pid;
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const fake of fakes.splice(0)) fake.close();
});

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const waitFor = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(25);
  }
};
export const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function startServer(s: Setup): ChildProcess {
  const child = spawn(process.execPath, [bin, 'serve', '--workspace', s.ws], {
    env: { ...process.env, ...s.env },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}
/**
 * Until a server (other than `notPid`) has written its pid file, which it does
 * once it listens.
 */
export const serverUp = (s: Setup, notPid?: number) =>
  waitFor(() => (readPidFile(s.place.socket)?.pid ?? notPid) !== notPid);
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.on('exit', () => resolve()),
  );

export const bash = (
  s: Setup,
  session: string,
  command: string,
  id = 'toolu_1',
) =>
  JSON.stringify({
    session_id: session,
    transcript_path: join(s.ws, 'no-transcript.jsonl'),
    cwd: s.ws,
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command },
    tool_use_id: id,
  });
export const prompt = (s: Setup, session: string, text: string) =>
  JSON.stringify({
    session_id: session,
    cwd: s.ws,
    hook_event_name: 'UserPromptSubmit',
    prompt: text,
  });

export const hook = (
  s: Setup,
  event: string,
  stdin: string,
  env: Record<string, string> = {},
) =>
  wukong(['hook', '--event', event], {
    cwd: s.ws,
    stdin,
    env: { ...s.env, ...env },
  });

/**
 * The same as `hook`, without blocking this process (fake servers in this
 * process must be able to answer meanwhile).
 */
export function hookAsync(
  s: Setup,
  event: string,
  stdin: string,
  env: Record<string, string> = {},
  binary = bin,
): Promise<{
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [binary, 'hook', '--event', event], {
    cwd: s.ws,
    env: { ...process.env, ...s.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.stdin.end(stdin);
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({ code, stdout, stderr, ms: performance.now() - t0 }),
    ),
  );
}
export const decision = (stdout: string) =>
  (
    JSON.parse(stdout) as {
      hookSpecificOutput?: { permissionDecision?: string };
    }
  ).hookSpecificOutput?.permissionDecision;

export type Entry = {
  type: string;
  runId: string;
  data: Record<string, unknown> & {
    answeredBy?: string;
    reason?: string;
    event?: string;
  };
};
export const ledger = (ws: string): Entry[] => {
  const dir = join(ws, '.wukong', 'ledger');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(join(dir, f), 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Entry),
    );
};
export const received = (ws: string) =>
  ledger(ws).filter((e) => e.type === 'hook.received');
export const refusals = (ws: string) =>
  ledger(ws)
    .filter((e) => e.type === 'daemon.refused')
    .map((e) => e.data.reason);
