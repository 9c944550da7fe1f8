// pipelineModel — the events to try in each pipeline state (with real payloads)
// and the abstract state identity
// Pos: test/model, the model behind the generated pipeline paths; every event
// is a real submission the real judges evaluate
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  PipelineContext,
  PipelineInput,
} from '../../machines/pipeline.context.js';
import type { CommandEvidence } from '../../policies/vocabulary/evidence.js';
import { Submission } from '../../policies/vocabulary/submission.js';

const golden = (name: string, step = 0) => {
  const data = JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../golden/submissions', `${name}.json`),
      'utf8',
    ),
  );
  return Submission.parse(data.steps[step].submission);
};
const variant = (name: string, change: (s: Submission) => void) => {
  const s = structuredClone(golden(name));
  change(s);
  return s;
};

/** Body outputs on the feature track, one per route through the gates. */
export const submissions = {
  pass: golden('track-feature-pass'),
  jieReject: golden('reject-contract-missing-field'),
  jieRetry: variant('track-feature-pass', (s) => {
    (s.output as Record<string, unknown>)['tests_run'] = 'yes';
  }),
  dingReject: golden('reject-l0-speculation'),
  dingRetry: golden('retry-test-failed'),
  backtrackJie: golden('backtrack-jie-security-in-evidence'),
  backtrackDing: golden('backtrack-ding-unreliable-then-verified'),
  feedback: golden('feedback-rule-conflict'),
} satisfies Record<string, Submission>;

export const pipelineInput: PipelineInput = {
  track: 'feature',
  avatar: 'body',
  limits: { retry: 3, backtrack: 3, redo: 3 },
};

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

export function pipelineEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const stop = { type: 'USER_DECISION', decision: 'stop', note: 'enough' };
  if (snapshot.matches('awaitingOutput')) {
    return [
      ...Object.values(submissions).map((submission) => ({
        type: 'SUBMIT',
        submission,
      })),
      stop,
    ];
  }
  if (snapshot.matches({ jie: 'retrying' })) {
    return [
      { type: 'RESUBMIT', submission: submissions.pass },
      { type: 'RESUBMIT', submission: submissions.jieRetry },
      stop,
    ];
  }
  if (snapshot.matches({ ding: 'retrying' })) {
    return [
      ...Object.values(
        verifyResults(awaitedCommand(snapshot.context as PipelineContext)),
      ).map((evidence) => ({ type: 'VERIFY_RESULT', evidence })),
      { type: 'RESUBMIT', submission: submissions.pass },
      { type: 'RESUBMIT', submission: submissions.dingRetry },
      stop,
    ];
  }
  return [];
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
