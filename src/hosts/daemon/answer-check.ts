// answerProblem — why a resident server's answer to a hook must not be printed
// (or undefined when it may): the exit code, the JSON shape, and above all any
// rewrite of the tool call (`updatedInput` and its kin) that the in-process
// gate would not produce; REWRITES is the table of the rewrites Wukong makes,
// one entry per tool
// Pos: src/hosts/daemon, pure and dependency-light (the hook launcher loads
// it); a second line of defence behind the socket's authentication: even a
// server that holds the secret cannot make Claude Code run something else
import { parseWrapped, unwrapCommand } from '../../sandbox/wrap-command.js';

/** What a server answered: the hook process's exit code and output. */
export interface HookAnswer {
  exitCode: number;
  stdout: string;
  stderr: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => sameJson(x, b[i]))
    );
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]))
  );
}

/**
 * The longest text Wukong appends to a delegation (its output contract and the
 * handoff capsule are a few KiB).
 */
const MAX_APPENDED_CHARS = 64 * 1024;
/**
 * The marks that open the blocks Wukong appends: CONTRACT_MARK
 * (adapters/claude-code/avatar-brief.ts), CAPSULE_MARK
 * (policies/harness/delegation/handoff-capsule-policy.ts) and ANCHORS_MARK
 * (src/context/subagent-anchors.ts), spelled out so the
 * hook launcher does not load a policy module;
 * test/hosts/daemon-answer-check.test.ts fails if they drift apart.
 */
export const APPENDED_MARKS = [
  '[wukong: output contract]',
  '[wukong: handoff capsule]',
  '[wukong: relevant anchors]',
] as const;
const APPENDED_BLOCKS: readonly string[] = APPENDED_MARKS;

/**
 * A delegation (Task / Agent): the original prompt, then blocks that each open
 * with one of Wukong's marks, joined by a blank line (pre-tool-use.ts builds it
 * so); every other field exactly as Claude Code sent it, none added.
 */
function delegationRewrite(original: Json, updated: Json): string | undefined {
  for (const key of Object.keys(updated))
    if (key !== 'prompt' && !Object.hasOwn(original, key))
      return `it adds the field ${JSON.stringify(key)}`;
  for (const key of Object.keys(original)) {
    if (key === 'prompt') continue;
    if (!Object.hasOwn(updated, key) || !sameJson(original[key], updated[key]))
      return `it changes the field ${JSON.stringify(key)}`;
  }
  const before =
    typeof original['prompt'] === 'string' ? original['prompt'] : '';
  const after = updated['prompt'];
  if (typeof after !== 'string') return 'its prompt is not text';
  let appended: string;
  if (before) {
    if (!after.startsWith(`${before}\n\n`))
      return 'its prompt does not begin with the original prompt';
    appended = after.slice(before.length + 2);
  } else appended = after;
  if (appended.length > MAX_APPENDED_CHARS)
    return `it appends ${appended.length} characters (at most ${MAX_APPENDED_CHARS})`;
  if (!APPENDED_BLOCKS.some((mark) => appended.startsWith(mark)))
    return `what it appends does not open with ${APPENDED_BLOCKS.join(' or ')}`;
  return undefined;
}

/**
 * Bash in the sandbox (src/hosts/claude-code/sandbox-answer.ts): the command is
 * a line of plain single-quoted words (nothing expands), a system bubblewrap
 * with the namespaces and capability drop of bwrap-argv.ts, whose last word is
 * the original command; every other field exactly as sent.
 */
function bashSandboxRewrite(original: Json, updated: Json): string | undefined {
  for (const key of Object.keys(updated))
    if (key !== 'command' && !Object.hasOwn(original, key))
      return `it adds the field ${JSON.stringify(key)}`;
  for (const key of Object.keys(original)) {
    if (key === 'command') continue;
    if (!Object.hasOwn(updated, key) || !sameJson(original[key], updated[key]))
      return `it changes the field ${JSON.stringify(key)}`;
  }
  const line = updated['command'];
  if (typeof line !== 'string') return 'its command is not text';
  const argv = parseWrapped(line);
  if (!argv) return 'its command is not a line of single-quoted words';
  if (!/^\/(?:usr\/(?:local\/)?)?bin\/bwrap$/.test(argv[0] ?? ''))
    return 'its command does not start with a system bubblewrap';
  for (const flag of ['--unshare-net', '--new-session', '--die-with-parent'])
    if (!argv.includes(flag)) return `its command lacks ${flag}`;
  const drop = argv.indexOf('--cap-drop');
  if (drop < 0 || argv[drop + 1] !== 'ALL')
    return 'its command lacks --cap-drop ALL';
  if (unwrapCommand(line) !== original['command'])
    return 'its command does not run the original command';
  return undefined;
}

/**
 * The rewrites of a PreToolUse `updatedInput` Wukong produces, by tool name:
 * each returns why `updated` is not one of them, or undefined. A tool without
 * an entry is never rewritten. Add an entry here when a handler starts
 * rewriting another tool (e.g. a sandbox wrapper around Bash), with a check as
 * narrow as the rewrite itself.
 */
export const REWRITES: Record<
  string,
  (original: Json, updated: Json) => string | undefined
> = {
  Task: delegationRewrite,
  Agent: delegationRewrite,
  Bash: bashSandboxRewrite,
};

/** Tools whose rewrite may come with `ask` (the user sees the rewrite). */
const ASK_REWRITES = new Set(['Bash']);

/**
 * Keys through which a hook answer could change what a tool receives or
 * returns, or what is permitted from now on.
 */
const REWRITE_KEYS = new Set([
  'updatedInput',
  'updatedToolOutput',
  'updatedMCPToolOutput',
  'updatedPermissions',
]);

/**
 * Every rewrite key anywhere in the answer, with its path
 * (`hookSpecificOutput.updatedInput`).
 */
function rewriteKeys(value: unknown, path: string, found: string[]): string[] {
  if (Array.isArray(value))
    value.forEach((v, i) => rewriteKeys(v, `${path}[${i}]`, found));
  else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (REWRITE_KEYS.has(k)) found.push(at);
      rewriteKeys(v, at, found);
    }
  }
  return found;
}

function parsePayload(stdin: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(stdin);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Why the answer a server gave to hook `event` (payload `stdin`) must be
 * ignored, or undefined when it may be printed as it is. The hook command
 * always exits 0 and prints nothing or one JSON object; a PreToolUse decision
 * is allow, deny or ask; the only rewrite allowed is one REWRITES describes for
 * the payload's own tool.
 */
export function answerProblem(
  event: string,
  stdin: string,
  answer: HookAnswer,
): string | undefined {
  if (answer.exitCode !== 0)
    return `exit code ${answer.exitCode} (a hook answer always exits 0)`;
  const text = answer.stdout.trim();
  if (!text) return undefined;
  let output: unknown;
  try {
    output = JSON.parse(text);
  } catch {
    return 'its output is not one JSON object';
  }
  if (!isObject(output)) return 'its output is not one JSON object';
  const specific = output['hookSpecificOutput'];
  if (specific !== undefined && !isObject(specific))
    return 'hookSpecificOutput is not an object';
  if (specific && specific['hookEventName'] !== event)
    return `it answers ${JSON.stringify(specific['hookEventName'])}, not ${event}`;
  if (
    event === 'PreToolUse' &&
    specific &&
    specific['permissionDecision'] !== undefined &&
    !['allow', 'deny', 'ask'].includes(specific['permissionDecision'] as string)
  ) {
    return `permissionDecision ${JSON.stringify(specific['permissionDecision'])} is not allow, deny or ask`;
  }
  const rewrites = rewriteKeys(output, '', []);
  if (rewrites.length === 0) return undefined;
  if (
    event !== 'PreToolUse' ||
    rewrites.length !== 1 ||
    rewrites[0] !== 'hookSpecificOutput.updatedInput'
  )
    return `it rewrites the call through ${rewrites.join(', ')}`;
  const payload = parsePayload(stdin);
  const tool =
    typeof payload?.['tool_name'] === 'string' ? payload['tool_name'] : '';
  const verb = specific?.['permissionDecision'];
  if (verb !== 'allow' && !(verb === 'ask' && ASK_REWRITES.has(tool)))
    return ASK_REWRITES.has(tool)
      ? 'updatedInput comes without an allow or ask'
      : 'updatedInput comes without an allow';
  const rule = Object.hasOwn(REWRITES, tool) ? REWRITES[tool] : undefined;
  if (!rule)
    return `updatedInput for ${tool ? JSON.stringify(tool) : 'a payload without tool_name'}, a tool Wukong never rewrites`;
  const original = payload?.['tool_input'];
  const updated = specific?.['updatedInput'];
  if (!isObject(updated)) return 'updatedInput is not an object';
  const why = rule(isObject(original) ? original : {}, updated);
  return why ? `updatedInput for ${tool}: ${why}` : undefined;
}
