// checkBoundary — 戒's second check (seed 000 检查清单 2): did the output do what
// its avatar's row forbids?
// Pos: policies/pipeline/jie, Do/Don't 边界 only; judges what the output and its
// declared changes show, not what a hook saw live
import type { AvatarRow } from '../avatars.js';
import { toolRight } from '../avatars.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { Submission } from '../../vocabulary/submission.js';
import { translator, type Lang } from '../../vocabulary/messages/index.js';
import { isDocPath, isTestPath } from './file-roles.js';

const asStrings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];

/**
 * Files the submission says were changed: the declared change set plus the
 * contract's own lists.
 */
export function changedFiles(
  submission: Submission,
  contract: Record<string, unknown>,
): string[] {
  const files = new Set<string>([
    ...(submission.changes?.files ?? []),
    ...asStrings(contract['files_changed']),
  ]);
  return [...files];
}

export function checkBoundary(
  row: AvatarRow,
  contract: Record<string, unknown>,
  submission: Submission,
  lang: Lang = 'en',
): VerdictFinding[] {
  const t = translator(lang);
  const { title, glyph } = row;
  const findings: VerdictFinding[] = [];
  for (const tool of asStrings(contract['tools_used'])) {
    const right = toolRight(row, tool);
    if (right === 'forbidden') {
      findings.push(
        raise(
          'jie.boundary.forbidden-tool',
          tool,
          t('jie.boundary.forbidden-tool', { title, glyph, tool }),
          {
            kind: 'delegate',
            detail: t('jie.boundary.forbidden-tool.next', { tool }),
          },
        ),
      );
    } else if (right === 'unlisted') {
      findings.push(
        raise(
          'jie.boundary.unlisted-tool',
          tool,
          t('jie.boundary.unlisted-tool', { title, tool }),
          {
            kind: 'ask-user',
            detail: t('jie.boundary.unlisted-tool.next', {
              avatar: row.id,
              tool,
            }),
          },
        ),
      );
    }
  }

  // Eye, ear, nose and mind have 执行命令 on their Don't list: a command in their
  // evidence is a command they ran.
  const ran = submission.evidence.flatMap((e) =>
    e.kind === 'command' ? [e.command] : [],
  );
  if (row.kind === 'analysis' && ran.length > 0) {
    const shown = ran
      .slice(0, 3)
      .map((c) => `\`${c}\``)
      .join(', ');
    findings.push(
      raise(
        'jie.boundary.ran-commands',
        ran.join(','),
        t('jie.boundary.ran-commands', {
          title,
          glyph,
          count: ran.length,
          shown: `${shown}${ran.length > 3 ? ', …' : ''}`,
        }),
        {
          kind: 'delegate',
          detail: t('jie.boundary.ran-commands.next'),
        },
      ),
    );
  }

  const files = changedFiles(submission, contract);
  const outOfRole = (() => {
    switch (row.mayChange) {
      case 'nothing':
        return {
          code: 'jie.boundary.files-changed' as const,
          files,
          rule: t('jie.boundary.rule.nothing'),
        };
      case 'docs':
        return {
          code: 'jie.boundary.non-doc-write' as const,
          files: files.filter(
            (f) => !(row.tools.writeOnly?.test(f) ?? isDocPath(f)),
          ),
          rule: t('jie.boundary.rule.docs'),
        };
      case 'tests-and-docs':
        return {
          code: 'jie.boundary.business-code' as const,
          files: files.filter((f) => !isTestPath(f) && !isDocPath(f)),
          rule: t('jie.boundary.rule.tests-and-docs'),
        };
      case 'anything':
        return undefined;
    }
  })();
  if (outOfRole && outOfRole.files.length > 0) {
    const shown =
      outOfRole.files.slice(0, 5).join(', ') +
      (outOfRole.files.length > 5 ? ', …' : '');
    findings.push(
      raise(
        outOfRole.code,
        outOfRole.files.join(','),
        t('jie.boundary.out-of-role', {
          title,
          glyph,
          rule: outOfRole.rule,
          shown,
        }),
        {
          kind: 'delegate',
          detail: t('jie.boundary.out-of-role.next'),
        },
      ),
    );
  }

  if (
    row.id === 'body' &&
    contract['tests_run'] === false &&
    submission.track !== 'direct'
  ) {
    findings.push(
      raise(
        'jie.boundary.skipped-tests',
        'tests_run',
        t('jie.boundary.skipped-tests', { track: submission.track }),
        {
          kind: 'retry',
          detail: t('jie.boundary.skipped-tests.next'),
        },
      ),
    );
  }
  return findings;
}
