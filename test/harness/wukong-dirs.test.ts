// Tests of wukongDirs: the folders the self-protection policy is handed, the
// running package's folder among them
// Pos: test/harness, the real lookup on the real disk (this checkout is the
// running package when the tests run from src/)
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wukongDirs } from '../../src/harness/gate/wukong-dirs.js';

const repoRoot = realpathSync(join(import.meta.dirname, '..', '..'));

describe('wukongDirs', () => {
  it("names the running package's folder, symlinks resolved", () => {
    const home = mkdtempSync(join(tmpdir(), 'wukong-dirs-'));
    const dirs = wukongDirs({ HOME: home });
    expect(dirs.installDir).toBe(repoRoot);
    expect(dirs.stateDir).toBe(
      join(realpathSync(home), '.local', 'state', 'wukong'),
    );
  });
});
