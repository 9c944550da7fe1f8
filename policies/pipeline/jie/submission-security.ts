// checkSubmissionSecurity — 戒's security step over everything a submission ran,
// wrote and carries: each evidence command and each changed path through the
// hook's own gate policies (policies/security), each piece of code through the
// code-safety rules, and a change set over seed 000's 10 files
// Pos: policies/pipeline/jie, seed 000 安全检查 with the seed's handling per class:
// hard-deny → REJECT for good, 不可逆操作 / sensitive files → ⚠️ 需确认 (RETRY until a
// person confirms), 大规模变更 → 分批执行, 注入 / 信息泄露 in code → REJECT (redo), warnings →
// noted. Facts come from src; a policy that throws fails closed, and so do
// commands and paths no judge looked at (no facts: ⚠️ 需确认, RETRY)
import type { Policy } from '../../gate/define-policy.js';
import type { GateContext } from '../../gate/gate-context.js';
import { scanCode } from '../../security/code/code-safety-policy.js';
import { isTestSource } from '../../security/code/code-rule.js';
import { MASS_CHANGE_FILES } from '../../security/commands/rules/mass-change.js';
import { commandPolicies, pathPolicies } from '../../security/gate-policies.js';
import { selfProtectionPolicy } from '../../security/self-protection/self-protection-policy.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { Submission } from '../../vocabulary/submission.js';
import {
  translator,
  type Lang,
  type Translate,
} from '../../vocabulary/messages/index.js';
import { checkDeferredWrites } from './deferred-writes.js';
import type { JieFacts } from './submission-facts.js';
import { factsOf } from './submission-facts.js';

export interface SecurityStepInput {
  submission: Submission;
  /** Every path the output says it changed (changes + the contract's lists). */
  writtenPaths: readonly string[];
  /** The output's text, for the code it quotes. */
  outputText: string;
  /** The language of the findings (default English). */
  lang?: Lang;
}

const COMMAND_POLICIES: readonly Policy[] = [
  ...commandPolicies,
  selfProtectionPolicy,
];
const PATH_POLICIES: readonly Policy[] = [
  ...pathPolicies,
  selfProtectionPolicy,
];

function evaluate(
  policies: readonly Policy[],
  context: GateContext,
): { findings: Finding[]; failed: string[] } {
  const findings: Finding[] = [];
  const failed: string[] = [];
  for (const policy of policies) {
    if (!policy.checkpoints.includes(context.checkpoint)) continue;
    try {
      findings.push(...policy.evaluate(context as never));
    } catch (error) {
      failed.push(
        `${policy.id} (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return { findings, failed };
}

/** A gate finding as 戒 handles its class (seed 000 安全检查, 违规处理). */
function classify(
  finding: Finding,
  what: string,
  confirmed: readonly string[],
  t: Translate,
): VerdictFinding | undefined {
  const subject = `${finding.policy}:${finding.subject ?? what}`;
  if (finding.severity === 'hard-deny')
    return raise(
      what.startsWith('`')
        ? 'jie.security.dangerous-command'
        : 'jie.security.forbidden-path',
      subject,
      `${what}: ${finding.message}`,
      {
        kind: 'stop',
        detail: t('jie.security.final', { detail: finding.nextAction.detail }),
      },
    );
  if (finding.severity === 'soft-deny') {
    if (finding.policy === 'command.mass-change')
      return raise(
        'jie.security.mass-change',
        subject,
        `${what}: ${finding.message}`,
        {
          kind: 'fix-input',
          detail: t('jie.security.split.next'),
        },
      );
    const id = `jie.security.confirm-first:${subject}`;
    if (confirmed.includes(id))
      return raise(
        'jie.security.warning',
        subject,
        t('jie.security.confirmed', {
          finding: `${what}: ${finding.message}`,
        }),
        {
          kind: 'fix-input',
          detail: finding.nextAction.detail,
        },
      );
    return raise(
      'jie.security.confirm-first',
      subject,
      t('jie.security.confirm', { finding: `${what}: ${finding.message}` }),
      {
        kind: 'ask-user',
        detail: t('jie.security.confirm-backup.next', {
          detail: finding.nextAction.detail,
          id,
        }),
      },
    );
  }
  return raise('jie.security.warning', subject, `${what}: ${finding.message}`, {
    kind: 'fix-input',
    detail: finding.nextAction.detail,
  });
}

function commandFindings(
  submission: Submission,
  facts: JieFacts,
  t: Translate,
): VerdictFinding[] {
  const out: VerdictFinding[] = [];
  const confirmed = facts.confirmed ?? [];
  const commands = new Set(
    submission.evidence.flatMap((e) =>
      e.kind === 'command' ? [e.command] : [],
    ),
  );
  for (const command of commands) {
    const what = `\`${command.length > 120 ? `${command.slice(0, 117)}…` : command}\``;
    const parsed = facts.commands[command];
    if (!parsed) {
      // Evidence added after the facts were gathered (VERIFY_RESULT): said,
      // never passed silently.
      out.push(
        raise(
          'jie.security.unchecked',
          `unparsed:${command}`,
          t('jie.security.unparsed', { what }),
          {
            kind: 'ask-user',
            detail: t('jie.security.unparsed.next'),
          },
        ),
      );
      continue;
    }
    const context = {
      checkpoint: 'pre-tool',
      ...facts.where,
      toolName: 'Bash',
      command,
      facts: { shell: parsed.shell, resolvedPaths: parsed.resolvedPaths },
    } as GateContext;
    const { findings, failed } = evaluate(COMMAND_POLICIES, context);
    for (const f of findings) {
      const v = classify(f, what, confirmed, t);
      if (v) out.push(v);
    }
    for (const name of failed)
      out.push(
        raise(
          'jie.security.rule-failed',
          `${name}:${command}`,
          t('jie.security.rule-failed', { name, what }),
          {
            kind: 'stop',
            detail: t('jie.security.rule-failed.next'),
          },
        ),
      );
  }
  return out;
}

function pathFindings(
  paths: readonly string[],
  facts: JieFacts,
  t: Translate,
): VerdictFinding[] {
  const out: VerdictFinding[] = [];
  const confirmed = facts.confirmed ?? [];
  for (const path of paths) {
    const resolved = facts.paths[path];
    const context = {
      checkpoint: 'pre-write',
      ...facts.where,
      toolName: 'Write',
      path,
      access: 'write',
      facts: resolved ? { resolvedPaths: { [path]: resolved } } : {},
    } as GateContext;
    const { findings, failed } = evaluate(PATH_POLICIES, context);
    for (const f of findings) {
      const v = classify(f, `changed path ${path}`, confirmed, t);
      if (v) out.push(v);
    }
    for (const name of failed)
      out.push(
        raise(
          'jie.security.rule-failed',
          `${name}:${path}`,
          t('jie.security.rule-failed', { name, what: path }),
          {
            kind: 'stop',
            detail: t('jie.security.rule-failed.next'),
          },
        ),
      );
  }
  return out;
}

const FENCE = /```([A-Za-z0-9+#-]*)[^\n]*\n([\s\S]*?)```/g;
const FENCE_EXTENSION: Record<string, string> = {
  python: 'py',
  py: 'py',
  javascript: 'js',
  js: 'js',
  jsx: 'jsx',
  typescript: 'ts',
  ts: 'ts',
  tsx: 'tsx',
  go: 'go',
  golang: 'go',
  java: 'java',
  kotlin: 'kt',
  ruby: 'rb',
  rb: 'rb',
  php: 'php',
};

/**
 * The code a submission carries: its `code` pieces and every fenced block of
 * its output text (a JSON block is the contract, not code).
 */
export function carriedCode(
  submission: Submission,
  outputText: string,
): Array<{ path?: string; text: string; where: string }> {
  const pieces: Array<{ path?: string; text: string; where: string }> = [];
  (submission.code ?? []).forEach((piece, i) =>
    pieces.push({
      ...(piece.path ? { path: piece.path } : {}),
      text: piece.text,
      where: piece.path ?? `code[${i}]`,
    }),
  );
  let n = 0;
  for (const match of outputText.matchAll(FENCE)) {
    n += 1;
    const lang = (match[1] ?? '').toLowerCase();
    if (lang === 'json') continue;
    const ext = FENCE_EXTENSION[lang];
    pieces.push({
      ...(ext ? { path: `snippet-${n}.${ext}` } : {}),
      text: match[2] ?? '',
      where: `code block ${n} of the output`,
    });
  }
  return pieces;
}

function codeFindings(
  submission: Submission,
  outputText: string,
  t: Translate,
): VerdictFinding[] {
  const out: VerdictFinding[] = [];
  for (const piece of carriedCode(submission, outputText)) {
    const test = isTestSource(piece.path);
    for (const hit of scanCode(piece.text, piece.path)) {
      const subject = `${hit.rule.id}:${piece.where}:${hit.line}`;
      const message = `${hit.rule.seed}: ${hit.what} at ${piece.where}:${hit.line}`;
      out.push(
        hit.rule.level === 'HIGH' && !test
          ? raise('jie.security.unsafe-code', subject, message, {
              kind: 'fix-input',
              detail: t('jie.security.unsafe-code.next', { fix: hit.rule.fix }),
            })
          : raise('jie.security.warning', subject, message, {
              kind: 'fix-input',
              detail: hit.rule.fix,
            }),
      );
    }
  }
  return out;
}

function massChange(paths: readonly string[], t: Translate): VerdictFinding[] {
  const files = [...new Set(paths)];
  if (files.length <= MASS_CHANGE_FILES) return [];
  return [
    raise(
      'jie.security.mass-change',
      `changes:${files.length}`,
      t('jie.security.mass-change', {
        count: files.length,
        limit: MASS_CHANGE_FILES,
      }),
      {
        kind: 'fix-input',
        detail: t('jie.security.mass-change.next', {
          limit: MASS_CHANGE_FILES,
        }),
      },
    ),
  ];
}

export function checkSubmissionSecurity(
  input: SecurityStepInput,
): VerdictFinding[] {
  const { submission } = input;
  const t = translator(input.lang ?? 'en');
  const facts = factsOf(submission);
  const findings: VerdictFinding[] = [
    ...codeFindings(submission, input.outputText, t),
    ...massChange(input.writtenPaths, t),
  ];
  if (!facts) {
    const commands = submission.evidence.filter((e) => e.kind === 'command');
    if (commands.length > 0 || input.writtenPaths.length > 0)
      findings.push(
        raise(
          'jie.security.unchecked',
          'facts',
          t('jie.security.no-facts', {
            commands: commands.length,
            paths: input.writtenPaths.length,
          }),
          {
            kind: 'ask-user',
            detail: t('jie.security.no-facts.next'),
          },
        ),
      );
    return findings;
  }
  findings.push(
    ...commandFindings(submission, facts, t),
    ...pathFindings(input.writtenPaths, facts, t),
    ...checkDeferredWrites(facts, t),
  );
  return findings;
}
