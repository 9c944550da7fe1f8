// A vitest setup file: each test file gets its own user-level state folder
// (XDG_STATE_HOME in a fresh temporary folder), so nothing a test does reaches
// the real ~/.local/state/wukong; the binaries tests start inherit it
// Pos: test, named in vitest.config.ts setupFiles; tests that need a particular
// folder still pass their own env
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env['XDG_STATE_HOME'] = mkdtempSync(
  join(tmpdir(), 'wukong-xdg-state-'),
);
