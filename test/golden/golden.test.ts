// one test per golden case: each step replayed on a real pipeline actor, the
// result compared with the case's `expect`
// Pos: test/golden, behaviour pinned as data (Cedar style); also proves the set
// covers every track row and failure type of seed 001
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mkdirSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPipeline } from '../../machines/pipeline.machine.js';
import { avatars, resolveAvatar } from '../../policies/pipeline/avatars.js';
import { CommandEvidence } from '../../policies/vocabulary/evidence.js';
import { Submission } from '../../policies/vocabulary/submission.js';
import { pipelineResult } from '../../src/pipeline/report/pipeline-result.js';
import { gatherFactsLoaded } from '../../src/pipeline/gather-facts.js';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';

interface Expect {
  status: string;
  jie?: string | null;
  ding?: string | null;
  hui?: string | null;
  level?: string;
  final?: boolean;
  findings?: string[];
  absent?: string[];
  counters?: Partial<Record<'retries' | 'backtracks' | 'redos', number>>;
  anchors?: number;
  rulePatches?: number;
  backtrackTarget?: 'jie' | 'ding';
  escalation?: string;
}
interface Step {
  event: 'SUBMIT' | 'RESUBMIT' | 'VERIFY_RESULT';
  /** Finding ids a person confirmed before this step (`--confirm`). */
  confirm?: string[];
  submission?: unknown;
  evidence?: unknown;
  expect: Expect;
}
interface GoldenCase {
  name: string;
  rows: string[];
  steps: Step[];
}

const dir = join(import.meta.dirname, 'submissions');
const cases: GoldenCase[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as GoldenCase);

// Each submission gets the facts `wukong verify` gathers (commands parsed by
// the real shell parser, paths resolved) in an empty workspace with its own
// home, so 戒's command and path rules judge the golden data as they would the
// CLI's.
let workspace = '';
beforeAll(async () => {
  await initBashParser();
  workspace = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-golden-')));
  mkdirSync(join(workspace, 'home'));
});

function withFacts(raw: unknown, confirm: readonly string[] = []) {
  const submission = Submission.parse(raw);
  return {
    ...submission,
    facts: {
      ...gatherFactsLoaded(submission, {
        cwd: workspace,
        home: join(workspace, 'home'),
        confirmed: confirm,
      }),
    },
  };
}

describe('golden submissions', () => {
  for (const golden of cases) {
    it(golden.name, () => {
      const first = Submission.parse(golden.steps[0]?.submission);
      const row = resolveAvatar(first.avatar);
      expect(row, `avatar ${first.avatar}`).toBeDefined();
      const actor = createPipeline({ track: first.track, avatar: row!.id });
      actor.start();
      golden.steps.forEach((step, i) => {
        if (step.event === 'VERIFY_RESULT')
          actor.send({
            type: 'VERIFY_RESULT',
            evidence: CommandEvidence.parse(step.evidence),
          });
        else
          actor.send({
            type: step.event,
            submission: withFacts(step.submission, step.confirm),
          });
        const snapshot = actor.getSnapshot();
        const result = pipelineResult(snapshot);
        const where = `${golden.name} step ${i + 1}`;
        const e = step.expect;
        const all = [
          ...result.gates.jie.findings,
          ...result.gates.ding.findings,
          ...(snapshot.context.hui?.findings ?? []),
        ].map((f) => f.policy);
        expect(
          result.status,
          `${where} status; findings: ${all.join(', ')}`,
        ).toBe(e.status);
        if (e.jie !== undefined)
          expect(result.gates.jie.verdict, `${where} 戒`).toBe(e.jie);
        if (e.ding !== undefined)
          expect(result.gates.ding.verdict, `${where} 定`).toBe(e.ding);
        if (e.hui !== undefined)
          expect(result.gates.hui.verdict, `${where} 慧`).toBe(e.hui);
        if (e.level !== undefined)
          expect(result.gates.ding.level, `${where} level`).toBe(e.level);
        if (e.final !== undefined)
          expect(snapshot.context.jie?.final ?? false, `${where} final`).toBe(
            e.final,
          );
        for (const code of e.findings ?? [])
          expect(all, `${where} finding ${code}`).toContain(code);
        for (const code of e.absent ?? [])
          expect(all, `${where} no ${code}`).not.toContain(code);
        for (const [k, v] of Object.entries(e.counters ?? {}))
          expect(
            result.counters[k as keyof typeof result.counters],
            `${where} ${k}`,
          ).toBe(v);
        if (e.anchors !== undefined)
          expect(result.gates.shi.anchors.length, `${where} anchors`).toBe(
            e.anchors,
          );
        if (e.rulePatches !== undefined)
          expect(
            result.gates.hui.rulePatches.length,
            `${where} rule patches`,
          ).toBe(e.rulePatches);
        if (e.backtrackTarget !== undefined)
          expect(
            snapshot.context.backtrackLog.at(-1)?.target,
            `${where} backtrack`,
          ).toBe(e.backtrackTarget);
        if (e.escalation !== undefined)
          expect(result.escalation?.reason, `${where} escalation`).toBe(
            e.escalation,
          );
        expect(result.report).toContain(`${avatars[row!.id].glyph}`);
      });
      actor.stop();
    });
  }

  it('covers every track row and every failure type of seed 001', () => {
    const rows = new Set(cases.flatMap((c) => c.rows));
    const required = [
      'track:feature',
      'track:fix',
      'track:refactor',
      'track:direct',
      'reject:security',
      'reject:contract',
      'reject:boundary',
      'reject:L0',
      'retry:format',
      'retry:L1',
      'retry:test',
      'retry:build',
      'retry:typecheck',
      'feedback:rule-conflict',
      'feedback:efficiency',
      'feedback:repeated',
      'feedback:boundary-unclear',
      'backtrack:jie-security',
      'backtrack:jie-contract',
      'backtrack:ding-unreliable',
      'backtrack:ding-scenario',
      'escalate:retry',
      'escalate:backtrack',
      'escalate:redo',
      // issue 15: the whole of 戒, 定 grading what runs prove, contracts
      'jie:dangerous-command',
      'jie:confirm-first',
      'jie:unsafe-code',
      'jie:mass-change',
      'reject:boundary-commands',
      'jie:refactor-feature',
      'jie:performance-note',
      'ding:cannot-prove',
      'ding:no-tests',
      'contract:basically-complete',
      'contract:non-key-missing',
    ];
    expect(required.filter((r) => !rows.has(r))).toEqual([]);
  });
});
