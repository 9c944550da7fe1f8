// defineCommandPolicy — a gate policy over each command the runtime extracted
// (GateFacts.shell), its findings deduplicated and, for a command read from a
// script file, naming the file; COMMAND_CHECKPOINTS (pre-tool,
// pre-verify-command)
// Pos: policies/security/commands/rules, the shape every command rule shares;
// subjects are command texts so an Authorization can name one
import { definePolicy, gateFinding } from '../../../gate/define-policy.js';
import type { Policy } from '../../../gate/define-policy.js';
import type { GateContext } from '../../../gate/gate-context.js';
import type { Checkpoint } from '../../../vocabulary/checkpoint.js';
import type { Finding, NextAction } from '../../../vocabulary/finding.js';
import { fragment, saidText } from '../../../vocabulary/messages/say.js';
import type { Said } from '../../../vocabulary/messages/said.js';
import type { Severity } from '../../../vocabulary/severity.js';
import type { PathContext } from '../../paths/path-place.js';
import type { ShellAnalysis, ShellCommand } from '../shell-command.js';
import { candidateCommands, unresolvedProgram } from '../unresolved-program.js';

export const COMMAND_CHECKPOINTS: readonly Checkpoint[] = [
  'pre-tool',
  'pre-verify-command',
];

export interface CommandHit {
  severity: Severity;
  /** In English; `said` (from say()) words it in the user's language. */
  message: string;
  said?: Said;
  next: NextAction;
  /** Defaults to the offending command's text. */
  subject?: string;
}

export interface CommandRuleContext {
  gate: GateContext;
  analysis: ShellAnalysis;
  paths: PathContext;
}

export interface CommandPolicySpec {
  id: string;
  description: string;
  /** Hits about one extracted command. */
  check?(command: ShellCommand, context: CommandRuleContext): CommandHit[];
  /** Hits about the script as a whole (problems, pipelines, sequences). */
  checkScript?(context: CommandRuleContext): CommandHit[];
}

/**
 * The analysis of `context.command`, when the runtime made one for this very
 * command.
 */
export function shellFacts(context: GateContext): ShellAnalysis | undefined {
  const shell = context.facts?.shell;
  return shell && shell.source === context.command ? shell : undefined;
}

/**
 * Findings of one policy over one analysis, deduplicated; made on the first
 * hit only: most calls find nothing, and 25 policies run for every command.
 */
class Findings {
  readonly list: Finding[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly policy: string) {}

  add(hit: CommandHit, fallback: string): void {
    const subject = hit.subject ?? fallback;
    const key = `${hit.severity}\u0000${subject}\u0000${hit.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push(
      gateFinding(
        this.policy,
        subject,
        hit.severity,
        hit.said ? { message: hit.message, said: hit.said } : hit.message,
        hit.next,
      ),
    );
  }
}

/** The gate context and analysis the last rule context was made for. */
let lastGate: GateContext | undefined;
let lastContext: CommandRuleContext | undefined;

/**
 * The rule context of one gate context: runGate hands the same one to every
 * policy, so the 25 command policies share one (remade when a member it was
 * made from differs).
 */
function ruleContext(
  gate: GateContext,
  analysis: ShellAnalysis,
): CommandRuleContext {
  const resolvedPaths = gate.facts?.resolvedPaths;
  if (
    lastContext &&
    lastGate === gate &&
    lastContext.analysis === analysis &&
    lastContext.paths.cwd === gate.cwd &&
    lastContext.paths.workspace === gate.workspace &&
    lastContext.paths.home === gate.home &&
    lastContext.paths.resolvedPaths === resolvedPaths
  )
    return lastContext;
  lastGate = gate;
  lastContext = {
    gate,
    analysis,
    paths: {
      cwd: gate.cwd,
      workspace: gate.workspace,
      home: gate.home,
      ...(resolvedPaths ? { resolvedPaths } : {}),
    },
  };
  return lastContext;
}

/**
 * A command read from a script file is named with its file: the agent typed
 * `bash x.sh`, not `rm -rf ~`.
 */
const located = (hit: CommandHit, command: ShellCommand): CommandHit =>
  command.scriptFile === undefined
    ? hit
    : wrapped(hit, 'command.in-script', { file: command.scriptFile });

export function defineCommandPolicy(spec: CommandPolicySpec): Policy {
  return definePolicy({
    id: spec.id,
    description: spec.description,
    checkpoints: COMMAND_CHECKPOINTS,
    evaluate(gate) {
      if (gate.command === undefined) return [];
      const analysis = shellFacts(gate);
      if (!analysis) return [];
      const context = ruleContext(gate, analysis);
      let found: Findings | undefined;
      const commands = analysis.commands;
      if (spec.check)
        for (let i = 0; i < commands.length; i++) {
          const command = commands[i] as ShellCommand;
          const hits = spec.check(command, context);
          for (let h = 0; h < hits.length; h++)
            (found ??= new Findings(spec.id)).add(
              located(hits[h] as CommandHit, command),
              command.text,
            );
          // A program known only at run time may be any destructive one: its
          // arguments are judged as each would read them, and a hard-deny
          // for any stands (`$CMD -rf ~` is rm's home delete if CMD=rm).
          if (!unresolvedProgram(command.argv[0])) continue;
          const own = new Set(hits.map((h) => h.message));
          for (const candidate of candidateCommands(command))
            for (const hit of spec.check(candidate, context))
              if (hit.severity === 'hard-deny' && !own.has(hit.message))
                (found ??= new Findings(spec.id)).add(
                  located(
                    wrapped(hit, 'command.run-time-program', {
                      program: command.argv[0]?.value ?? '',
                      candidate: candidate.name,
                    }),
                    command,
                  ),
                  command.text,
                );
        }
      if (spec.checkScript)
        for (const hit of spec.checkScript(context))
          (found ??= new Findings(spec.id)).add(
            hit,
            analysis.source.trim().replace(/\s+/g, ' ').slice(0, 400),
          );
      return found ? found.list : [];
    },
  });
}

/**
 * The hit with its message set inside `id` as `{finding}`; a hit without
 * `said` keeps its English only.
 */
function wrapped(
  hit: CommandHit,
  id: 'command.in-script' | 'command.run-time-program',
  params: Readonly<Record<string, string>>,
): CommandHit {
  const said = fragment(id, { ...params, finding: hit.said ?? hit.message });
  const message = saidText(said, 'en');
  return hit.said ? { ...hit, message, said } : { ...hit, message };
}

/** A next action's detail: English text, or sayDetail(id, params). */
type Detail = string | { detail: string; said: Said };
const action = (kind: NextAction['kind'], detail: Detail): NextAction =>
  typeof detail === 'string' ? { kind, detail } : { kind, ...detail };

export const ask = (detail: Detail): NextAction => action('ask-user', detail);
export const stop = (detail: Detail): NextAction => action('stop', detail);
export const fix = (detail: Detail): NextAction => action('fix-input', detail);
