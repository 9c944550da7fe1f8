// judgeDeferred(changes, shells, where) — gate findings for what a write
// plants: a change to what runs by itself is asked, with what runs, when and
// for whom (redacted); the planted command goes through the command policies,
// so what they hard-deny now is denied when planted for later; instructions
// that disable checks, send data out or sideline the user are asked, and denied
// when they also name Wukong
// Pos: policies/security/deferred, the one decision shared by the gate policy,
// 戒 and `wukong scan --deferred`; shells are parsed by the caller (the parser
// is an effect), a command left unparsed is asked, never passed
import type { Policy } from '../../gate/define-policy.js';
import { gateFinding } from '../../gate/define-policy.js';
import type { GateContext, WukongDirs } from '../../gate/gate-context.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { ShellAnalysis } from '../commands/shell-command.js';
import { commandPolicies } from '../gate-policies.js';
import { redact } from '../secrets/redact.js';
import { selfProtectionPolicy } from '../self-protection/self-protection-policy.js';
import type { DeferredChange } from './deferred-findings.js';

export const DEFERRED_POLICY = 'deferred-execution';

export interface JudgeWhere {
  cwd: string;
  workspace: string;
  home: string;
  wukongDirs?: WukongDirs;
}

const PLANTED: readonly Policy[] = [...commandPolicies, selfProtectionPolicy];

const short = (text: string, n = 160) => {
  const flat = redact(text)
    .trim()
    .replace(/\s*\n\s*/g, ' ⏎ ')
    .replace(/\s+/g, ' ');
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};

/** The command policies' findings on one planted command (fail closed). */
export function plantedFindings(
  command: string,
  shell: ShellAnalysis,
  where: JudgeWhere,
): Finding[] {
  const context = {
    checkpoint: 'pre-tool',
    ...where,
    toolName: 'Bash',
    command,
    facts: { shell },
  } as GateContext;
  const out: Finding[] = [];
  for (const policy of PLANTED) {
    if (!policy.checkpoints.includes('pre-tool')) continue;
    try {
      out.push(...policy.evaluate(context as never));
    } catch (error) {
      out.push(
        gateFinding(
          policy.id,
          command,
          'hard-deny',
          `${policy.id} failed (${(error as Error).message}); failing closed`,
          {
            kind: 'stop',
            detail:
              'report the failure; the write cannot pass until the policy runs',
          },
        ),
      );
    }
  }
  return out;
}

/** How a change reads in a reason: what runs, when, for whom. */
export function describeChange(c: DeferredChange): string {
  const s = c.surface;
  if (c.change === 'unreadable')
    return `${c.path} (${s.id}) cannot be read as its format: ${c.problem}; Wukong cannot tell what it would run ${s.when}`;
  if (c.change === 'instructs' && c.signal)
    return `${c.path} tells every future agent session (${s.when}) to ${
      {
        'disable-checks': 'disable checks',
        exfiltrate: 'send data out',
        'ignore-user': 'act behind the user',
        override: 'override its instructions',
        hidden: 'follow hidden text',
      }[c.signal.kind]
    }: "${short(c.signal.line, 120)}"`;
  const r = c.runnable;
  if (!r) return `${c.path} (${s.id})`;
  const what =
    r.kind === 'command'
      ? `runs \`${short(c.shown || r.run)}\``
      : r.kind === 'code'
        ? `loads ${short(r.run)}`
        : `sets ${short(r.run)}`;
  return `${c.path} ${c.change} ${r.key}: ${what} — ${r.auto ? s.when : 'when someone runs it'}, by ${s.who}${r.note ? ` (${r.note})` : ''}`;
}

export function judgeDeferred(
  changes: readonly DeferredChange[],
  shells: Readonly<Record<string, ShellAnalysis>>,
  where: JudgeWhere,
): Finding[] {
  const out: Finding[] = [];
  for (const c of changes) {
    const subject = `${c.path}:${c.runnable?.key ?? c.change}`;
    const reason = describeChange(c);
    if (c.change === 'instructs' && c.signal) {
      out.push(
        gateFinding(
          `${DEFERRED_POLICY}.instructions`,
          subject,
          c.signal.namesWukong ? 'hard-deny' : 'soft-deny',
          `${reason}${c.signal.namesWukong ? '; it names Wukong, whose checks no instruction may switch off' : ''}`,
          {
            kind: c.signal.namesWukong ? 'stop' : 'ask-user',
            detail:
              'write the instructions without that line, or let the user read and approve it',
          },
        ),
      );
      continue;
    }
    let judged = false;
    if (c.command !== undefined) {
      const shell = shells[c.command];
      if (shell) {
        judged = true;
        for (const f of plantedFindings(c.command, shell, where))
          if (f.severity === 'hard-deny' || f.severity === 'soft-deny')
            out.push(
              gateFinding(
                `${DEFERRED_POLICY}.planted`,
                `${subject}:${f.policy}`,
                f.severity,
                `${reason}; planted there, [${f.policy}] ${f.message}`,
                {
                  kind: f.severity === 'hard-deny' ? 'stop' : 'ask-user',
                  detail: f.nextAction.detail,
                },
              ),
            );
      }
    }
    if (
      c.change === 'unreadable' ||
      c.runnable?.auto ||
      (c.command !== undefined && !judged)
    )
      out.push(
        gateFinding(
          DEFERRED_POLICY,
          subject,
          'soft-deny',
          judged || c.command === undefined
            ? reason
            : `${reason} (the command could not be parsed, so the command rules did not judge it)`,
          {
            kind: 'ask-user',
            detail: `show the user what will run and when; write it only once they approve`,
          },
        ),
      );
  }
  return out;
}
