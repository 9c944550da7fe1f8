// storedResultGuards — per catalog machine, the guards that read a result a
// policy produced (stored in context, or sent in an event), and that policy's
// file
// Pos: src/tooling/viz, the small explicit map behind the viz page's guard
// links; guards that call a policy are found in the source and need no entry
// here
/**
 * The pipeline judges in entry actions and its guards only read the stored
 * verdict (docs/design.md: "judges run in entry actions, guards route on their
 * stored result"), so a scan of the guard finds no policy call. Machines not
 * named here fall back to the scan, then to the guard's own line.
 */
export const storedResultGuards: Readonly<
  Record<string, Readonly<Record<string, string>>>
> = {
  pipeline: {
    jieRejects: 'policies/pipeline/jie/judge.ts',
    jieAsksRetry: 'policies/pipeline/jie/judge.ts',
    dingRejects: 'policies/pipeline/ding/judge.ts',
    huiBacktracks: 'policies/pipeline/hui/judge.ts',
    huiGivesFeedback: 'policies/pipeline/hui/judge.ts',
    backtrackTargetsJie: 'policies/pipeline/hui/judge.ts',
  },
  batch: { batchFailed: 'policies/pipeline/batch/quick-check.ts' },
  'stop-guard': { nothingOpen: 'policies/evidence/acceptance-proof.ts' },
  // The loop routes on the evaluator's verdict, which the runtime computes with
  // this policy and sends in EVALUATED.
  loop: {
    verdictShip: 'policies/harness/loop/evaluator.ts',
    verdictRepair: 'policies/harness/loop/evaluator.ts',
  },
};
