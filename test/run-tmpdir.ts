// A vitest global setup: the whole run's temporary folders live in one folder
// of its own (TMPDIR for the workers and every process a test starts), removed
// when the run ends, so a run leaves nothing in /tmp (thousands of folders a
// run used to leave there made every later listing of /tmp slower)
// Pos: test, named in vitest.config.ts globalSetup; a test that needs a
// particular folder still makes its own
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'wukong-test-run-'));
  process.env['TMPDIR'] = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
