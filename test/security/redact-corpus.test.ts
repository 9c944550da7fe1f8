// Measures how often redact() changes a command that holds no secret, over the
// commands corpus (../shared/corpora/commands): masking passwords in arguments
// must not blur the ledger's record of what ran
// Pos: test/security; the corpus is read in place; prints the figure and the
// changed commands, asserts they stay rare (<= 1% of the safe ones)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redact } from '../../policies/security/secrets/redact.js';

const corpus = join(
  import.meta.dirname,
  '../../../shared/corpora/commands/commands.jsonl',
);

describe('redact() on the commands corpus', () => {
  it('changes few commands that hold no secret', () => {
    const rows = readFileSync(corpus, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as { cmd: string; label: 'allow' | 'block' });
    const changed = rows.filter((r) => redact(r.cmd) !== r.cmd);
    const safe = rows.filter((r) => r.label === 'allow');
    const safeChanged = changed.filter((r) => r.label === 'allow');
    console.log(
      `redact() changes ${changed.length} of ${rows.length} corpus commands; ${safeChanged.length} of ${safe.length} safe (allow-labelled) ones:`,
    );
    for (const r of changed)
      console.log(`  [${r.label}] ${r.cmd}\n      → ${redact(r.cmd)}`);
    expect(safe.length).toBeGreaterThan(1000);
    expect(safeChanged.length).toBeLessThanOrEqual(
      Math.floor(safe.length / 100),
    );
  });
});
