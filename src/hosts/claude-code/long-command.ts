// keptText — what the ledger and the loop keep of a command (or path): all of
// it up to the parse limit; past it, which the gate did not read either, its
// first 4 KiB with its length and sha256, so a 1 MB command costs each hook
// kilobytes, not megabytes
// Pos: src/hosts/claude-code, used where a hook records a tool's subject; the
// gate itself always judges the whole command
import { createHash } from 'node:crypto';
import { MAX_SOURCE_LENGTH } from '../../../policies/security/commands/extract.js';

const KEPT = 4096;

export function keptText(text: string): string {
  if (text.length <= MAX_SOURCE_LENGTH) return text;
  const sha = createHash('sha256').update(text).digest('hex');
  return `${text.slice(0, KEPT)}… [wukong: ${text.length - KEPT} more characters not kept; ${text.length} in all, sha256 ${sha}]`;
}
