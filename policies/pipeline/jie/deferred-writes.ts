// checkDeferredWrites(facts) — 戒's look at a submission's changed files that
// make code run later (issue 19): each file's text before (HEAD) and after (the
// working tree) through deferredFindings, judged as the hook judges a write — a
// planted command the command rules deny is REJECT for good, anything else that
// adds what runs is ⚠️ 需确认 until a person confirms
// Pos: policies/pipeline/jie, one small step called from
// checkSubmissionSecurity; the texts and parsed commands come from
// src/pipeline/deferred-jie-facts.ts (JieFacts.deferred, declared here); absent
// facts judge nothing
import type { ShellAnalysis } from '../../security/commands/shell-command.js';
import { deferredFindings } from '../../security/deferred/deferred-findings.js';
import { judgeDeferred } from '../../security/deferred/judge.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import { translator, type Translate } from '../../vocabulary/messages/index.js';
import type { JieFacts } from './submission-facts.js';

export interface DeferredFileFacts {
  /** As the submission named it. */
  path: string;
  /** The text at HEAD (null: a new file). */
  before: string | null;
  /** The text in the working tree. */
  after: string;
  /** Its planted commands, parsed. */
  shells: Readonly<Record<string, ShellAnalysis>>;
}

declare module './submission-facts.js' {
  interface JieFacts {
    /** Changed files that make code run later, before and after (issue 19). */
    deferred?: readonly DeferredFileFacts[];
  }
}

export function checkDeferredWrites(
  facts: JieFacts,
  t: Translate = translator('en'),
): VerdictFinding[] {
  const confirmed = facts.confirmed ?? [];
  const out: VerdictFinding[] = [];
  for (const file of facts.deferred ?? []) {
    const changes = deferredFindings(file.path, file.before, file.after);
    for (const f of judgeDeferred(changes, file.shells, facts.where)) {
      const subject = `${f.policy}:${f.subject ?? file.path}`;
      if (f.severity === 'hard-deny') {
        out.push(
          raise('jie.security.dangerous-command', subject, f.message, {
            kind: 'stop',
            detail: t('jie.security.final', { detail: f.nextAction.detail }),
          }),
        );
        continue;
      }
      const id = `jie.security.confirm-first:${subject}`;
      out.push(
        confirmed.includes(id)
          ? raise(
              'jie.security.warning',
              subject,
              t('jie.security.confirmed', { finding: f.message }),
              { kind: 'fix-input', detail: f.nextAction.detail },
            )
          : raise(
              'jie.security.confirm-first',
              subject,
              t('jie.security.confirm', { finding: f.message }),
              {
                kind: 'ask-user',
                detail: t('jie.security.confirm.next', {
                  detail: f.nextAction.detail,
                  id,
                }),
              },
            ),
      );
    }
  }
  return out;
}
