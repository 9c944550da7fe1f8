// deferredExecutionPolicy — the gate policy over writes that make code run
// later (issue 19): at pre-write, the file's text after the write against its
// text before; at pre-tool, the deferred surfaces a Bash command writes (the
// text it shows judged the same way, a text it hides asked); DeferredFacts,
// what the runtime read for it
// Pos: policies/security/deferred, reads only its context: the runtime
// (src/harness/gate/deferred-facts.ts) reads the file before, applies an Edit
// to get the text after and parses the planted commands
import { howSaid } from '../commands/how-said.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { GateContext } from '../../gate/gate-context.js';
import type { Finding } from '../../vocabulary/finding.js';
import { say, sayDetail } from '../../vocabulary/messages/index.js';
import type { ShellAnalysis } from '../commands/shell-command.js';
import { bashDeferredWrites } from './bash-writes.js';
import type { ReadText } from './deferred-findings.js';
import { deferredFindings } from './deferred-findings.js';
import { DEFERRED_POLICY, judgeDeferred, surfaceSaid } from './judge.js';
import type { Reading } from './runnable.js';
import { runnablesOf } from './runnables.js';
import { surfaceOf } from './surfaces.js';

/** A text the runtime already read, and what its reader found in it. */
export interface TextReading {
  format: string;
  text: string;
  reading: Reading;
}

export interface DeferredFacts {
  /**
   * Each written file's text before the write, keyed by the path as the tool
   * named it (null: no file).
   */
  before?: Readonly<Record<string, string | null>>;
  /**
   * Each written file's text after an Edit or MultiEdit (applied by the
   * runtime).
   */
  after?: Readonly<Record<string, string>>;
  /** The commands the write plants, parsed, keyed by their text. */
  shells?: Readonly<Record<string, ShellAnalysis>>;
  /**
   * The texts the runtime read to find those commands, so the policy does not
   * read 100 KB again; used only for the very same format and text.
   */
  readings?: readonly TextReading[];
}

/** runnablesOf, answered from the runtime's readings when it has the text. */
function readerOf(readings: readonly TextReading[] = []): ReadText {
  return (surface, text, base) =>
    readings.find((r) => r.format === surface.format && r.text === text)
      ?.reading ?? runnablesOf(surface, text, base);
}

declare module '../../gate/gate-context.js' {
  interface GateFacts {
    /** What a write to a deferred surface needs judged (issue 19). */
    deferred?: DeferredFacts;
  }
}

function whereOf(ctx: GateContext) {
  return {
    cwd: ctx.cwd,
    workspace: ctx.workspace,
    home: ctx.home,
    ...(ctx.wukongDirs ? { wukongDirs: ctx.wukongDirs } : {}),
  };
}

export const deferredExecutionPolicy = definePolicy({
  id: DEFERRED_POLICY,
  description:
    'writes that make code run later (git hooks, tasks, lifecycle scripts, CI, MCP servers, Claude Code settings, instructions for future sessions): asked with what runs, when and for whom; a planted command the command rules deny is denied',
  checkpoints: ['pre-write', 'pre-tool'],
  evaluate(ctx): Finding[] {
    const facts = ctx.facts?.deferred ?? {};
    const shells = facts.shells ?? {};
    const read = readerOf(facts.readings);
    if (ctx.checkpoint === 'pre-write') {
      const path = ctx.path;
      if (!path || !surfaceOf(path)) return [];
      const after = facts.after?.[path] ?? ctx.content ?? '';
      const before = facts.before?.[path] ?? null;
      return judgeDeferred(
        deferredFindings(path, before, after, read),
        shells,
        whereOf(ctx),
      );
    }
    const shell = ctx.facts?.shell;
    if (ctx.toolName !== 'Bash' || !shell || ctx.command === undefined)
      return [];
    const out: Finding[] = [];
    for (const w of bashDeferredWrites(shell, facts.before)) {
      const surface = surfaceOf(w.path);
      if (!surface) continue;
      if (w.after === undefined) {
        out.push(
          gateFinding(
            DEFERRED_POLICY,
            `${w.path}:bash`,
            'soft-deny',
            say('deferred.bash-unseen', {
              path: w.path,
              how: howSaid(w.how),
              what: surfaceSaid(surface, 'what'),
              when: surfaceSaid(surface, 'when'),
              who: surfaceSaid(surface, 'who'),
            }),
            { kind: 'ask-user', ...sayDetail('deferred.bash-unseen.next') },
          ),
        );
        continue;
      }
      out.push(
        ...judgeDeferred(
          deferredFindings(
            w.path,
            facts.before?.[w.path] ?? null,
            w.after,
            read,
          ),
          shells,
          whereOf(ctx),
        ),
      );
    }
    return out;
  },
});
