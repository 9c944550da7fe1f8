// A vitest setup file: each test file gets its own user-level state folder
// (XDG_STATE_HOME in a fresh temporary folder), so nothing a test does reaches
// the real ~/.local/state/wukong, and a neutral locale (LANG=C.UTF-8); the
// binaries tests start inherit both
// Pos: test, named in vitest.config.ts setupFiles; tests that need a particular
// folder still pass their own env
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env['XDG_STATE_HOME'] = mkdtempSync(
  join(tmpdir(), 'wukong-xdg-state-'),
);

// …and a neutral locale: Wukong speaks the locale's language when the config
// names none, so a test of the default (English) must not depend on the
// machine's LANG. Tests of the locale set it themselves.
delete process.env['LC_ALL'];
delete process.env['LC_MESSAGES'];
process.env['LANG'] = 'C.UTF-8';
