// Gives every test file its own temporary per-user state folder ($XDG_STATE_HOME), so no test reads or writes the real ~/.local/state/wukong (ledger key, heads, daemon files)
// Pos: test/, a vitest setupFiles entry run before each test file; subprocesses inherit it; a test that needs another folder sets XDG_STATE_HOME itself
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env['XDG_STATE_HOME'] = mkdtempSync(join(tmpdir(), 'wukong-state-home-'));
