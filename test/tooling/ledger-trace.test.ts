// tests that the ledger view replays the pipeline's events onto its diagram
// (states entered, transitions taken, checkpoints reproduced or flagged when
// they differ), says why each step was blocked, and that `wukong viz --ledger`
// writes the page
// Pos: test/tooling, the "why was this blocked?" view; the page in a real
// browser is browser.test.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { recordMachineState } from '../../src/platform/ledger/record.js';
import { wukong } from '../e2e/cli.js';
import type { Trace } from '../../src/tooling/viz/ledger-trace.js';
import { traceLedger } from '../../src/tooling/viz/ledger-trace.js';
import type { RecordedRun } from './recorded-run.js';
import { recordRun } from './recorded-run.js';

let run: RecordedRun;
let trace: Trace;

beforeAll(() => {
  run = recordRun();
  trace = traceLedger(run.ledger);
});

describe('traceLedger', () => {
  it('turns the ledger into machine steps and decision steps, in recorded order', () => {
    expect(trace.problems).toEqual([]);
    expect(trace.steps.map((s) => s.title)).toEqual([
      'pipeline · start',
      'pipeline · SUBMIT',
      'gate pre-tool · Bash',
      'pipeline · SUBMIT',
      'gate pre-tool · Bash',
      'gate post-delegation · SubagentStop',
      'sub-agent contract · nose',
      'pipeline · VERIFY_RESULT',
    ]);
    const seqs = trace.steps.map((s) => s.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(trace.skipped).toBeGreaterThan(0); // hook.received entries
  });

  it('replays the 戒 REJECT: the transient states and edges it passed, where it came to rest, and the findings why', () => {
    const reject = trace.steps[1]!;
    expect(reject.value).toBe('"awaitingOutput"');
    expect(reject.entered).toEqual(
      expect.arrayContaining([
        'pipeline.feature',
        'pipeline.feature.jie',
        'pipeline.feature.jie.checking',
        'pipeline.rejected',
        'pipeline.awaitingOutput',
      ]),
    );
    expect(reject.taken).toEqual([
      'pipeline.awaitingOutput --SUBMIT#0--> pipeline.feature',
      'pipeline.feature.jie.checking --(always)#0--> pipeline.rejected',
      'pipeline.rejected --(always)#1--> pipeline.awaitingOutput',
    ]);
    expect(reject.active).toEqual(['pipeline', 'pipeline.awaitingOutput']);
    expect(reject.outcome).toBe('jie: REJECT');
    expect(reject.findings.length).toBeGreaterThan(0);
    expect(reject.findings[0]).toMatchObject({
      source: expect.stringMatching(/^jie\.contract\./),
      verdict: 'REJECT',
      next: expect.stringMatching(/^fix-input: /),
    });
    expect(reject.checkpoint).toBe('reproduced');
  });

  it('shows each gate decision with its verb and findings, in both recorded shapes', () => {
    const deny = trace.steps[2]!;
    expect(deny).toMatchObject({
      kind: 'gate',
      outcome: 'deny',
      subject: 'sudo rm -rf / --no-preserve-root',
    });
    expect(deny.findings.map((f) => [f.source, f.severity])).toContainEqual([
      'command.privilege',
      'hard-deny',
    ]);
    expect(trace.steps[4]).toMatchObject({
      outcome: 'ask',
      subject: 'git push --force origin main',
    });
    expect(trace.steps[4]!.findings[0]).toMatchObject({
      source: 'command.git-history',
      severity: 'soft-deny',
      next: expect.stringMatching(/^ask-user: /),
    });
    // The sub-agent's answer is gated at post-delegation before its contract is
    // judged: an observation, allowed.
    expect(trace.steps[5]).toMatchObject({
      kind: 'gate',
      outcome: 'allow',
      subject: 'wukong-nose',
      findings: [],
    });
    const contract = trace.steps[6]!;
    expect(contract.outcome).toBe('REJECT (stop guard: blocked)');
    expect(contract.findings[0]).toMatchObject({
      source: 'jie.contract.unreadable',
      next: expect.stringContaining('redo the output'),
    });
  });

  it('follows the run to its end: 定 RETRY, then the passing evidence completes it', () => {
    expect(trace.steps[3]).toMatchObject({
      value: '{"feature":{"ding":{"retrying":"repair"}}}',
      outcome: expect.stringContaining('ding: RETRY'),
    });
    const last = trace.steps[7]!;
    expect(last.value).toBe('"completed"');
    expect(last.outcome).toContain('done');
    expect(last.taken[0]).toBe(
      'pipeline.feature.ding.retrying --VERIFY_RESULT#0--> pipeline.feature.ding.checking',
    );
    expect(
      trace.steps
        .filter((s) => s.kind === 'machine')
        .every((s) => s.checkpoint === 'reproduced' || s.event === null),
    ).toBe(true);
  });

  it('reads one day file as well as the folder, and filters by run', () => {
    const file = readFileSync(
      join(run.ledger, `${trace.steps[0]!.ts.slice(0, 10)}.jsonl`),
      'utf8',
    );
    expect(file.length).toBeGreaterThan(0);
    expect(
      traceLedger(join(run.ledger, `${trace.steps[0]!.ts.slice(0, 10)}.jsonl`))
        .steps,
    ).toHaveLength(trace.steps.length);
    expect(
      traceLedger(run.ledger, { runId: 'pipeline-run-1' }).steps.every(
        (s) => s.kind === 'machine',
      ),
    ).toBe(true);
  });

  it('marks a step whose recorded checkpoint the replay does not reproduce, and says so', () => {
    const ledger = openLedger({
      dir: run.ledger,
      redact: redactRuleMatches,
      fsync: false,
    });
    recordMachineState(
      ledger,
      { runId: 'pipeline-run-1', machine: 'pipeline', actorId: 'pipeline-1' },
      { value: 'escalated', context: {}, status: 'done' },
    );
    const again = traceLedger(run.ledger);
    expect(again.steps.at(-1)!.checkpoint).toBe('differs');
    expect(again.problems).toEqual([
      expect.stringMatching(
        /^seq \d+: the replay of pipeline-run-1\/pipeline-1 differs from the recorded checkpoint$/,
      ),
    ]);
  });
});

describe('wukong viz --ledger', () => {
  it('writes ledger.html beside the ledger folder, with the trace embedded and every machine shown', () => {
    const r = wukong(['viz', '--ledger', '.wukong/ledger'], {
      cwd: run.workspace,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('wrote .wukong/ledger.html: open it in a browser\n');
    const page = readFileSync(
      join(run.workspace, '.wukong', 'ledger.html'),
      'utf8',
    );
    const embedded = JSON.parse(
      page.slice(
        page.indexOf('<script type="application/json" id="wk-trace">') + 46,
        page.indexOf('</script>', page.indexOf('id="wk-trace"')),
      ),
    );
    expect(embedded.steps).toHaveLength(trace.steps.length);
    expect(page).toContain('<li data-step="1"><button type="button">');
    expect(page).not.toMatch(/<script[^>]*src=|<link[^>]*href=/);
  });

  it('refuses a ledger that does not exist and flags that only belong to one mode', () => {
    const missing = wukong(['viz', '--ledger', 'nowhere'], {
      cwd: run.workspace,
    });
    expect([missing.code, missing.stderr]).toEqual([
      2,
      'wukong viz: --ledger nowhere: no such file or folder (a ledger lives in .wukong/ledger)\n',
    ]);
    expect(
      wukong(['viz', '--run', 'x'], { cwd: run.workspace }).stderr,
    ).toContain('--run needs --ledger');
    expect(
      wukong(['viz', '--ledger', '.wukong/ledger', '--check'], {
        cwd: run.workspace,
      }).code,
    ).toBe(2);
    expect(
      wukong(['viz', '--machine', 'pipline'], { cwd: run.workspace }).stderr,
    ).toContain('unknown machine "pipline"; allowed: pipeline');
  });
});
