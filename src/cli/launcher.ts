// Input: node:fs (stdin), daemon (client, protocol, socket path, workspace root — dependency-free), ./build-id; ./hook-bundle and shell/bash-wasm for a hook answered here, the ESM CLI for anything else, each loaded only when needed
// Output: dist/wukong.cjs, the `wukong` executable: `wukong hook` asks the workspace's resident server first (CommonJS, a handful of built-ins: little more than starting node), a hook no server answers is answered by dist/hook.cjs (one CommonJS file compiled from the build's V8 code cache, the Bash parser's wasm compiled meanwhile), `wukong ledger tail` is answered here (./ledger-tail), anything else goes to the full CLI (ESM, loaded on demand)
// Pos: src/cli, the process entry; built as CommonJS on purpose (Node's ESM loader alone costs ~8 ms per start); a hook never exits 1
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { askDaemon } from '../daemon/client.js';
import { FORWARDED_ENV } from '../daemon/protocol.js';
import { socketPath } from '../daemon/socket-path.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import { BUILD_ID } from './build-id.js';
import { fastLedgerTail } from './ledger-tail.js';
import type { HookBundle } from './hook-bundle.js';

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
  const io = { cwd: process.cwd(), env: process.env, out: (t: string) => process.stdout.write(t), err: (t: string) => process.stderr.write(t), readStdin };
  if (isHook) {
    const hook = await answerHookHere(readStdin);
    if (hook) return hook.hookCommand(argv.slice(1), io);
  }
  const { pathToFileURL } = await import('node:url'); // not at the top: a hook its daemon answers never needs it
  const { run } = (await import(pathToFileURL(join(__dirname, 'cli.mjs')).href)) as typeof import('./main.js');
  return run(argv, io);
}

/**
 * The hook answered in this process: dist/hook.cjs (CommonJS, compiled from the build's V8 code cache) instead of the
 * ESM CLI, and for a Bash call the parser's wasm decoded and validated on V8's background threads while the bundle loads.
 */
async function answerHookHere(readStdin: () => string): Promise<HookBundle | undefined> {
  // Imported here, not at the top: node:vm and node:v8 are costs a hook the daemon answers never pays.
  const { loadHookBundle, setHookV8Flags } = await import('./hook-bundle.js');
  const { compileBashWasm } = await import('../shell/bash-wasm.js');
  setHookV8Flags();
  let wasm: ReturnType<typeof compileBashWasm> | undefined;
  if (hookEvent === 'PreToolUse' && toolName(readStdin()) === 'Bash') {
    wasm = compileBashWasm();
    wasm.catch(() => {}); // a failure is the parser's to report, when it awaits this promise
  }
  const loaded = loadHookBundle(__dirname);
  if (process.env['WUKONG_TRACE_STARTUP'] === '1') process.stderr.write(`wukong: hook bundle ${loaded ? `loaded, code cache ${loaded.cache}` : 'missing, using the ESM CLI'}\n`);
  if (loaded && wasm) loaded.hook.useCompiledBashWasm(wasm);
  return loaded?.hook;
}

function toolName(stdin: string): unknown {
  try {
    return (JSON.parse(stdin) as { tool_name?: unknown }).tool_name;
  } catch {
    return undefined;
  }
}

let settled = false;
// A promise nobody settles lets node exit quietly with code 0, which Claude Code reads as "proceed": not for a hook.
if (isHook) process.on('exit', () => settled || failClosed('the hook ended without an answer'));

main().then(
  (code) => {
    settled = true;
    process.exitCode = code;
  },
  (error: unknown) => {
    settled = true;
    if (isHook) failClosed(`internal error: ${error instanceof Error ? error.message : String(error)}`);
    else {
      process.stderr.write(`wukong: internal error: ${String(error)}\n`);
      process.exitCode = 70;
    }
  },
);
