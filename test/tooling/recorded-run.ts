// recordRun() — a workspace whose ledger holds one real pipeline run (a 戒
// REJECT, a 定 RETRY, then PASS) interleaved with a Claude Code session's hook
// decisions (deny, ask, a sub-agent contract REJECT)
// Pos: test/tooling helper for the ledger view; both halves are recorded the
// way the runtime records them: hooks by `wukong hook`, the pipeline by
// recordMachineStart / Event / State around a real actor
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPipeline } from '../../machines/pipeline.machine.js';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { ledgerDir } from '../../src/platform/ledger/ledger-files.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import {
  recordMachineEvent,
  recordMachineStart,
  recordMachineState,
} from '../../src/platform/ledger/record.js';
import { repoRoot, tempWorkspace, wukong } from '../e2e/cli.js';
import {
  pipelineInput,
  submissions,
  verifyResults,
} from '../model/pipeline.model.js';

export interface RecordedRun {
  workspace: string;
  ledger: string;
}

function hook(workspace: string, payload: string): void {
  const text = readFileSync(
    join(repoRoot, 'test/e2e/hook-payloads', `${payload}.json`),
    'utf8',
  ).replaceAll('__WORKSPACE__', workspace);
  const event = (JSON.parse(text) as { hook_event_name: string })
    .hook_event_name;
  const r = wukong(['hook', '--event', event], {
    cwd: workspace,
    stdin: text,
    env: { CLAUDE_PROJECT_DIR: workspace },
  });
  if (r.code !== 0)
    throw new Error(`hook ${payload} exited ${r.code}: ${r.stderr}`);
}

export function recordRun(): RecordedRun {
  const workspace = tempWorkspace();
  const dir = ledgerDir(workspace);
  const ledger = openLedger({ dir, redact: redactRuleMatches, fsync: false });
  const target = {
    runId: 'pipeline-run-1',
    machine: 'pipeline',
    actorId: 'pipeline-1',
  };
  const actor = createPipeline(pipelineInput);
  recordMachineStart(ledger, target, pipelineInput);
  actor.start();
  const send = (event: Parameters<typeof actor.send>[0]) => {
    recordMachineEvent(ledger, target, event);
    actor.send(event);
    recordMachineState(ledger, target, actor.getSnapshot());
  };
  send({ type: 'SUBMIT', submission: submissions.jieReject });
  hook(workspace, 'pre-tool-use-bash-rm-root');
  send({ type: 'SUBMIT', submission: submissions.dingRetry });
  hook(workspace, 'pre-tool-use-bash-push-force');
  hook(workspace, 'subagent-stop-nose-bad');
  send({ type: 'VERIFY_RESULT', evidence: verifyResults('pytest -v').passes });
  actor.stop();
  return { workspace, ledger: dir };
}
