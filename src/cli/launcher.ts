// Input: node:fs (stdin), daemon (client, protocol, socket path, workspace root — dependency-free), ./build-id; ./entry loaded only when needed
// Output: dist/wukong.cjs, the `wukong` executable: `wukong hook` asks the workspace's resident server first (CommonJS, a handful of built-ins: little more than starting node), `wukong ledger tail` is answered here (./ledger-tail), anything else — and a hook no server answers — goes to the full CLI (ESM, loaded on demand)
// Pos: src/cli, the process entry; built as CommonJS on purpose (Node's ESM loader alone costs ~8 ms per start); a hook never exits 1
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { askDaemon } from '../daemon/client.js';
import { FORWARDED_ENV } from '../daemon/protocol.js';
import { socketPath } from '../daemon/socket-path.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import { BUILD_ID } from './build-id.js';
import { fastLedgerTail } from './ledger-tail.js';

declare const __dirname: string;

const argv = process.argv.slice(2);
const isHook = argv[0] === 'hook';
const hookEvent = (() => {
  const i = argv.findIndex((a) => a === '--event' || a.startsWith('--event='));
  if (i < 0) return argv[1] ?? '';
  return argv[i] === '--event' ? (argv[i + 1] ?? '') : argv[i]!.slice('--event='.length);
})();
let stdin: string | undefined;

/** What a failure is answered as: PreToolUse when --event or the payload says so, or neither can be read (no --event, stdin unread or not JSON). */
function failureEvent(): string {
  let stated = '';
  try {
    const name = (JSON.parse(stdin ?? '') as { hook_event_name?: unknown } | null)?.hook_event_name;
    if (typeof name === 'string') stated = name;
  } catch {
    // unreadable: the flag decides, or PreToolUse
  }
  return hookEvent === 'PreToolUse' || stated === 'PreToolUse' ? 'PreToolUse' : hookEvent || stated || 'PreToolUse';
}

/** The last word when everything else failed: a PreToolUse is denied, anything else gets a message. Exit 0 either way. */
function failClosed(why: string): void {
  const reason = `Wukong failed closed: ${why}`;
  const out = failureEvent() === 'PreToolUse' ? { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason } } : { systemMessage: reason };
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
  // `ledger tail` reads a few lines from the end of a file: loading the ESM CLI would cost more than the reading.
  if (argv[0] === 'ledger' && argv[1] === 'tail') {
    const out = fastLedgerTail(argv.slice(2), process.cwd());
    if (out !== undefined) {
      process.stdout.write(out);
      return 0;
    }
  }
  const readStdin = () => (stdin ??= readFileSync(0, 'utf8'));
  if (isHook && process.env['WUKONG_DAEMON'] !== 'off') {
    const cwd = process.cwd();
    const env: Record<string, string> = {};
    for (const key of FORWARDED_ENV) if (process.env[key] !== undefined) env[key] = process.env[key] as string;
    const answer = await askDaemon(socketPath(workspaceRoot(cwd)), { v: 1, build: BUILD_ID, argv, cwd, env, stdin: readStdin() }, 5000);
    if (answer?.ok) {
      process.stdout.write(answer.stdout);
      process.stderr.write(answer.stderr);
      return answer.exitCode;
    }
  }
  const { run } = (await import(pathToFileURL(join(__dirname, 'cli.mjs')).href)) as typeof import('./main.js');
  return run(argv, { cwd: process.cwd(), env: process.env, out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t), readStdin });
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
