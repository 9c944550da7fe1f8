// Why undo cannot snapshot here, as catalog words beside the English: a folder
// outside git and the inside of a .git folder, each problem's words saying its
// English exactly and a Chinese wording; undoStatus nests it
// Pos: test/harness, the literals of src/harness/undo/git-repo.ts and
// undo-workspace.ts against policies/vocabulary/messages/store-messages.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saidText } from '../../policies/vocabulary/messages/index.js';
import { locateRepo } from '../../src/harness/undo/git-repo.js';
import { undoStatus } from '../../src/harness/undo/undo-workspace.js';
import { git } from '../git.js';

const HAN = /\p{Script=Han}/u;

describe('why there is no working tree', () => {
  it('outside git and inside .git: the words say the English, and Chinese', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'wukong-undo-words-'));
    const repo = mkdtempSync(join(tmpdir(), 'wukong-undo-words-repo-'));
    git(repo, 'init', '-q');
    for (const [cwd, id] of [
      [plain, 'error.undo.no-repository'],
      [join(repo, '.git'), 'error.undo.not-in-tree'],
    ] as const) {
      const located = await locateRepo(cwd);
      if (!('problem' in located)) throw new Error(`${cwd} has a tree`);
      const said = located.said;
      if (typeof said !== 'object') throw new Error('expected catalog words');
      expect(said.id).toBe(id);
      expect(saidText(said, 'en')).toBe(located.problem);
      expect(saidText(said, 'zh')).toMatch(HAN);
    }
    const status = await undoStatus(plain);
    if (status.available) throw new Error('expected unavailable');
    const why = status.whySaid;
    if (typeof why !== 'object') throw new Error('expected catalog words');
    expect(saidText(why, 'en')).toBe(status.why);
    expect(saidText(why, 'zh')).toContain(`${plain} 不在 git 仓库内`);
    expect(saidText(why, 'zh')).toMatch(HAN);
  });
});
