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
import type { MessageId, Said } from '../../vocabulary/messages/index.js';
import {
  fragment,
  MESSAGES,
  say,
  sayDetail,
  saidText,
} from '../../vocabulary/messages/index.js';
import type { ShellAnalysis } from '../commands/shell-command.js';
import { commandPolicies } from '../gate-policies.js';
import { redact } from '../secrets/redact.js';
import { selfProtectionPolicy } from '../self-protection/self-protection-policy.js';
import type { DeferredChange } from './deferred-findings.js';
import type { DeferredSurface } from './surfaces.js';

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

/** Surfaces whose commands run on a CI runner, in its checkout. */
const ON_A_RUNNER = new Set(['github-workflow', 'ci', 'jenkinsfile']);

/**
 * The variables a CI runner sets to files of its own, outside the checkout
 * (GitHub's file commands and temp folders, GitLab's and Jenkins' workspaces'
 * siblings): `echo x >> $GITHUB_ENV` writes the runner's file, never a path of
 * this workspace, so the path rules follow them there instead of treating
 * them as unknown. A literal `.claude/settings.json` in a step is still judged
 * as a path of the checkout.
 */
const RUNNER_FILES: Readonly<Record<string, string>> = {
  GITHUB_ENV: '/ci-runner/_temp/_runner_file_commands/set_env',
  GITHUB_OUTPUT: '/ci-runner/_temp/_runner_file_commands/set_output',
  GITHUB_PATH: '/ci-runner/_temp/_runner_file_commands/add_path',
  GITHUB_STATE: '/ci-runner/_temp/_runner_file_commands/save_state',
  GITHUB_STEP_SUMMARY: '/ci-runner/_temp/_runner_file_commands/step_summary',
  RUNNER_TEMP: '/ci-runner/_temp',
  RUNNER_TOOL_CACHE: '/ci-runner/_tool',
};

/**
 * Rules about this machine alone: root on a CI runner (`sudo apt-get install`
 * in a workflow) is the runner's, handed to every job; what the command does
 * as root is still judged by the other rules.
 */
const LOCAL_ONLY = new Set(['command.privilege']);

/** `where` as a runner sees it, for a command planted in CI. */
function onRunner(where: JudgeWhere): JudgeWhere {
  const dirs = where.wukongDirs ?? {
    stateDir: `${where.home}/.local/state/wukong`,
    daemonDirs: [`${where.home}/.local/state/wukong/run`],
  };
  return {
    ...where,
    wukongDirs: {
      ...dirs,
      variables: { ...dirs.variables, ...RUNNER_FILES },
    },
  };
}

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
          say('deferred.policy-failed', {
            policy: policy.id,
            reason: (error as Error).message,
          }),
          { kind: 'stop', ...sayDetail('deferred.policy-failed.next') },
        ),
      );
    }
  }
  return out;
}

/** A surface's what / when / who, as a fragment of the catalog. */
export const surfaceSaid = (
  s: DeferredSurface,
  field: 'what' | 'when' | 'who',
): Said => fragment(`deferred.${field}.${s.id}` as MessageId);

const ACTS = {
  'disable-checks': 'deferred.act.disable-checks',
  exfiltrate: 'deferred.act.exfiltrate',
  'ignore-user': 'deferred.act.ignore-user',
  override: 'deferred.act.override',
  hidden: 'deferred.act.hidden',
} as const satisfies Record<string, MessageId>;

/**
 * The readers' notes by their English, so a note is worded as a fragment; made
 * on first need (it reads the whole merged catalog, which a hook that judges
 * no deferred write never builds).
 */
let notes: Map<string, MessageId> | undefined;
const noteSaid = (note: string): Said | string => {
  notes ??= new Map(
    Object.entries(MESSAGES.en)
      .filter(([id]) => id.startsWith('deferred.note.'))
      .map(([id, text]) => [text, id as MessageId]),
  );
  const id = notes.get(note);
  return id ? fragment(id) : note;
};

/** How a change reads in a reason, as catalog data: what runs, when, for whom. */
export function describeChangeSaid(c: DeferredChange): Said {
  const s = c.surface;
  if (c.change === 'unreadable')
    return fragment('deferred.unreadable', {
      path: c.path,
      surface: s.id,
      problem: c.problem ?? '',
      when: surfaceSaid(s, 'when'),
    });
  if (c.change === 'instructs' && c.signal)
    return fragment('deferred.instructs', {
      path: c.path,
      when: surfaceSaid(s, 'when'),
      act: fragment(ACTS[c.signal.kind]),
      line: short(c.signal.line, 120),
    });
  const r = c.runnable;
  if (!r) return fragment('deferred.bare', { path: c.path, surface: s.id });
  const what =
    r.kind === 'command'
      ? fragment('deferred.runs', { run: short(c.shown || r.run) })
      : r.kind === 'code'
        ? fragment('deferred.loads', { run: short(r.run) })
        : fragment('deferred.sets', { run: short(r.run) });
  const params = {
    path: c.path,
    change: fragment(c.change === 'adds' ? 'deferred.adds' : 'deferred.alters'),
    key: r.key,
    what,
    when: r.auto ? surfaceSaid(s, 'when') : fragment('deferred.when-run'),
    who: surfaceSaid(s, 'who'),
  };
  return r.note
    ? fragment('deferred.change-note', {
        ...params,
        note: r.noteSaid ?? noteSaid(r.note),
      })
    : fragment('deferred.change', params);
}

/** How a change reads in a reason (English): what runs, when, for whom. */
export function describeChange(c: DeferredChange): string {
  return saidText(describeChangeSaid(c), 'en');
}

export function judgeDeferred(
  changes: readonly DeferredChange[],
  shells: Readonly<Record<string, ShellAnalysis>>,
  where: JudgeWhere,
): Finding[] {
  const out: Finding[] = [];
  for (const c of changes) {
    const subject = `${c.path}:${c.runnable?.key ?? c.change}`;
    const reason = describeChangeSaid(c);
    if (c.change === 'instructs' && c.signal) {
      out.push(
        gateFinding(
          `${DEFERRED_POLICY}.instructions`,
          subject,
          c.signal.namesWukong ? 'hard-deny' : 'soft-deny',
          say(
            c.signal.namesWukong
              ? 'deferred.instructions-wukong'
              : 'deferred.instructions',
            { reason },
          ),
          {
            kind: c.signal.namesWukong ? 'stop' : 'ask-user',
            ...sayDetail('deferred.instructions.next'),
          },
        ),
      );
      continue;
    }
    if (c.runnable?.wukong && (c.change === 'adds' || c.change === 'alters')) {
      out.push(
        gateFinding(
          `${DEFERRED_POLICY}.wukong`,
          subject,
          'hard-deny',
          say('deferred.wukong-package', { reason }),
          { kind: 'stop', ...sayDetail('deferred.wukong-package.next') },
        ),
      );
      continue;
    }
    let judged = false;
    if (c.command !== undefined) {
      const shell = shells[c.command];
      if (shell) {
        judged = true;
        const runner = ON_A_RUNNER.has(c.surface.id);
        for (const f of plantedFindings(
          c.command,
          shell,
          runner ? onRunner(where) : where,
        ))
          if (
            (f.severity === 'hard-deny' || f.severity === 'soft-deny') &&
            !(runner && LOCAL_ONLY.has(f.policy))
          )
            out.push(
              gateFinding(
                `${DEFERRED_POLICY}.planted`,
                `${subject}:${f.policy}`,
                f.severity,
                say('deferred.planted', {
                  reason,
                  policy: f.policy,
                  finding: f.said ?? f.message,
                }),
                {
                  kind: f.severity === 'hard-deny' ? 'stop' : 'ask-user',
                  detail: f.nextAction.detail,
                  ...(f.nextAction.said ? { said: f.nextAction.said } : {}),
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
          say(
            judged || c.command === undefined
              ? 'deferred.asked'
              : 'deferred.unparsed',
            { reason },
          ),
          { kind: 'ask-user', ...sayDetail('deferred.asked.next') },
        ),
      );
  }
  return out;
}
