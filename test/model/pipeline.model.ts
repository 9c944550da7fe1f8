// pipelineModel — per track × avatar, the events to try in each pipeline
// state (real submissions in the avatar's own output contract that the real
// judges evaluate), one input per avatar, and the abstract state identity
// Pos: test/model, the model behind the generated pipeline paths; submissions
// come from the golden cases, with the track's own proofs added where a route
// needs 定 to pass on that track, each judged (facts attached) as `wukong
// verify` judges it
import { mkdirSync, mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  PipelineContext,
  PipelineInput,
} from '../../machines/pipeline.context.js';
import { avatarList, avatars } from '../../policies/pipeline/avatars.js';
import type { AvatarId } from '../../policies/vocabulary/avatar.js';
import type { CommandEvidence } from '../../policies/vocabulary/evidence.js';
import { Submission } from '../../policies/vocabulary/submission.js';
import type { Track } from '../../policies/vocabulary/track.js';
import { judgedSubmissionLoaded } from '../../src/pipeline/judged-submission.js';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';

// 戒 fails closed on commands no judge looked at, so every submission gets the
// facts `wukong verify` gathers, in an empty workspace with its own home.
await initBashParser();
const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-model-')));
mkdirSync(join(workspace, 'home'));
/** A submission as `wukong verify` hands it to the machine. */
export const judged = (s: Submission): Submission =>
  judgedSubmissionLoaded(s, { cwd: workspace, home: join(workspace, 'home') });
/** The submission as an avatar writes it (the CLI refuses `facts`). */
export const unjudged = (s: Submission): Submission => {
  const { facts: _facts, ...rest } = s;
  void _facts;
  return rest;
};

const golden = (name: string, step = 0) => {
  const data = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../golden/submissions', `${name}.json`),
      'utf8',
    ),
  );
  return Submission.parse(data.steps[step].submission);
};
const variant = (base: Submission, change: (s: Submission) => void) => {
  const s = structuredClone(base);
  change(s);
  return s;
};

/** Each track's passing body output; its evidence is the track's proofs. */
const passes: Record<Track, Submission> = {
  feature: golden('track-feature-pass'),
  fix: golden('track-fix-pass'),
  refactor: golden('track-refactor-pass-anchor'),
  direct: golden('track-direct-l1-skip'),
};

/** A feature-shaped golden with the track's own proofs added, so 定 passes on
 * that track and the route under test is 慧's. */
const onTrack = (track: Track, name: string) =>
  variant(golden(name), (s) => {
    if (track === 'feature' || track === 'direct') return;
    s.evidence.push(
      ...passes[track].evidence.filter(
        (e) => e.kind === 'command' && e.exitCode === 0,
      ),
    );
  });

/** A refactor lists no acceptance criteria for new behaviour (戒 rejects it:
 * 禁止功能变更), so the feature-shaped goldens drop theirs on that track. */
const shaped = (track: Track, s: Submission) =>
  track === 'refactor'
    ? variant(s, (v) => {
        delete (v as { acceptance?: unknown }).acceptance;
      })
    : s;

/** Body (and tongue) outputs on one track, one per route through the gates. */
function implementationSubmissions(track: Track) {
  const routes: Record<string, Submission> = {
    pass: passes[track],
    jieReject: golden('reject-contract-missing-field'),
    jieRetry: variant(passes[track], (s) => {
      (s.output as Record<string, unknown>)['tests_run'] = 'yes';
    }),
    dingReject: shaped(track, golden('reject-l0-speculation')),
    dingRetry: shaped(track, golden('retry-test-failed')),
  };
  if (track !== 'direct') {
    routes['backtrackJie'] = shaped(
      track,
      onTrack(track, 'backtrack-jie-security-in-evidence'),
    );
    routes['backtrackDing'] = shaped(
      track,
      onTrack(track, 'backtrack-ding-unreliable-then-verified'),
    );
    routes['feedback'] = shaped(
      track,
      onTrack(track, 'feedback-rule-conflict'),
    );
  }
  if (track === 'fix') routes['skip'] = golden('skip-small-fix');
  return routes;
}

/** A body output rewritten in the tester's contract (tests, docs, results):
 * the test files it changed, never business code (舌: 不修改业务代码). */
const asTongue = (s: Submission): Submission =>
  variant(s, (v) => {
    const isTest = (f: string) => /(^|\/)test\/|\.test\./.test(f);
    const files = (v.changes?.files ?? []).filter(isTest);
    v.output = {
      tests: files.length ? files : ['test/cart/total.test.ts'],
      docs: [],
      results: { passed: 6, failed: 0, skipped: 0 },
    };
    if (v.changes) v.changes = { ...v.changes, files };
  });

function tongueSubmissions(track: Track): Record<string, Submission> {
  const routes = Object.fromEntries(
    Object.entries(implementationSubmissions(track)).map(([name, s]) => [
      name,
      asTongue(s),
    ]),
  );
  // The two 戒 routes break the tester's own contract: nothing listed (a key
  // field missing), a count written as text (格式不规范).
  routes['jieReject'] = variant(routes['pass']!, (v) => {
    v.output = { results: { passed: 6, failed: 0, skipped: 0 } };
  });
  routes['jieRetry'] = variant(routes['pass']!, (v) => {
    (v.output as { results: Record<string, unknown> }).results['passed'] =
      'six';
  });
  return routes;
}

/** Each analysis avatar's contract, citing the code it read. */
const analysisOutputs: Record<string, Submission['output']> = {
  eye: {
    files: ['src/cart/total.ts'],
    findings: [
      {
        location: 'src/cart/total.ts:42',
        description: 'tax is applied before the discount',
      },
    ],
    summary: 'The discount is applied after tax in total().',
  },
  ear: {
    goal: 'Discounts apply before tax in the cart total.',
    AC: ['AC1: a 10% discount lowers the total before tax'],
    constraints: [],
    questions: [],
  },
  nose: {
    issues: [
      {
        severity: 'HIGH',
        location: 'src/cart/total.ts:42',
        description: 'tax is applied before the discount',
      },
    ],
    summary: 'One ordering bug in total().',
    recommendation: 'apply the discount before tax',
  },
  mind: {
    design: 'Discounts move into a pricing step that runs before tax.',
    decisions: [
      { decision: 'a pricing step before tax', rationale: 'one ordering' },
    ],
    tradeoffs: [],
  },
};

/** Analysis avatars' outputs (eye, ear, nose, mind): their own contract,
 * citations as evidence, no commands. */
function analysisSubmissions(
  avatar: AvatarId,
  track: Track,
): Record<string, Submission> {
  const pass: Submission = {
    avatar,
    track,
    output: analysisOutputs[avatar]!,
    evidence: [{ kind: 'citation', ref: 'src/cart/total.ts:42' }],
  };
  const contract = pass.output as Record<string, unknown>;
  return {
    pass,
    // An analysis avatar that changed files breaks its Don't list.
    jieReject: variant(pass, (v) => {
      v.changes = { files: ['src/cart/total.ts'] };
    }),
    // A list written as text (格式不规范).
    jieRetry: variant(pass, (v) => {
      const listKey = Object.keys(contract).find((k) =>
        Array.isArray(contract[k]),
      )!;
      (v.output as Record<string, unknown>)[listKey] = 'see above';
    }),
    // The user asked for speed: the one skip condition a mind (not an
    // exploration avatar) can meet (seed 001 跳过慧关: 用户明确要求快速完成).
    skip: variant(pass, (v) => {
      v.fast = true;
    }),
    // No citation and none in the contract: speculation (L0).
    dingReject: variant(pass, (v) => {
      v.evidence = [];
      const out = v.output as Record<string, unknown>;
      for (const k of ['findings', 'issues']) if (k in out) out[k] = [];
    }),
  };
}

const tables = new Map<string, Record<string, Submission>>();
/** The submissions a pipeline of this track and avatar is tried with. */
export function submissionsFor(
  track: Track,
  avatar: AvatarId,
): Record<string, Submission> {
  const kind = avatars[avatar].kind;
  const key = `${track}/${avatar}`;
  let table = tables.get(key);
  if (!table) {
    table = Object.fromEntries(
      Object.entries(
        kind === 'analysis'
          ? analysisSubmissions(avatar, track)
          : avatar === 'tongue'
            ? tongueSubmissions(track)
            : implementationSubmissions(track),
      ).map(([name, s]) => [name, judged(s)]),
    );
    tables.set(key, table);
  }
  return table;
}

/** The feature/body routes, as the property tests and other suites use them. */
export const submissions = submissionsFor('feature', 'body') as Record<
  | 'pass'
  | 'jieReject'
  | 'jieRetry'
  | 'dingReject'
  | 'dingRetry'
  | 'backtrackJie'
  | 'backtrackDing'
  | 'feedback',
  Submission
>;

/** The budgets of every generated path: three, so the second failure's step
 * (root cause, backtrack warning) and the escalation both lie on paths. */
export const modelLimits = { retry: 3, backtrack: 3, redo: 3 };

export const pipelineInput: PipelineInput = {
  track: 'feature',
  avatar: 'body',
  limits: modelLimits,
};

/** One input per avatar on a track: `body`, `eye`, …. */
export const trackInputs = (track: Track): Record<string, PipelineInput> =>
  Object.fromEntries(
    avatarList.map((row) => [
      row.id,
      { track, avatar: row.id, limits: modelLimits },
    ]),
  );

const rerun = (
  command: string,
  exitCode: number,
  output: string,
): CommandEvidence => ({
  kind: 'command',
  command,
  exitCode,
  output,
  covers: ['AC1', 'AC2'],
});

/** The command 定 is waiting on: the failing one, or the one 慧 doubted. */
function awaitedCommand(c: PipelineContext): string {
  const doubted = c.discounted
    .map((i) => c.submission?.evidence[i])
    .find((e) => e?.kind === 'command');
  return (
    c.ding?.failed[0] ??
    (doubted?.kind === 'command' ? doubted.command : 'npx vitest run test/cart')
  );
}

export const verifyResults = (command: string) => ({
  passes: rerun(command, 0, 'Tests  6 passed (6)'),
  fails: rerun(command, 1, 'FAIL test/cart/total.test.ts > still wrong'),
  unreliable: rerun(command, 0, 'Tests  5 passed | 1 failed (6)'),
});

const retrying = (s: AnyMachineSnapshot, gate: 'jie' | 'ding') =>
  (['feature', 'fix', 'refactor', 'direct'] as const).some((t) =>
    s.matches({ [t]: { [gate]: 'retrying' } } as never),
  );

export function pipelineEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const c = snapshot.context as PipelineContext;
  const table = submissionsFor(c.track, c.avatar);
  const stop = { type: 'USER_DECISION', decision: 'stop', note: 'enough' };
  if (snapshot.matches('awaitingOutput')) {
    return [
      ...Object.values(table).map((submission) => ({
        type: 'SUBMIT',
        submission,
      })),
      stop,
    ];
  }
  const again = [table['pass'], table['jieRetry']].flatMap((s) =>
    s ? [{ type: 'RESUBMIT', submission: s }] : [],
  );
  if (retrying(snapshot, 'jie')) return [...again, stop];
  if (retrying(snapshot, 'ding')) {
    return [
      ...Object.values(verifyResults(awaitedCommand(c))).map((evidence) => ({
        type: 'VERIFY_RESULT',
        evidence,
      })),
      { type: 'RESUBMIT', submission: table['pass'] },
      ...(table['dingRetry']
        ? [{ type: 'RESUBMIT', submission: table['dingRetry'] }]
        : []),
      stop,
    ];
  }
  return [];
}

/** A submission's route name in test titles. */
export function submissionName(submission: unknown): string {
  for (const table of tables.values())
    for (const [name, s] of Object.entries(table))
      if (s === submission) return name;
  return '?';
}

/**
 * The value plus the counters guards read: the submission's text is not part of
 * the identity.
 */
export function serializePipeline(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as PipelineContext;
  return JSON.stringify({
    v: snapshot.value,
    r: c.counters.retries,
    b: c.counters.backtracks,
    d: c.counters.redos,
  });
}
