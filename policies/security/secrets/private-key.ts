// findPrivateKeyBlocks(text) (PEM/OpenSSH/PGP/PuTTY keys: kind, line, full
// extent) and privateKeyRule over it (seed 000 隐私保护: -----BEGIN PRIVATE
// KEY-----)
// Pos: policies/security, one seed marker; the secret scanner masks the same
// extents, so a key is never quoted back
import { say } from '../../vocabulary/messages/index.js';
import { fixSaid } from '../../gate/security-rule.js';
import { defineSecurityRule } from '../../gate/security-rule.js';
import type { SecurityHit } from '../../gate/security-rule.js';

const BLOCK = /-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY(?: BLOCK)?-----/g;
const PUTTY = /PuTTY-User-Key-File-\d+:/g;
const PEM_END = /-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/g;
const PUTTY_END = /Private-MAC: *[0-9a-fA-F]*/g;
/**
 * A body without its END line: base64, PEM headers (`Proc-Type: 4,ENCRYPTED`),
 * whitespace and `\n` escapes (keys inside JSON).
 */
const BODY = /(?:[A-Za-z0-9+/=:,.-]|\\[nr]|\s)*/y;
/** How far the END line may be; a 16384-bit RSA key in PEM is about 12 KB. */
const SEARCH = 16_384;

export interface PrivateKeyBlock {
  kind: string;
  /**
   * The header's offset and the end of the block (after its END line, or after
   * the body when the END line is missing).
   */
  start: number;
  end: number;
  /** 1-based line of the header. */
  line: number;
}

/** Where a block ends: after its END line when that comes before the next header and within SEARCH, else after the
 *  body. Both searches look only inside that window, so many headers without
 *  END lines stay linear. */
function endOf(
  text: string,
  from: number,
  endMarker: RegExp,
  nextHeader: number,
): number {
  const window = text.slice(
    from,
    Math.min(text.length, from + SEARCH, nextHeader),
  );
  endMarker.lastIndex = 0;
  const end = endMarker.exec(window);
  if (end) return from + end.index + end[0].length;
  BODY.lastIndex = 0;
  BODY.exec(window);
  return from + BODY.lastIndex;
}

export function findPrivateKeyBlocks(text: string): PrivateKeyBlock[] {
  if (!text.includes('-----BEGIN') && !text.includes('PuTTY-User-Key-File-'))
    return [];
  const headers = [
    ...[...text.matchAll(BLOCK)].map((m) => ({
      m,
      kind: `${m[1] ?? ''}PRIVATE KEY`.trim(),
      end: PEM_END,
    })),
    ...[...text.matchAll(PUTTY)].map((m) => ({
      m,
      kind: 'PuTTY private key',
      end: PUTTY_END,
    })),
  ].sort((a, b) => (a.m.index ?? 0) - (b.m.index ?? 0));
  const blocks: PrivateKeyBlock[] = [];
  let line = 1;
  let counted = 0;
  headers.forEach(({ m, kind, end }, i) => {
    const start = m.index ?? 0;
    for (
      let p = text.indexOf('\n', counted);
      p !== -1 && p < start;
      p = text.indexOf('\n', p + 1)
    )
      line++;
    counted = start;
    const next = headers[i + 1]?.m.index ?? text.length;
    blocks.push({
      kind,
      start,
      end: endOf(text, start + m[0].length, end, next),
      line,
    });
  });
  return blocks;
}

export const privateKeyRule = defineSecurityRule({
  id: 'private-key',
  description: 'a private key block in the text',
  check({ text }) {
    return findPrivateKeyBlocks(text).map(({ kind, line }): SecurityHit => ({
      code: 'jie.security.private-key',
      subject: `line${line}`,
      ...say('secrets.private-key', { kind, line }),
      ...fixSaid('secrets.private-key.next'),
    }));
  },
});
