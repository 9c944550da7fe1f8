// packageRoot() — the folder of Wukong's own package.json, where machines/,
// policies/ and visualizations/ live and whose code the hooks run
// Pos: src/platform/store, how `wukong viz` finds the sources it links to and
// the gate finds the install it protects, from src/ (tests) and dist/ (the
// binary) alike
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageRoot(
  from: string = dirname(fileURLToPath(import.meta.url)),
): string {
  for (let dir = from; ; dir = dirname(dir)) {
    try {
      if (
        (
          JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
            name?: string;
          }
        ).name === 'wukong'
      )
        return dir;
    } catch {
      // no package.json here, or not JSON: keep walking up
    }
    if (dirname(dir) === dir)
      throw new Error(`cannot find Wukong's package.json above ${from}`);
  }
}
