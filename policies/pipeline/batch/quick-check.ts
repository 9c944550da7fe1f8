// BatchOutput, quickCheck — seed 001's batch verification: quick 戒 (contract
// exists), quick 定 (files exist, syntax ok), no 慧
// Pos: policies/pipeline/batch, the simplified three gates between parallel
// batches; the full pipeline runs once at the end, not here
import { resolveAvatar } from '../avatars.js';
import { extractContract } from '../jie/contract-extract.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import { translator, type Lang } from '../../vocabulary/messages/index.js';

/**
 * A file the batch produced, as the runtime found it on disk (machines do no
 * I/O).
 */
export interface BatchFile {
  path: string;
  exists: boolean;
  /**
   * Result of a syntax check (py_compile, node --check …); unset when no
   * checker applies.
   */
  syntaxOk?: boolean;
  syntaxError?: string;
}

export interface BatchOutput {
  avatar: string;
  output: string | Record<string, unknown>;
  files: BatchFile[];
}

export interface QuickCheck {
  passed: boolean;
  findings: VerdictFinding[];
}

export function quickCheck(
  batch: string,
  outputs: readonly BatchOutput[],
  lang: Lang = 'en',
): QuickCheck {
  const t = translator(lang);
  const findings: VerdictFinding[] = [];
  if (outputs.length === 0) {
    findings.push(
      raise('batch.empty', batch, t('batch.empty', { batch }), {
        kind: 'retry',
        detail: t('batch.empty.next', { batch }),
      }),
    );
  }
  outputs.forEach((item, i) => {
    const row = resolveAvatar(item.avatar);
    if (!row) {
      findings.push(
        raise(
          'batch.unknown-avatar',
          `${i}`,
          t('batch.unknown-avatar', {
            n: i + 1,
            avatar: JSON.stringify(item.avatar),
          }),
          { kind: 'fix-input', detail: t('batch.unknown-avatar.next') },
        ),
      );
      return;
    }
    const extracted = extractContract(item.output);
    const fields = Object.keys(row.outputContract.shape);
    const missing = extracted.ok
      ? fields.filter((f) => extracted.contract[f] === undefined)
      : fields;
    if (missing.length) {
      findings.push(
        raise(
          'batch.contract-missing',
          `${i}`,
          t('batch.contract-missing', {
            title: row.title,
            batch,
            missing: missing.join(', '),
          }),
          {
            kind: 'retry',
            detail: t('batch.contract-missing.next', {
              title: row.title,
              fields: fields.join(', '),
            }),
          },
        ),
      );
    }
    for (const file of item.files) {
      if (!file.exists) {
        findings.push(
          raise(
            'batch.file-missing',
            file.path,
            t('batch.file-missing', { path: file.path }),
            {
              kind: 'retry',
              detail: t('batch.file-missing.next', { path: file.path }),
            },
          ),
        );
      } else if (file.syntaxOk === false) {
        findings.push(
          raise(
            'batch.syntax-error',
            file.path,
            t('batch.syntax-error', {
              path: file.path,
              detail: file.syntaxError ? `: ${file.syntaxError}` : '',
            }),
            {
              kind: 'retry',
              detail: t('batch.syntax-error.next', { path: file.path }),
            },
          ),
        );
      }
    }
  });
  return { passed: findings.length === 0, findings };
}
