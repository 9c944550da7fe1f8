// instructionSignals(text) — lines of instructions for future agent sessions
// that tell them to disable checks, send data out, or act behind the user's
// back; namesWukong when the line also names Wukong or its files
// Pos: policies/security/deferred, the injection detector
// (policies/security/untrusted) plus directives aimed at a project's own
// instruction file, where addressing the assistant is normal and not a signal
import { injectionSignals } from '../untrusted/injection-signals.js';

export type InstructionSignalKind =
  'disable-checks' | 'exfiltrate' | 'ignore-user' | 'override' | 'hidden';

export interface InstructionSignal {
  kind: InstructionSignalKind;
  line: string;
  namesWukong: boolean;
}

const NEGATED =
  /\b(?:never|do not|don't|dont|must not|mustn't|should not|shouldn't|no need to|avoid|not)\s+(?:\w+\s+){0,2}$/i;

const DIRECTIVES: ReadonlyArray<[InstructionSignalKind, RegExp]> = [
  [
    'disable-checks',
    /\b(?:disable|turn off|switch off|skip|bypass|remove|delete|uninstall|kill|circumvent|get around|work around|silence|neuter|comment out)\b[^.\n]{0,40}?\b(?:hooks?|checks?|verification|wukong|sandbox(?:ing)?|guard ?rails?|safety|security|permission(?:s| prompts?)?|approvals?|pre-commit|gate|policy|policies|audit|ledger)\b/i,
  ],
  [
    'disable-checks',
    /--no-verify\b|--dangerously-skip-permissions|\bbypassPermissions\b|\bdisableAllHooks\b|\bcore\.hooksPath\s*=?\s*\/dev\/null|\bHUSKY=0\b|\bSKIP=\S/,
  ],
  [
    'disable-checks',
    /\b(?:delete|remove|rm|edit|overwrite|rename|empty|truncate|chmod|move|mv)\b[^.\n]{0,30}?(?:\.wukong\b|wukong\.config|\.claude\/settings(?:\.local)?\.json|\.git\/hooks)|\bif\b[^.\n]{0,30}?\b(?:wukong|the hook|a hook|the gate|the sandbox|a check)\b[^.\n]{0,20}?\b(?:blocks?|denies|stops|refuses|asks)\b/i,
  ],
  [
    'exfiltrate',
    /\b(?:send|upload|post|exfiltrate|forward|e-?mail|transmit|leak|pipe|curl|beacon|report)\b[^.\n]{0,60}?\b(?:secrets?|tokens?|credentials?|api[ _-]?keys?|passwords?|\.env\b|env(?:ironment)? (?:vars?|variables)|~\/\.ssh|ssh keys?|\.aws|\.npmrc|cookies?|private keys?|printenv)\b[^\n]{0,80}?(?:https?:\/\/|\bto\s+(?:\S+\.[a-z]{2,}|my|our|the)\b|webhook|pastebin|gist|ngrok)/i,
  ],
  [
    'ignore-user',
    /\b(?:ignore|disregard|override|overrule)\b[^.\n]{0,20}?\b(?:the user|the human|the developer|user(?:'s)? (?:instructions?|requests?|wishes))\b/i,
  ],
  [
    'ignore-user',
    /\b(?:without (?:asking|telling|informing|confirming with|notifying)|do not (?:tell|inform|notify|mention (?:this|it) to)|don't (?:tell|inform|notify)|never (?:tell|inform|notify)|hide (?:this|it|these|the \w+) from)\b[^.\n]{0,20}?\b(?:the user|the human|the developer|anyone|them|the owner)\b/i,
  ],
];

const WUKONG = /\bwukong\b|\.wukong\b|悟空/i;

/** Signals in `text` (the lines a write adds), one per line at most. */
export function instructionSignals(text: string): InstructionSignal[] {
  const out: InstructionSignal[] = [];
  const seen = new Set<number>();
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    for (const [kind, re] of DIRECTIVES) {
      const m = re.exec(line);
      if (!m) continue;
      if (NEGATED.test(line.slice(0, m.index))) continue;
      out.push({
        kind,
        line: line.trim().slice(0, 160),
        namesWukong: WUKONG.test(line),
      });
      seen.add(i);
      return;
    }
  });
  for (const s of injectionSignals(text)) {
    if (!['override', 'hidden', 'exfiltration', 'smuggling'].includes(s.kind))
      continue;
    const index = s.line - 1;
    if (seen.has(index)) continue;
    seen.add(index);
    const line = (lines[index] ?? s.excerpt).trim().slice(0, 160);
    out.push({
      kind:
        s.kind === 'exfiltration'
          ? 'exfiltrate'
          : s.kind === 'override'
            ? 'override'
            : 'hidden',
      line,
      namesWukong: WUKONG.test(line),
    });
  }
  return out;
}
