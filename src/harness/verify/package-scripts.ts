// readPackageScripts(workspace) — package.json `scripts` (null when there is no
// package.json; a broken one is an error naming the file)
// Pos: src/harness/verify, the disk look-up VerifyPlan needs as a fact; which
// scripts may verify is policies/harness/verify's
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { join } from 'node:path';
import { UsageError } from '../../platform/errors/usage-error.js';
import { readTextIfExists } from '../../platform/store/atomic-file.js';

export function readPackageScripts(
  workspace: string,
): Record<string, string> | null {
  const path = join(workspace, 'package.json');
  const text = readTextIfExists(path);
  if (text === undefined) return null;
  let pkg: unknown;
  try {
    pkg = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      fragment('error.not-json-paren', {
        file: path,
        error: (error as Error).message,
      }),
    );
  }
  const scripts = (pkg as { scripts?: unknown } | null)?.scripts;
  if (scripts === undefined) return {};
  if (!scripts || typeof scripts !== 'object' || Array.isArray(scripts))
    throw new UsageError(fragment('error.package.scripts', { file: path }));
  return Object.fromEntries(
    Object.entries(scripts as Record<string, unknown>).filter(
      ([, v]) => typeof v === 'string',
    ),
  ) as Record<string, string>;
}
