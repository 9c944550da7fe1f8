// BatchOutput, quickCheck — seed 001's batch verification: quick 戒 (contract
// exists), quick 定 (files exist, syntax ok), no 慧
// Pos: policies/pipeline/batch, the simplified three gates between parallel
// batches; the full pipeline runs once at the end, not here
import { resolveAvatar } from '../avatars.js';
import { extractContract } from '../jie/contract-extract.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';

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
): QuickCheck {
  const findings: VerdictFinding[] = [];
  if (outputs.length === 0) {
    findings.push(
      raise('batch.empty', batch, `batch ${batch} reported no outputs`, {
        kind: 'retry',
        detail: `rerun batch ${batch} and report every avatar's output`,
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
          `output ${i + 1} names an unknown avatar ${JSON.stringify(item.avatar)}`,
          { kind: 'fix-input', detail: 'name one of the six avatars' },
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
          `the ${row.title}'s output in batch ${batch} lacks ${missing.join(', ')} (快速戒关: Contract 存在性)`,
          {
            kind: 'retry',
            detail: `have the ${row.title} end with its contract: {${fields.join(', ')}}`,
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
            `${file.path} does not exist (快速定关: 文件存在)`,
            {
              kind: 'retry',
              detail: `create ${file.path} or remove it from the batch`,
            },
          ),
        );
      } else if (file.syntaxOk === false) {
        findings.push(
          raise(
            'batch.syntax-error',
            file.path,
            `${file.path} does not parse${file.syntaxError ? `: ${file.syntaxError}` : ''} (快速定关: 语法检查)`,
            {
              kind: 'retry',
              detail: `fix the syntax of ${file.path} and rerun the batch`,
            },
          ),
        );
      }
    }
  });
  return { passed: findings.length === 0, findings };
}
