// helpers for the loop tests: a temp workspace with a package.json, a parsed
// command, a gate decision built by the real registry, an ActiveRun in a given
// phase, a stored promise
// Pos: test/harness, fixtures only; every decision is the real GateRunner's,
// every parse the real tree-sitter's
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GateContext } from '../../policies/gate/gate-context.js';
import type { Checkpoint } from '../../policies/vocabulary/checkpoint.js';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import type { ActiveRun, Phase } from '../../policies/vocabulary/run.js';
import { defaultRegistry } from '../../src/harness/gate/default-registry.js';
import { runGate } from '../../src/harness/gate/run-gate.js';
import { RunRegistry } from '../../src/harness/runs/run-registry.js';
import {
  analyzeBash,
  initBashParser,
} from '../../src/platform/shell/bash-parser.js';

export const NOW = new Date('2026-11-22T12:00:00.000Z');
export const config = WukongConfig.parse({});
export const registry = defaultRegistry(config);

/**
 * The default `test` script prints a vitest-style summary: a run that reports
 * no test is no proof (policies/harness/promise).
 */
export function workspace(
  scripts: Record<string, string> = {
    test: 'node -e "console.log(\'Tests  1 passed (1)\')"',
    check: 'node -e "process.exit(0)"',
  },
): string {
  const ws = mkdtempSync(join(tmpdir(), 'wukong-loop-'));
  writeFileSync(
    join(ws, 'package.json'),
    JSON.stringify({ name: 'fixture', version: '1.0.0', scripts }),
  );
  mkdirSync(join(ws, 'src'));
  return ws;
}

export async function parsed(command: string) {
  await initBashParser();
  return analyzeBash(command);
}

export function gate(
  checkpoint: Checkpoint,
  ws: string,
  extra: Partial<Omit<GateContext, 'checkpoint'>> = {},
) {
  return runGate(
    checkpoint,
    { cwd: ws, workspace: ws, home: '/home/nobody', ...extra },
    { registry, now: NOW, traceId: `t-${checkpoint}` },
  );
}

/**
 * A run in `phase` with an approved plan, started and moved by the registry
 * itself (history included).
 */
export function runIn(
  ws: string,
  phase: Phase,
  options: {
    plan?: string[];
    tdd?: boolean;
    mode?: 'quick' | 'normal';
    objective?: string;
  } = {},
): ActiveRun {
  const runs = new RunRegistry(ws);
  const run = runs.start(
    {
      objective: options.objective ?? 'add a greeting',
      mode: options.mode ?? 'quick',
      tdd: options.tdd ?? false,
      planPaths: options.plan ?? ['src/greet.ts', 'test/greet.test.ts'],
    },
    NOW,
  );
  runs.plan(
    run.id,
    options.plan ?? ['src/greet.ts', 'test/greet.test.ts'],
    true,
    NOW,
  );
  const order: Phase[] = ['plan', 'execute', 'verify', 'ship'];
  for (const to of order.slice(1, order.indexOf(phase) + 1)) {
    const current = runs.get(run.id)!;
    const decision = runGate(
      'pre-phase-transition',
      {
        cwd: ws,
        workspace: ws,
        home: '/home/nobody',
        run: current,
        phaseTarget: to,
        facts:
          to === 'ship'
            ? {
                ship: {
                  ready: true,
                  criteria: [],
                  missingEvidence: [],
                  residualRisk: [],
                  findings: [],
                },
              }
            : {},
      },
      { registry, now: NOW, traceId: `move-${to}` },
    );
    runs.advance(run.id, to, decision, NOW);
  }
  return runs.get(run.id)!;
}
