// Why undo cannot snapshot here, as catalog words beside the English: a folder
// outside git and the inside of a .git folder, each problem's words saying its
// English exactly and a Chinese wording; undoStatus nests it
// Pos: test/harness, the literals of src/harness/undo/git-repo.ts and
// undo-workspace.ts against policies/vocabulary/messages/status-messages.ts
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
      [plain, 'undo.no-repo'],
      [join(repo, '.git'), 'undo.not-tree'],
    ] as const) {
      const located = await locateRepo(cwd);
      if (!('problem' in located)) throw new Error(`${cwd} has a tree`);
      expect(located.problemSaid.id).toBe(id);
      expect(saidText(located.problemSaid, 'en')).toBe(located.problem);
      expect(saidText(located.problemSaid, 'zh')).toMatch(HAN);
    }
    const status = await undoStatus(plain);
    if (status.available) throw new Error('expected unavailable');
    expect(saidText(status.whySaid, 'en')).toBe(status.why);
    expect(saidText(status.whySaid, 'zh')).toBe(
      `${plain} 不在 git 仓库中：Wukong 在这里无法在删除前做快照，所以删除仍由门禁询问`,
    );
  });
});
