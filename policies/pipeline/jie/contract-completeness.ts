// checkContract — 戒's first check (seed 000 检查清单 1): required fields,
// placeholders, format
// Pos: policies/pipeline/jie, Contract 完整性 only; boundaries and security are
// their own files. A missing key field (one that says what was done) REJECTs; a
// missing non-key field is filled as empty and warned about: noted on fix
// (基本完整) and direct (可简化), RETRY to supplement on feature and refactor (完整); a
// format slip RETRYs
import type { AvatarRow } from '../avatars.js';
import { CONTRACT_META_FIELDS, LOCATION_PATTERN } from '../avatars.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import { trackRules } from '../tracks.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { Track } from '../../vocabulary/track.js';
import { translator, type Lang } from '../../vocabulary/messages/index.js';
import { isEmptyContent, placeholderIn } from './placeholder.js';

type Leaf = { path: string; value: string };

function stringLeaves(value: unknown, path: string, out: Leaf[]): Leaf[] {
  if (typeof value === 'string') out.push({ path, value });
  else if (Array.isArray(value))
    value.forEach((item, i) => stringLeaves(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      stringLeaves(item, path ? `${path}.${key}` : key, out);
  }
  return out;
}

const issuePath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (acc, key) =>
      typeof key === 'number'
        ? `${acc}[${key}]`
        : acc
          ? `${acc}.${String(key)}`
          : String(key),
    '',
  );

export function checkContract(
  row: AvatarRow,
  contract: Record<string, unknown>,
  track: Track,
  lang: Lang = 'en',
): VerdictFinding[] {
  const t = translator(lang);
  const findings: VerdictFinding[] = [];
  const simplified = trackRules[track].contract === 'simplified';
  // Seed 001: Fix 戒关 "Contract 基本完整"; Feature and Refactor "完整".
  const basic = track === 'fix';
  const substantiveFields = new Set(row.substantive.flat());
  const fields = Object.keys(row.outputContract.shape);
  const body: Record<string, unknown> = { ...contract };
  for (const meta of CONTRACT_META_FIELDS) delete body[meta];

  const missing = fields.filter((field) => body[field] === undefined);
  for (const field of missing) {
    if (substantiveFields.has(field)) {
      // A key field (one that says what was done) is never optional.
      findings.push(
        raise(
          'jie.contract.missing-field',
          field,
          t('jie.contract.missing-field', { title: row.title, field }),
          {
            kind: 'fix-input',
            detail: t('jie.contract.missing-field.next', {
              field,
              fields: fields.join(', '),
            }),
          },
        ),
      );
    } else if (simplified) {
      findings.push(
        raise(
          'jie.contract.simplified',
          field,
          t('jie.contract.simplified', { field }),
          {
            kind: 'fix-input',
            detail: t('jie.contract.simplified.next', { field }),
          },
        ),
      );
    } else if (basic) {
      findings.push(
        raise(
          'jie.contract.filled',
          field,
          t('jie.contract.filled', { field }),
          {
            kind: 'fix-input',
            detail: t('jie.contract.filled.next', { field }),
          },
        ),
      );
    } else {
      findings.push(
        raise(
          'jie.contract.non-key-missing',
          field,
          t('jie.contract.non-key-missing', { field, track }),
          {
            kind: 'fix-input',
            detail: t('jie.contract.non-key-missing.next', {
              field,
              fields: fields.join(', '),
            }),
          },
        ),
      );
    }
  }

  const parsed = row.outputContract.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const top = issue.path[0];
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          findings.push(
            raise(
              'jie.contract.extra-field',
              key,
              t('jie.contract.extra-field', { field: key, title: row.title }),
              {
                kind: 'fix-input',
                detail: t('jie.contract.extra-field.next', {
                  fields: fields.join(', '),
                }),
              },
            ),
          );
        }
      } else if (!(typeof top === 'string' && missing.includes(top))) {
        const where = issuePath(issue.path);
        findings.push(
          raise(
            'jie.contract.format',
            where,
            t('jie.contract.format', { where, issue: issue.message }),
            {
              kind: 'fix-input',
              detail: t('jie.contract.format.next', { where }),
            },
          ),
        );
      }
    }
  }

  for (const leaf of stringLeaves(body, '', [])) {
    const marker = placeholderIn(leaf.value);
    if (marker) {
      findings.push(
        raise(
          'jie.contract.placeholder',
          leaf.path,
          t('jie.contract.placeholder', {
            where: leaf.path,
            marker: JSON.stringify(marker),
          }),
          {
            kind: 'fix-input',
            detail: t('jie.contract.placeholder.next', { where: leaf.path }),
          },
        ),
      );
    } else if (
      /(^|\.)location$/.test(leaf.path) &&
      !LOCATION_PATTERN.test(leaf.value.trim())
    ) {
      findings.push(
        raise(
          'jie.contract.format',
          leaf.path,
          t('jie.contract.location', {
            where: leaf.path,
            value: JSON.stringify(leaf.value),
          }),
          {
            kind: 'fix-input',
            detail: t('jie.contract.location.next', { where: leaf.path }),
          },
        ),
      );
    }
  }

  for (const group of row.substantive) {
    const present = group.filter((field) => body[field] !== undefined);
    if (present.length === 0) continue; // already reported as missing
    if (present.every((field) => isEmptyContent(body[field]))) {
      const names = group.map((f) => `\`${f}\``).join(t('jie.contract.or'));
      findings.push(
        raise(
          'jie.contract.placeholder',
          group.join('|'),
          t('jie.contract.empty-group', { names }),
          {
            kind: 'fix-input',
            detail: t('jie.contract.empty-group.next', { names }),
          },
        ),
      );
    }
  }
  return findings;
}
