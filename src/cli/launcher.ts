// The `wukong` executable (dist/wukong.cjs): `wukong hook` asks the workspace's resident server first and believes
// only an answer that passes daemon-route.ts (private folder, signed both ways, answer check); anything else — and a
// hook no server answered — goes to the full CLI (ESM, loaded on demand)
// Pos: src/cli, the process entry; built as CommonJS on purpose (Node's ESM loader alone costs ~8 ms per start). A hook
// never exits non-zero: a missing or broken cli.mjs or chunk (a rebuild in progress) still gets a fail-closed answer
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeHook } from '../daemon/daemon-route.js';
import { BUILD_ID } from './build-id.js';

declare const __dirname: string;

const argv = process.argv.slice(2);
const isHook = argv[0] === 'hook';
const hookEvent = (() => {
  const i = argv.indexOf('--event');
  return i >= 0 ? (argv[i + 1] ?? '') : (argv[1] ?? '');
})();

/** How long a hook waits for the server before answering itself (WUKONG_DAEMON_WAIT_MS, 50 ms to 60 s; default 5 s). */
const waitMs = (() => {
  const n = Number(process.env['WUKONG_DAEMON_WAIT_MS']);
  return Number.isInteger(n) && n >= 50 && n <= 60_000 ? n : 5000;
})();

/** The last word when everything else failed: a PreToolUse is denied, anything else gets a message. Exit 0 either way. */
function failClosed(why: string): void {
  const reason = `Wukong failed closed: ${why}`;
  const out = hookEvent === 'PreToolUse' ? { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason } } : { systemMessage: reason };
  process.stdout.write(`${JSON.stringify(out)}\n`);
  process.exitCode = 0;
}

if (isHook) {
  process.on('uncaughtException', (error) => {
    failClosed(`uncaught error: ${error.message}`);
    process.exit(0);
  });
}

async function main(): Promise<number> {
  let stdin: string | undefined;
  const readStdin = () => (stdin ??= readFileSync(0, 'utf8'));
  // Only this run's own refusal reaches the ledger, never one inherited from the environment.
  if (isHook) delete process.env['WUKONG_DAEMON_REFUSED'];
  if (isHook && process.env['WUKONG_DAEMON'] !== 'off') {
    const route = await routeHook({ argv, cwd: process.cwd(), env: process.env, stdin: readStdin(), build: BUILD_ID, waitMs });
    if (route.kind === 'answered') {
      process.stdout.write(route.answer.stdout);
      process.stderr.write(route.answer.stderr);
      return route.answer.exitCode;
    }
    // The in-process run records why the server was not believed (hook-command.ts: `daemon.refused`).
    if (route.refused) process.env['WUKONG_DAEMON_REFUSED'] = route.refused;
  }
  let cli: typeof import('./main.js');
  try {
    cli = (await import(pathToFileURL(join(__dirname, 'cli.mjs')).href)) as typeof import('./main.js');
  } catch (error) {
    throw new Error(`cannot load ${join(__dirname, 'cli.mjs')} (is dist/ being rebuilt?): ${error instanceof Error ? error.message : String(error)}`);
  }
  const code = await cli.run(argv, { cwd: process.cwd(), env: process.env, out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), readStdin });
  // `wukong hook` itself always returns 0; anything else means the CLI could not run it (a chunk failed to load, …).
  if (isHook && code !== 0) throw new Error(`wukong hook exited ${code} (is dist/ being rebuilt?)`);
  return code;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (isHook) failClosed(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    else {
      process.stderr.write(`wukong: internal error: ${String(error)}\n`);
      process.exitCode = 70;
    }
  },
);
