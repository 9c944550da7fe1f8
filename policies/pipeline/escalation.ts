// AttemptRecord, Escalation, escalate — the hand-over seed 001 asks for: every
// attempt, its errors, the likely cause, a direction
// Pos: policies/pipeline, a pure summary of a pipeline's history; deciding
// *when* to escalate is the machine's limits, not this file
import type { VerdictFinding } from '../vocabulary/finding.js';
import type { Verdict } from '../vocabulary/verdict.js';

export interface AttemptRecord {
  /** Order of gate runs within the pipeline. */
  seq: number;
  /**
   * Which version of the output (SUBMIT, RESUBMIT and VERIFY_RESULT each make a
   * new one).
   */
  revision: number;
  gate: 'jie' | 'ding' | 'hui';
  verdict: Verdict;
  findings: VerdictFinding[];
}

export type EscalationReason =
  'retry-limit' | 'backtrack-limit' | 'redo-limit' | 'user-stop';

export interface Escalation {
  reason: EscalationReason;
  summary: string;
  attempts: AttemptRecord[];
  /** Every distinct blocking message, in order of first appearance. */
  errors: string[];
  likelyCause: string;
  suggestion: string;
  note?: string;
}

const CAUSES: ReadonlyArray<{
  prefix: string;
  cause: string;
  suggestion: string;
}> = [
  {
    prefix: 'jie.security',
    cause: 'the output keeps exposing credentials or touching sensitive paths',
    suggestion:
      'remove the secret or sensitive write at its source; rotate what leaked',
  },
  {
    prefix: 'jie.boundary',
    cause: 'the task asks this avatar for work its row forbids',
    suggestion: 'delegate the work to the avatar whose row allows it',
  },
  {
    prefix: 'jie.contract',
    cause: 'the avatar does not produce its output contract',
    suggestion:
      'give the avatar its contract verbatim and ask it to end with that JSON',
  },
  {
    prefix: 'ding.test-failed',
    cause:
      'the same tests keep failing: the change does not fix what they check',
    suggestion:
      'read the failing assertion, find the root cause, and decide with the user whether the test or the code is wrong',
  },
  {
    prefix: 'ding.build-failed',
    cause: 'the build keeps breaking',
    suggestion:
      'fix the first compiler error before anything else; check toolchain versions',
  },
  {
    prefix: 'ding.typecheck-failed',
    cause: 'type errors persist across attempts',
    suggestion:
      'fix the reported types at their declaration, not at each call site',
  },
  {
    prefix: 'ding.acceptance',
    cause: 'the acceptance criteria are not tied to passing tests',
    suggestion: 'write one test per criterion and mark it with covers',
  },
  {
    prefix: 'ding.repro',
    cause: 'there is no reproduction of the bug',
    suggestion: 'write a failing test that reproduces the bug before fixing it',
  },
  {
    prefix: 'ding.regression',
    cause: 'nothing shows existing behaviour still works',
    suggestion: 'run the existing test suite as a regression run',
  },
  {
    prefix: 'ding.behaviour',
    cause: 'nothing shows behaviour is unchanged',
    suggestion: 'run the same tests before and after the refactor',
  },
  {
    prefix: 'ding.speculation',
    cause: 'the avatar claims instead of verifying',
    suggestion: 'require a command with its exit code for every claim',
  },
  {
    prefix: 'ding.level-too-low',
    cause: 'the avatar is not running verification',
    suggestion: 'require a local command with its exit code',
  },
  {
    prefix: 'ding.unreliable',
    cause: 'reported results do not match the command output',
    suggestion: 'rerun the commands and submit their real output and exit code',
  },
  {
    prefix: 'hui.backtrack.unreliable',
    cause: 'reported results do not match the command output',
    suggestion: 'rerun the commands and submit their real output and exit code',
  },
  {
    prefix: 'ding.missing-scenario',
    cause: 'a scenario stays untested',
    suggestion: 'add and run a test for the missing scenario',
  },
  {
    prefix: 'hui.backtrack.missing',
    cause: 'a scenario stays untested',
    suggestion: 'add and run a test for the missing scenario',
  },
  {
    prefix: 'hui.backtrack.security',
    cause: 'the evidence shows security problems the output hides',
    suggestion: 'fix the leak in the code under test',
  },
  {
    prefix: 'hui.backtrack.contract',
    cause: 'the contract and the evidence disagree',
    suggestion: 'make the contract state what the evidence shows',
  },
  {
    prefix: 'ding',
    cause: 'verification keeps failing',
    suggestion: 'look at the failing command output together with the user',
  },
];

const blocking = (f: VerdictFinding) =>
  f.verdict === 'REJECT' || f.verdict === 'RETRY';

export function escalate(
  reason: EscalationReason,
  attempts: readonly AttemptRecord[],
  note?: string,
): Escalation {
  const counts = new Map<string, { n: number; last: number }>();
  const errors: string[] = [];
  attempts.forEach((attempt, i) => {
    for (const f of attempt.findings.filter(blocking)) {
      const entry = counts.get(f.policy) ?? { n: 0, last: 0 };
      counts.set(f.policy, { n: entry.n + 1, last: i });
      if (!errors.includes(f.message)) errors.push(f.message);
    }
  });
  const top = [...counts].sort(
    (a, b) => b[1].n - a[1].n || b[1].last - a[1].last,
  )[0];
  const known = top
    ? CAUSES.find((c) => top[0].startsWith(c.prefix))
    : undefined;
  const likelyCause =
    reason === 'user-stop' && !top
      ? 'the user stopped the pipeline'
      : known
        ? `${known.cause} (${top?.[0]} ×${top?.[1].n})`
        : top
          ? `${top[0]} recurred ${top[1].n} times`
          : 'no blocking finding was recorded';
  const suggestion =
    known?.suggestion ??
    'review the attempts below with the user and agree on the next step';
  const what = {
    'retry-limit': 'retry',
    'backtrack-limit': 'backtrack',
    'redo-limit': 'redo',
    'user-stop': 'user stop',
  }[reason];
  const summary =
    reason === 'user-stop'
      ? 'stopped by the user; handing over to the user'
      : `the ${what} limit was reached after ${attempts.length} gate runs; handing over to the user (升级给用户)`;
  return {
    reason,
    summary,
    attempts: [...attempts],
    errors,
    likelyCause,
    suggestion,
    ...(note ? { note } : {}),
  };
}
