// cwdOption(base, given) — the directory a `--cwd DIR` option names, resolved
// against the process's cwd, or null when it is not a directory
// Pos: src/hosts/cli, the one reading of `--cwd` shared by commands that take
// it (check, verify-plan); the caller words the usage error
import { statSync } from 'node:fs';
import { resolve } from 'node:path';

export function cwdOption(
  base: string,
  given: string | undefined,
): string | null {
  const dir = resolve(base, given ?? '.');
  try {
    return statSync(dir).isDirectory() ? dir : null;
  } catch {
    return null;
  }
}
