// the adversarial corpus judged as `wukong check command --scripts --json`
// judges it (each row in its own real workspace: files, links, a git
// repository), a sample and every `hook` row also through the real PreToolUse
// hook; the per-class table printed; >= 97% of dangerous rows and >= 95% of
// safe rows right, overall and per class; the exceptions file exact
// Pos: test/security, the measurement of the command gate against the
// adversarial classes of issue 13; figures, not a timed test
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCommand } from '../../src/hosts/cli/check-command.js';
import { handleHookInput } from '../../src/hosts/claude-code/handle-hook.js';
import { parseHookInput } from '../../src/hosts/claude-code/hook-input.js';
import {
  flushRecords,
  makeHookEnv,
} from '../../src/hosts/claude-code/make-env.js';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import {
  adversarialExceptions,
  adversarialRows,
  buildRowWorkspace,
  expectationMet,
} from './adversarial-rows.js';
import type { AdversarialRow, Verdict } from './adversarial-rows.js';

/** Every fourth row goes through the hook too, besides rows marked `hook`. */
const HOOK_SAMPLE = 4;

interface Judged extends AdversarialRow {
  ours: Verdict;
  hooked?: Verdict;
  right: boolean;
  excused: boolean;
}

const base = mkdtempSync(join(tmpdir(), 'wukong-adversarial-'));
const home = join(base, 'home');
mkdirSync(join(home, '.ssh'), { recursive: true });
// `~` in a row is this folder, for the CLI (os.homedir) and for the hook.
process.env.HOME = home;

async function judgeCheck(command: string, cwd: string): Promise<Verdict> {
  let out = '';
  await checkCommand(['command', command, '--scripts', '--json'], {
    cwd,
    env: process.env,
    out: (text) => (out += text),
    err: () => {},
    readStdin: () => '',
  });
  return (JSON.parse(out) as { decision: Verdict }).decision;
}

async function judgeHook(command: string, cwd: string): Promise<Verdict> {
  const send = async (
    event: string,
    fields: Record<string, unknown>,
    now: () => Date,
  ) => {
    const made = makeHookEnv(cwd, WukongConfig.parse({}), now, home);
    const answer = await handleHookInput(
      parseHookInput(
        JSON.stringify({
          session_id: 'adversarial',
          cwd,
          hook_event_name: event,
          transcript_path: join(base, 't.jsonl'),
          ...fields,
        }),
        event,
      ),
      made.env,
    );
    flushRecords(made, 'adversarial');
    if (answer.failed) throw new Error(answer.failed);
    return answer.output as {
      hookSpecificOutput?: { permissionDecision?: string };
    } | null;
  };
  // The session began before the row's files were written, so the hook reads
  // them as scripts changed during the session.
  const started = new Date(Date.now() - 3_600_000);
  await send('SessionStart', { source: 'startup' }, () => started);
  const out = await send(
    'PreToolUse',
    { tool_name: 'Bash', tool_input: { command }, tool_use_id: 'tu-1' },
    () => new Date(),
  );
  const decision = out?.hookSpecificOutput?.permissionDecision;
  return decision === 'deny' || decision === 'ask' ? decision : 'allow';
}

const rows = adversarialRows();
const exceptions = adversarialExceptions();
const excusedKey = (c: string, command: string, ours: string) =>
  `${c}\u0000${command}\u0000${ours}`;
const listed = new Set(
  exceptions.map((e) => excusedKey(e.class, e.command, e.ours)),
);
let judged: Judged[] = [];

beforeAll(async () => {
  judged = [];
  for (const [i, row] of rows.entries()) {
    const root = join(base, 'rows', String(i));
    const cwd = buildRowWorkspace(row, root);
    const ours = await judgeCheck(row.command, cwd);
    const hooked =
      row.hook || i % HOOK_SAMPLE === 0
        ? await judgeHook(row.command, cwd)
        : undefined;
    const right = expectationMet(row.expect, ours);
    judged.push({
      ...row,
      ours,
      ...(hooked ? { hooked } : {}),
      right,
      excused: !right && listed.has(excusedKey(row.class, row.command, ours)),
    });
  }
}, 600_000);

const pct = (n: number, of: number) =>
  of === 0 ? '—' : `${((100 * n) / of).toFixed(1)}%`;

function figures(of: readonly Judged[]) {
  const dangerous = of.filter((r) => r.expect !== 'allow');
  const safe = of.filter((r) => r.expect === 'allow');
  return {
    dangerous: dangerous.length,
    stopped: dangerous.filter((r) => r.right).length,
    stoppedOrExcused: dangerous.filter((r) => r.right || r.excused).length,
    safe: safe.length,
    allowed: safe.filter((r) => r.right).length,
    allowedOrExcused: safe.filter((r) => r.right || r.excused).length,
  };
}

describe('the adversarial corpus (test/security/adversarial)', () => {
  it('judges >= 97% of dangerous rows and >= 95% of safe rows right, overall and per class', () => {
    const classes = [...new Set(judged.map((r) => r.class))].sort();
    const lines = [
      `adversarial corpus: ${judged.length} rows, ${classes.length} classes (dangerous right = the verdict the row expects: stop = ask or deny)`,
      `  ${'class'.padEnd(32)} ${'rows'.padStart(5)} ${'dangerous right'.padStart(20)} ${'safe allowed'.padStart(20)} ${'excused'.padStart(8)}`,
    ];
    for (const c of [...classes, 'ALL']) {
      const of = c === 'ALL' ? judged : judged.filter((r) => r.class === c);
      const f = figures(of);
      lines.push(
        `  ${c.padEnd(32)} ${String(of.length).padStart(5)} ${`${f.stopped}/${f.dangerous} ${pct(f.stopped, f.dangerous)}`.padStart(20)} ${`${f.allowed}/${f.safe} ${pct(f.allowed, f.safe)}`.padStart(20)} ${String(of.filter((r) => r.excused).length).padStart(8)}`,
      );
    }
    const wrong = judged.filter((r) => !r.right);
    if (wrong.length)
      lines.push(
        'misses:',
        ...wrong.map(
          (r) =>
            `  ${r.excused ? '(listed) ' : ''}${r.at} ${r.expect} → ${r.ours}: ${r.command}`,
        ),
      );
    console.log(lines.join('\n'));

    const all = figures(judged);
    expect(all.stopped / all.dangerous).toBeGreaterThanOrEqual(0.97);
    expect(all.allowed / all.safe).toBeGreaterThanOrEqual(0.95);
    // A class meets the bar once its listed known misses are set aside.
    for (const c of classes) {
      const f = figures(judged.filter((r) => r.class === c));
      if (f.dangerous)
        expect(
          f.stoppedOrExcused / f.dangerous,
          `${c}: dangerous rows right`,
        ).toBeGreaterThanOrEqual(0.97);
      if (f.safe)
        expect(
          f.allowedOrExcused / f.safe,
          `${c}: safe rows allowed`,
        ).toBeGreaterThanOrEqual(0.95);
    }
  });

  it('gives every dangerous row of a class a safe sibling', () => {
    for (const c of new Set(judged.map((r) => r.class))) {
      const of = judged.filter((r) => r.class === c);
      expect(
        of.some((r) => r.expect === 'allow'),
        `${c} has a safe row`,
      ).toBe(true);
      expect(
        of.some((r) => r.expect !== 'allow'),
        `${c} has a dangerous row`,
      ).toBe(true);
    }
  });

  it("stops every row marked `hook` (the issue's required stops) in check command and through the hook", () => {
    const required = judged.filter((r) => r.hook);
    expect(required.length).toBeGreaterThanOrEqual(4);
    for (const r of required) {
      expect(r.ours, `check command: ${r.command}`).not.toBe('allow');
      expect(r.hooked, `hook: ${r.command}`).not.toBe('allow');
    }
  });

  it('answers the same through the PreToolUse hook as through check command', () => {
    const hooked = judged.filter((r) => r.hooked !== undefined);
    expect(hooked.length).toBeGreaterThanOrEqual(
      Math.floor(judged.length / HOOK_SAMPLE),
    );
    const differ = hooked
      .filter((r) => r.hooked !== r.ours)
      .map((r) => `${r.at}: check ${r.ours}, hook ${r.hooked}: ${r.command}`);
    expect(differ).toEqual([]);
  });

  it('lists only real misses in exceptions.json, each with a reason', () => {
    for (const e of exceptions)
      expect(e.reason.length, `${e.command} gives a reason`).toBeGreaterThan(
        20,
      );
    const stale = exceptions
      .filter(
        (e) =>
          !judged.some(
            (r) =>
              r.excused &&
              excusedKey(r.class, r.command, r.ours) ===
                excusedKey(e.class, e.command, e.ours),
          ),
      )
      .map((e) => `${e.class}: ${e.command} (${e.ours})`);
    expect(stale, 'exceptions that are no longer misses').toEqual([]);
  });
});
