// checkBoundary — 戒's second check (seed 000 检查清单 2): did the output do what
// its avatar's row forbids?
// Pos: policies/pipeline/jie, Do/Don't 边界 only; judges what the output and its
// declared changes show, not what a hook saw live
import type { AvatarRow } from '../avatars.js';
import { toolRight } from '../avatars.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { Submission } from '../../vocabulary/submission.js';
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
): VerdictFinding[] {
  const findings: VerdictFinding[] = [];
  for (const tool of asStrings(contract['tools_used'])) {
    const right = toolRight(row, tool);
    if (right === 'forbidden') {
      findings.push(
        raise(
          'jie.boundary.forbidden-tool',
          tool,
          `the ${row.title} (${row.glyph}) used ${tool}, which its row forbids`,
          {
            kind: 'delegate',
            detail: `redo without ${tool}; work that needs ${tool} belongs to an avatar allowed to use it`,
          },
        ),
      );
    } else if (right === 'unlisted') {
      findings.push(
        raise(
          'jie.boundary.unlisted-tool',
          tool,
          `the ${row.title} used ${tool}, which its row neither allows nor forbids`,
          {
            kind: 'ask-user',
            detail: `decide whether ${row.id} may use ${tool}`,
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
        `the ${row.title} (${row.glyph}) ran ${ran.length} command(s) (${shown}${ran.length > 3 ? ', …' : ''}); 执行命令 is on its Don't list`,
        {
          kind: 'delegate',
          detail:
            'redo the analysis with citations (path:line) only; commands belong to the tester (👅 @tester) or the body (⚔️ @impl)',
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
          rule: 'changes no files',
        };
      case 'docs':
        return {
          code: 'jie.boundary.non-doc-write' as const,
          files: files.filter(
            (f) => !(row.tools.writeOnly?.test(f) ?? isDocPath(f)),
          ),
          rule: 'writes Markdown only',
        };
      case 'tests-and-docs':
        return {
          code: 'jie.boundary.business-code' as const,
          files: files.filter((f) => !isTestPath(f) && !isDocPath(f)),
          rule: 'changes tests and docs, never business code',
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
        `the ${row.title} (${row.glyph}) ${outOfRole.rule}, but changed ${shown}`,
        {
          kind: 'delegate',
          detail:
            'revert those changes and hand the change to the body (⚔️ @impl)',
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
        `the Implementer reports tests_run: false on a ${submission.track} task (跳过测试)`,
        {
          kind: 'retry',
          detail:
            'run the tests, then redo the output with tests_run: true and the command as evidence',
        },
      ),
    );
  }
  return findings;
}
