// resumeIntent(prompt) — whether a user's prompt explicitly asks a stopped loop
// to resume, in English or Chinese, and the guidance that follows the phrase
// ("continue: use the v2 API" → "use the v2 API")
// Pos: policies/harness/loop, the phrase set of an explicit resume (docs/
// design.md "Resume phrases"); a prompt that does not start with one never
// resumes a stopped loop. Pure
export interface ResumeIntent {
  /** Text after the phrase, as the user's guidance; absent when bare. */
  guidance?: string;
}

/**
 * The whole prompt is the phrase, or the phrase then a separator and the
 * guidance. "continue to explain X" or "why did you continue?" are not resumes:
 * the phrase must open the prompt and end at punctuation or its end.
 */
const ENGLISH =
  /^(?:ok(?:ay)?[,.!]?\s+|yes[,.!]?\s+)?(?:please\s+)?(?:resume|continue|carry\s+on|keep\s+going|go\s+on)(?:\s+(?:the\s+)?(?:loop|work|task|run))?(?:\s+please)?\s*(?:$|[.!]+\s*$|[.!:;,—–-]+\s*(?<rest>\S[\s\S]*))/i;
const CHINESE =
  /^(?:好的?[，,。]?\s*)?(?:请)?(?:继续|接着(?:做|干|来)?|恢复)(?:循环|执行|工作|任务)?(?:吧|啊)?\s*(?:$|[。！!]+\s*$|[。！!：:；;，,、—-]+\s*(?<rest>\S[\s\S]*))/;

export function resumeIntent(prompt: string): ResumeIntent | null {
  const text = prompt.trim();
  if (!text || text.length > 2000) return null;
  const match = ENGLISH.exec(text) ?? CHINESE.exec(text);
  if (!match) return null;
  const rest = match.groups?.['rest']?.trim();
  return rest ? { guidance: rest } : {};
}
