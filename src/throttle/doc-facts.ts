// readNamedFiles — for the files a prompt names: the Doc Drift facts (first 15
// lines, the folder README's first 3) and the context signals they imply (how
// many exist, their bytes: seed 003 §1 referencedFilesCount / Bytes)
// Pos: src/throttle, the effect behind R101 and contextLarge: reads only inside
// the workspace, only heads, never writes
import { statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { DocTargetFacts } from '../../policies/throttle/signals/doc-targets.js';
import {
  FILE_HEAD_LINES,
  README_HEAD_LINES,
} from '../../policies/throttle/signals/doc-targets.js';
import { readRegularHead } from '../platform/store/regular-file.js';

const HEAD_BYTES = 16 * 1024;

/**
 * The first `lines` lines of a regular file (reading at most 16 KB), or null
 * when it is not one or cannot be read (a FIFO swapped in after the stat is
 * refused, not waited on).
 */
function headLines(path: string, lines: number): string[] | null {
  try {
    return readRegularHead(path, HEAD_BYTES).split(/\r?\n/).slice(0, lines);
  } catch {
    return null;
  }
}

const fileSize = (path: string): number | null => {
  try {
    const s = statSync(path);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
};

export interface NamedFiles {
  docTargets: DocTargetFacts[];
  referencedFilesCount: number;
  referencedFilesBytes: number;
}

/**
 * Paths outside the workspace are ignored: the throttle looks at the project it
 * advises on, nothing else.
 */
export function readNamedFiles(
  workspace: string,
  paths: readonly string[],
): NamedFiles {
  const root = resolve(workspace);
  const docTargets: DocTargetFacts[] = [];
  let referencedFilesCount = 0;
  let referencedFilesBytes = 0;
  for (const named of paths) {
    const absolute = resolve(root, named);
    const rel = relative(root, absolute);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) continue;
    const size = fileSize(absolute);
    if (size === null) continue;
    referencedFilesCount += 1;
    referencedFilesBytes += size;
    const readme = join(dirname(absolute), 'README.md');
    docTargets.push({
      path: rel.split(sep).join('/'),
      fileHead: headLines(absolute, FILE_HEAD_LINES),
      readmePath: relative(root, readme).split(sep).join('/'),
      readmeHead: headLines(readme, README_HEAD_LINES),
    });
  }
  return { docTargets, referencedFilesCount, referencedFilesBytes };
}
