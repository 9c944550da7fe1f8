// ManualSwitch and manualSwitch — the user's words of seed 002 手动切换 / Commands
// mapped to context-machine events
// Pos: policies/context, phrase matching only; a prompt that is not one of
// these is never an event
export type ManualSwitch =
  | { type: 'DETAIL' }
  | { type: 'BRIEF' }
  | { type: 'ARCHIVE' }
  | { type: 'LOAD'; session?: string }
  | { type: 'PRUNE' };

const PHRASES: Array<[RegExp, (m: RegExpExecArray) => ManualSwitch]> = [
  [/^(?:详细说说|展开)$/, () => ({ type: 'DETAIL' })],
  [/^(?:简要概括|压缩)$/, () => ({ type: 'BRIEF' })],
  [/^(?:存档一下|存档)$/, () => ({ type: 'ARCHIVE' })],
  [/^(?:修剪上下文|修剪)$/, () => ({ type: 'PRUNE' })],
  [/^加载上下文$/, () => ({ type: 'LOAD' })],
  [/^加载\s*(\S.*)$/, (m) => ({ type: 'LOAD', session: m[1]!.trim() })],
  // English: the same five, case-insensitive, an optional "the".
  [
    /^(?:more detail|in more detail|expand(?: the)? context)$/i,
    () => ({
      type: 'DETAIL',
    }),
  ],
  [
    /^(?:summari[sz]e|briefly|compact(?: the)? context)$/i,
    () => ({
      type: 'BRIEF',
    }),
  ],
  [/^archive(?: (?:the )?context)?$/i, () => ({ type: 'ARCHIVE' })],
  [/^prune(?: the)? context$/i, () => ({ type: 'PRUNE' })],
  [/^load(?: the)? context$/i, () => ({ type: 'LOAD' })],
  [
    /^load context\s+(\S.*)$/i,
    (m) => ({
      type: 'LOAD',
      session: m[1]!.trim(),
    }),
  ],
];

/**
 * The whole prompt must be the phrase (trailing punctuation allowed), so a
 * sentence that mentions 存档 is not a command.
 */
export function manualSwitch(prompt: string): ManualSwitch | null {
  const text = prompt.trim().replace(/[。.!！?？\s]+$/, '');
  for (const [re, make] of PHRASES) {
    const m = re.exec(text);
    if (m) return make(m);
  }
  return null;
}
