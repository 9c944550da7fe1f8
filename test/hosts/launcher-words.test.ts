// What the hook launcher loads stays free of the message catalog (its warm path
// pays for every module it compiles), and the errors it can raise, written out
// in English where they are raised (WordedError), say what the catalog says
// Pos: test/hosts, the built dist/wukong.cjs and the daemon's socket path and
// secret on real folders; the catalog's shape is messages.test.ts's
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saidText } from '../../policies/vocabulary/messages/index.js';
import {
  loadOrCreateSecret,
  secretPath,
} from '../../src/hosts/daemon/secret.js';
import { daemonPlace } from '../../src/hosts/daemon/socket-path.js';
import { WordedError } from '../../src/platform/errors/worded-error.js';
import { repoRoot } from '../e2e/cli.js';

const HAN = /\p{Script=Han}/u;

const thrown = (f: () => unknown): WordedError => {
  try {
    f();
  } catch (error) {
    return error as WordedError;
  }
  throw new Error('expected an error');
};

describe('the hook launcher', () => {
  it('carries no message catalog and no zod', () => {
    const launcher = readFileSync(join(repoRoot, 'dist/wukong.cjs'), 'latin1');
    expect(launcher).not.toContain('cli.undo.unavailable');
    expect(launcher).not.toContain('ZodError');
  });

  it('builds no Unicode-property pattern as it loads (~0.4 ms each, sixth warm pass)', () => {
    const launcher = readFileSync(join(repoRoot, 'dist/wukong.cjs'), 'latin1');
    expect(launcher).not.toMatch(/\\p\{/);
  });

  it("raises the daemon secret's problems in the catalog's English, with its words", () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-words-'));
    loadOrCreateSecret(dir, randomBytes);
    chmodSync(secretPath(dir), 0o644);
    const error = thrown(() => loadOrCreateSecret(dir, randomBytes));
    expect(error).toBeInstanceOf(WordedError);
    expect(saidText(error.said, 'en')).toBe(error.message);
    expect(error.message).toMatch(/^the daemon secret is unsafe: /);
    expect(saidText(error.said, 'zh')).toMatch(HAN);
  });

  it("words a missing socket folder as the catalog does, or finds /run/user's", () => {
    const long = join(tmpdir(), 'x'.repeat(120));
    const place = daemonPlace('/w', { XDG_STATE_HOME: long, HOME: long });
    if ('problem' in place) {
      expect(saidText(place.said, 'en')).toBe(place.problem);
      expect(saidText(place.said, 'zh')).toMatch(HAN);
    } else expect(place.socket).toMatch(/^\/run\/user\/\d+\/wukong\//);
  });
});
