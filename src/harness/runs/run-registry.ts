// RunRegistry — runs of work in .wukong/work/: start, plan (re-reads the risk:
// high-risk forces normal), advance a phase after its gate decision, ask and
// answer questions, switch the active run, list; every change under one lock,
// each run in its own file
// Pos: src/harness/runs, persistence of seed 004's ActiveRun; switching writes
// only the pointer, so no run's state leaks into another. Judging a phase move
// is the gate's (src/harness/gate), not this file's
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { blocksAdvance } from '../../../policies/gate/advance.js';
import {
  modeFor,
  riskSignals,
} from '../../../policies/harness/phases/run-mode.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import type { Phase, RunMode } from '../../../policies/vocabulary/run.js';
import { ActiveRun } from '../../../policies/vocabulary/run.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { saidLines } from '../../platform/errors/said-error.js';
import { UsageError, zodErrorSaid } from '../../platform/errors/usage-error.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../platform/store/atomic-file.js';
import { writeJsonRedacted } from '../../platform/store/redacted-file.js';
import { withLock } from '../../platform/store/file-lock.js';

export interface StartRun {
  objective: string;
  mode: RunMode;
  tdd: boolean;
  planPaths?: readonly string[];
  promiseId?: string | null;
}

const ID = /^r-[a-z0-9-]{4,64}$/;

export class RunRegistry {
  readonly dir: string;

  constructor(readonly workspace: string) {
    this.dir = join(workspace, '.wukong', 'work');
  }

  private file(id: string): string {
    if (!ID.test(id))
      throw new UsageError(
        fragment('error.run.bad-id', { id: JSON.stringify(id) }),
      );
    return join(this.dir, 'runs', `${id}.json`);
  }

  private locked<T>(fn: () => T extends PromiseLike<unknown> ? never : T): T {
    return withLock(join(this.dir, 'work.lock'), fn);
  }

  get(id: string): ActiveRun | undefined {
    const text = readTextIfExists(this.file(id));
    if (text === undefined) return undefined;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new UsageError(
        fragment('error.not-json-paren', {
          file: this.file(id),
          error: (error as Error).message,
        }),
      );
    }
    const parsed = ActiveRun.safeParse(raw);
    if (!parsed.success)
      throw new UsageError(
        zodErrorSaid(parsed.error, this.file(id), ActiveRun),
      );
    return parsed.data;
  }

  private write(run: ActiveRun): ActiveRun {
    // Objectives, plans and questions are the user's words and can hold
    // secrets.
    writeJsonRedacted(this.file(run.id), ActiveRun.parse(run), 2);
    return run;
  }

  activeId(): string | null {
    const text = readTextIfExists(join(this.dir, 'active.json'));
    if (text === undefined) return null;
    const id = (JSON.parse(text) as { runId?: unknown }).runId;
    return typeof id === 'string' ? id : null;
  }

  /**
   * The active run, or undefined when none is active (then the phase policies
   * stay silent).
   */
  active(): ActiveRun | undefined {
    const id = this.activeId();
    return id ? this.get(id) : undefined;
  }

  list(): ActiveRun[] {
    let names: string[];
    try {
      names = readdirSync(join(this.dir, 'runs')).filter((n) =>
        n.endsWith('.json'),
      );
    } catch {
      return [];
    }
    return names
      .map((n) => this.get(n.replace(/\.json$/, '')))
      .filter((r): r is ActiveRun => r !== undefined)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  start(spec: StartRun, now: Date): ActiveRun {
    if (!spec.objective.trim())
      throw new UsageError(fragment('error.run.objective'));
    return this.locked(() => {
      const at = now.toISOString();
      const paths = [...(spec.planPaths ?? [])];
      const signals = riskSignals(spec.objective, paths);
      const run: ActiveRun = {
        v: 1,
        id: `r-${at.slice(0, 10).replace(/-/g, '')}-${randomUUID().slice(0, 8)}`,
        objective: spec.objective.trim(),
        mode: modeFor(spec.mode, signals),
        requestedMode: spec.mode,
        riskSignals: signals,
        phase: 'plan',
        phaseEnteredAt: at,
        plan: { approved: false, paths },
        tdd: spec.tdd,
        questions: [],
        promiseId: spec.promiseId ?? null,
        createdAt: at,
        updatedAt: at,
        history: [],
      };
      this.write(run);
      writeFileAtomic(
        join(this.dir, 'active.json'),
        `${JSON.stringify({ runId: run.id })}\n`,
      );
      return run;
    });
  }

  /**
   * Changes one run under the lock; the others are not read, so none can be
   * changed by mistake.
   */
  update(id: string, now: Date, change: (run: ActiveRun) => void): ActiveRun {
    return this.locked(() => {
      const run = this.get(id);
      if (!run) throw new UsageError(fragment('error.run.no-run', { id }));
      change(run);
      run.updatedAt = now.toISOString();
      return this.write(run);
    });
  }

  /**
   * Replaces the PLAN paths (and approves them); the risk is read again, and a
   * risky plan forces normal mode.
   */
  plan(
    id: string,
    paths: readonly string[],
    approve: boolean,
    now: Date,
  ): ActiveRun {
    return this.update(id, now, (run) => {
      run.plan = { approved: approve, paths: [...new Set(paths)] };
      run.riskSignals = riskSignals(run.objective, run.plan.paths);
      run.mode = modeFor(run.requestedMode, run.riskSignals);
    });
  }

  /**
   * Moves to `to` once the gate has decided; a decision that blocks the move is
   * refused with its findings.
   */
  advance(id: string, to: Phase, decision: GateDecision, now: Date): ActiveRun {
    if (decision.checkpoint !== 'pre-phase-transition')
      throw new TypeError(
        `a phase move needs a pre-phase-transition decision, got ${decision.checkpoint}`,
      );
    if (blocksAdvance(decision)) {
      throw new UsageError(
        fragment('error.run.refused', {
          phase: to,
          findings: saidLines(
            decision.findings
              .filter((f) => f.severity !== 'warning')
              .map((f) =>
                fragment('error.run.refused-line', {
                  policy: f.policy,
                  message: f.said ?? f.message,
                  next: f.nextAction.said ?? f.nextAction.detail,
                }),
              ),
          ),
        }),
        1,
      );
    }
    return this.update(id, now, (run) => {
      run.history.push({
        from: run.phase,
        to,
        at: now.toISOString(),
        traceId: decision.traceId,
      });
      run.phase = to;
      run.phaseEnteredAt = now.toISOString();
    });
  }

  ask(id: string, text: string, blocking: boolean, now: Date): ActiveRun {
    if (!text.trim()) throw new UsageError(fragment('error.run.question-text'));
    return this.update(id, now, (run) => {
      run.questions.push({
        id: `Q${run.questions.length + 1}`,
        text: text.trim(),
        blocking,
        askedAt: now.toISOString(),
      });
    });
  }

  answer(id: string, questionId: string, answer: string, now: Date): ActiveRun {
    if (!answer.trim())
      throw new UsageError(fragment('error.run.answer-empty'));
    return this.update(id, now, (run) => {
      const q = run.questions.find((x) => x.id === questionId);
      if (!q)
        throw new UsageError(
          fragment('error.run.no-question', {
            id,
            question: questionId,
            questions:
              run.questions.map((x) => x.id).join(', ') ||
              fragment('error.run.none'),
          }),
        );
      q.answer = answer.trim();
      q.answeredAt = now.toISOString();
    });
  }

  /** Makes another run active (or none); the runs' own files are untouched. */
  switchTo(id: string | null): void {
    this.locked(() => {
      if (id !== null && !this.get(id))
        throw new UsageError(fragment('error.run.no-run', { id }));
      writeFileAtomic(
        join(this.dir, 'active.json'),
        `${JSON.stringify({ runId: id })}\n`,
      );
    });
  }
}
