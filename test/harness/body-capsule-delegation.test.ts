// the body's self-check (CHECKPOINT parsing, layers 1–3, warn vs enforce),
// prompt sections and capsules (budgets, must-keep sections, byte-identical
// renders, validation), and delegation gates (parallel limits from the avatar
// table, tool boundary, handoff capsule, post-delegation)
// Pos: test/harness, seed 000 本体越界检查 and seed 004 Phase 4
import { describe, expect, it } from 'vitest';
import { createCheckpointWatch } from '../../machines/checkpoint.machine.js';
import {
  bodyActionOf,
  judgeAction,
} from '../../policies/harness/body/behaviour-watch.js';
import { parseCheckpoint } from '../../policies/harness/body/checkpoint-parse.js';
import {
  judgeLayer1,
  judgeLayer2,
} from '../../policies/harness/body/decision-check.js';
import {
  capsuleRegistry,
  compactCapsule,
} from '../../policies/context/prompt/compact-capsule.js';
import type { KernelSnapshot } from '../../policies/context/prompt/kernel-snapshot.js';
import { MUST_KEEP } from '../../policies/context/prompt/kernel-snapshot.js';
import {
  PromptSectionRegistry,
  renderContract,
} from '../../policies/context/prompt/prompt-sections.js';
import { CAPSULE_MARK } from '../../policies/harness/delegation/handoff-capsule-policy.js';
import { gateFinding } from '../../policies/gate/define-policy.js';
import { zeroUsage } from '../../policies/harness/loop/budget.js';
import { TEXTS } from '../model/checkpoint.model.js';
import { config, gate, workspace } from './fixtures.js';

const limits = { maxLines: 10, maxReads: 2, maxSearches: 1 };

describe('the CHECKPOINT', () => {
  it('reads Q0–Q4, the line estimate, the file count and the decision, in Chinese or English', () => {
    expect(parseCheckpoint(TEXTS.parallelOnly)).toEqual({
      present: true,
      answers: {
        q0: false,
        q1: false,
        q2: { changes: true, lines: 40 },
        q3: false,
        q4: 3,
      },
      missing: [],
      decision: { self: false, avatars: ['body'], parallel: false },
    });
    expect(parseCheckpoint(TEXTS.incomplete).missing).toEqual([
      'Q0',
      'Q2',
      'Q3',
      'Q4',
    ]);
    expect(parseCheckpoint(TEXTS.absent)).toMatchObject({
      present: false,
      missing: ['Q0', 'Q1', 'Q2', 'Q3', 'Q4', 'decision'],
    });
    expect(
      parseCheckpoint(
        'CHECKPOINT\nQ0. no\nQ1. yes\nQ2. no\nQ3. no\nQ4. 2\nDecision: @眼 ×2 parallel',
      ).decision,
    ).toEqual({ self: false, avatars: ['eye'], parallel: true });
  });

  it('layer 1 wants it present and complete; layer 2 checks the decision against the answers', () => {
    expect(
      judgeLayer1(parseCheckpoint(TEXTS.absent)).map((v) => [v.kind, v.level]),
    ).toEqual([['skip-checkpoint', 'CRITICAL']]);
    expect(judgeLayer1(parseCheckpoint(TEXTS.right))).toEqual([]);
    expect(
      judgeLayer2(parseCheckpoint(TEXTS.wrong), 10).map((v) => [
        v.kind,
        v.delegateTo,
      ]),
    ).toEqual([['decision-error', 'eye']]);
    expect(
      judgeLayer2(parseCheckpoint(TEXTS.parallelOnly), 10).map((v) => [
        v.kind,
        v.level,
      ]),
    ).toEqual([['parallel', 'HIGH']]);
    const big = TEXTS.right.replace('预估 5 行', '预估 30 行');
    expect(judgeLayer2(parseCheckpoint(big), 10).map((v) => v.kind)).toEqual([
      'code-limit',
    ]);
  });

  it('layer 3 sees the body writing > 10 lines, running tests, reading more than 2 files, searching twice', () => {
    const watch = (
      tool: string,
      input: Record<string, unknown>,
      counts = { reads: 0, searches: 0 },
    ) =>
      judgeAction(bodyActionOf(tool, input), counts, limits).map((v) => v.kind);
    expect(watch('Write', { content: 'a\n'.repeat(11) })).toEqual([
      'code-limit',
    ]);
    expect(watch('Edit', { new_string: 'one line' })).toEqual([]);
    expect(watch('Bash', { command: 'npm test' })).toEqual(['build-test']);
    expect(watch('Bash', { command: 'git status' })).toEqual([]);
    expect(watch('Read', {}, { reads: 3, searches: 0 })).toEqual([
      'exploration',
    ]);
    expect(watch('Grep', {}, { reads: 0, searches: 2 })).toEqual([
      'exploration',
    ]);
  });

  it('warn mode reports each violation once per task; enforce mode halts until a new, correct CHECKPOINT', () => {
    const warn = createCheckpointWatch({ enforce: 'warn', limits }).start();
    warn.send({ type: 'TASK' });
    warn.send({ type: 'ACTION', action: { kind: 'read', tool: 'Read' } });
    expect(warn.getSnapshot().context.latest.map((v) => v.kind)).toEqual([
      'skip-checkpoint',
    ]);
    warn.send({ type: 'ACTION', action: { kind: 'read', tool: 'Read' } });
    expect(warn.getSnapshot().context.latest).toEqual([]);
    expect(warn.getSnapshot().value).toBe('l1');
    const enforce = createCheckpointWatch({
      enforce: 'enforce',
      limits,
    }).start();
    enforce.send({ type: 'TASK' });
    enforce.send({ type: 'CHECKPOINT', text: TEXTS.right });
    enforce.send({
      type: 'ACTION',
      action: { kind: 'command', commandKind: 'test', command: 'npm test' },
    });
    expect(enforce.getSnapshot().value).toBe('halted');
    enforce.send({ type: 'ACTION', action: { kind: 'read', tool: 'Read' } });
    expect(enforce.getSnapshot().context.latest.map((v) => v.kind)).toEqual([
      'build-test',
    ]);
    enforce.send({ type: 'CHECKPOINT', text: TEXTS.right });
    expect(enforce.getSnapshot().value).toBe('halted');
    enforce.send({
      type: 'CHECKPOINT',
      text: `${TEXTS.right}\nChecking again after the violation.\n${TEXTS.right}`,
    });
    expect(enforce.getSnapshot().value).toBe('l3');
  });

  it('the gate policy warns in warn mode and denies stop and reject handlings in enforce mode, never a parallel warning', () => {
    const ws = workspace();
    const violations = judgeLayer2(
      parseCheckpoint(TEXTS.parallelOnly),
      10,
    ).concat(judgeLayer1(parseCheckpoint(TEXTS.absent)));
    expect(
      gate('pre-tool', ws, {
        toolName: 'Read',
        facts: { body: { enforce: 'warn', violations } },
      }).findings.map((f) => f.severity),
    ).toEqual(['warning', 'warning']);
    const enforced = gate('pre-tool', ws, {
      toolName: 'Read',
      facts: { body: { enforce: 'enforce', violations } },
    });
    expect(enforced.findings.map((f) => `${f.policy}:${f.severity}`)).toEqual([
      'body.parallel:warning',
      'body.skip-checkpoint:hard-deny',
    ]);
    expect(config.body.enforce).toBe('warn');
  });
});

const snapshot = (extra: Partial<KernelSnapshot> = {}): KernelSnapshot => ({
  runId: 'r-20261122-abcd1234',
  objective: 'add a greeting',
  phase: 'execute',
  mode: 'normal',
  acceptance: [{ id: 'AC1', text: 'greets in English', status: 'open' }],
  scope: {
    allowed: ['src/**'],
    disallowed: ['src/secrets/**'],
    plan: ['src/greet.ts'],
  },
  hardDenies: [
    gateFinding(
      'path.workspace-escape',
      '/etc/passwd',
      'hard-deny',
      'writes /etc/passwd: outside the workspace',
      { kind: 'fix-input', detail: 'write inside the workspace' },
    ),
  ],
  openQuestions: [
    { id: 'Q1', text: 'Which greeting language?', blocking: true },
  ],
  resume: {
    state: 'repair',
    segment: 2,
    nextAction: 'fix-input: write inside the workspace',
    stop: null,
  },
  gate: {
    usage: { ...zeroUsage(), turns: 7, toolCalls: 5 },
    budget: config.loop.budget,
    recent: [
      {
        checkpoint: 'pre-write',
        allowed: false,
        traceId: 't-9',
        policies: ['path.workspace-escape'],
      },
    ],
  },
  writeTransactions: [{ path: 'src/greet.ts', lines: 12, status: 'written' }],
  sourceAnchors: ['[D001] use Ollama for the local LLM'],
  ...extra,
});

describe('prompt sections and the compact capsule', () => {
  it('the same snapshot renders byte for byte the same; a different one differs', () => {
    const a = compactCapsule(snapshot(), 'compact');
    expect(compactCapsule(snapshot(), 'compact').text).toBe(a.text);
    expect(
      compactCapsule(snapshot({ objective: 'other' }), 'compact').text,
    ).not.toBe(a.text);
    expect(a.text.startsWith('[wukong: compact capsule] (trace prompt-')).toBe(
      true,
    );
    expect(
      compactCapsule(snapshot(), 'handoff').text.startsWith(CAPSULE_MARK),
    ).toBe(true);
  });

  it('keeps every must-keep section whole under a tiny budget; prunable sections go first', () => {
    const { contract, text } = compactCapsule(snapshot(), 'compact', 100);
    const status = Object.fromEntries(
      contract.sections.map((s) => [s.id, s.status]),
    );
    for (const id of MUST_KEEP) expect(status[id], id).toBe('kept');
    expect(status['objective']).toBe('dropped');
    expect(status['scope']).toBe('dropped');
    for (const must of [
      'path.workspace-escape:/etc/passwd',
      'Q1 (blocking): Which greeting language?',
      'loop state repair',
      'tool calls 5/400',
      'src/greet.ts (12 lines, written)',
      '[D001] use Ollama',
    ])
      expect(text).toContain(must);
    expect(
      capsuleRegistry()
        .declarations()
        .filter((d) => (MUST_KEEP as readonly string[]).includes(d.id))
        .every((d) => d.nonPrunable),
    ).toBe(true);
  });

  it('each section carries its source, priority, budget, non-prunable flag and trace id; the registry refuses duplicates and bad budgets', () => {
    const { contract } = compactCapsule(snapshot(), 'compact');
    expect(contract.sections[0]).toMatchObject({
      id: 'resume',
      source: 'run-state',
      priority: 100,
      nonPrunable: true,
      traceId: `${contract.traceId}:resume`,
    });
    const r = new PromptSectionRegistry().register({
      id: 'a',
      title: 'A',
      source: 'facts',
      priority: 1,
      budget: 10,
      nonPrunable: false,
      build: () => 'x'.repeat(50),
    });
    expect(() =>
      r.register({
        id: 'a',
        title: 'A',
        source: 'facts',
        priority: 1,
        budget: 10,
        nonPrunable: false,
        build: () => null,
      }),
    ).toThrow(/already registered/);
    expect(() =>
      new PromptSectionRegistry().register({
        id: 'b',
        title: 'B',
        source: 'facts',
        priority: 1,
        budget: 0,
        nonPrunable: false,
        build: () => null,
      }),
    ).toThrow(/budget must be a positive/);
    const compiled = r.compile(snapshot(), 1000);
    expect(compiled.sections[0]).toMatchObject({
      status: 'truncated',
      chars: 10,
    });
    expect(renderContract(compiled, 'H')).toContain('## A [facts; ');
  });

  it('post-context-compile refuses a compiled context that lost a hard-deny, an open question or the resume point', () => {
    const ws = workspace();
    const s = snapshot();
    const { text } = compactCapsule(s, 'compact');
    expect(
      gate('post-context-compile', ws, { payload: { snapshot: s, text } })
        .allowed,
    ).toBe(true);
    const lost = text
      .replace(/path\.workspace-escape:\/etc\/passwd/g, '')
      .replace('Which greeting language?', '');
    const d = gate('post-context-compile', ws, {
      payload: { snapshot: s, text: lost },
    });
    expect(d.allowed).toBe(false);
    expect(d.findings.map((f) => f.message)).toEqual([
      'the compiled context lost hard-deny path.workspace-escape:/etc/passwd',
      'the compiled context lost open question Q1',
    ]);
  });
});

describe('delegation gates', () => {
  const ws = workspace();
  const pre = (
    payload: Record<string, unknown>,
    facts: Record<string, unknown> = {},
    extra: Record<string, unknown> = {},
  ) =>
    gate('pre-delegation', ws, { toolName: 'Task', payload, facts, ...extra });

  it('hold each avatar to its max_concurrent from the table (a "10+" row has no cap) and to its row\'s tools', () => {
    expect(
      pre(
        { subagentType: 'wukong-body' },
        { activeSubagents: [{ avatar: 'body' }] },
      ).findings[0],
    ).toMatchObject({
      policy: 'delegation-limits',
      severity: 'hard-deny',
      message:
        '1 Implementer (身) sub-agent(s) already running; the table allows 1 at once',
    });
    expect(
      pre(
        { subagentType: 'wukong-body' },
        { activeSubagents: [{ avatar: 'eye' }] },
      ).allowed,
    ).toBe(true);
    expect(
      pre(
        { subagentType: 'wukong-eye' },
        { activeSubagents: Array(12).fill({ avatar: 'eye' }) },
      ).allowed,
    ).toBe(true);
    expect(
      pre(
        { subagentType: 'wukong-tongue' },
        { activeSubagents: Array(3).fill({ avatar: 'tongue' }) },
      ).allowed,
    ).toBe(false);
    expect(
      pre({ subagentType: 'wukong-eye', tools: ['Read', 'Bash'] }).findings.map(
        (f) => f.message,
      ),
    ).toEqual([
      'Explorer (眼) may not be given Bash; its row allows Glob, Grep, Read',
    ]);
  });

  it('with an active loop, a delegation carries the handoff capsule', () => {
    const promise = {
      id: 'p',
      objective: 'o',
      acceptance: [],
      allowedScope: [],
      disallowedScope: [],
      requiredEvidence: [],
      doneWhen: [],
      abortWhen: [],
    };
    expect(
      pre({ subagentType: 'wukong-eye' }, { promise }).findings.map(
        (f) => f.policy,
      ),
    ).toEqual(['handoff-capsule']);
    expect(
      pre(
        {
          subagentType: 'wukong-eye',
          capsule: compactCapsule(snapshot(), 'handoff').text,
        },
        { promise },
      ).allowed,
    ).toBe(true);
    expect(pre({ subagentType: 'wukong-eye' }).allowed).toBe(true);
  });

  it('post-delegation: an answer saying "tests pass" is a claim; recording it as evidence or facts is refused', () => {
    const post = (payload: Record<string, unknown>) =>
      gate('post-delegation', ws, { payload });
    expect(
      post({
        subagentType: 'wukong-tongue',
        output: 'All tests pass (exit code 0).',
      }).findings.map((f) => `${f.severity}:${f.subject}`),
    ).toEqual(['warning:wukong-tongue:pass-claim']);
    const claims = post({
      subagentType: 'wukong-tongue',
      output: 'done',
      claims: {
        evidence: [{ command: 'npm test', exitCode: 0 }],
        facts: ['db is postgres'],
      },
    });
    expect(claims.allowed).toBe(false);
    expect(claims.findings[0]?.message).toBe(
      "wukong-tongue's output may not become 1 evidence record(s) or 1 fact(s): it is an observation",
    );
  });
});
