// strayRequest(text) and hiddenPayloads(text) — the structural signs of an
// injection in a document: a lone line that asks the reader (an assistant) for
// something the document is not about, and text smuggled in base64, binary or
// hex that decodes to readable words
// Pos: policies/security/untrusted, the structure half of the detector (the
// phrase families are injection-signals.ts); pure, bounded by the caller
/** Verbs that open a request to an assistant. */
const ASK =
  /^(?:please\s+|kindly\s+)?(?:write|show me|provide|recommend|help me|summari[sz]e|analy[sz]e|determine|describe|suggest|explain|list|create|generate|give me|tell me|translate|compose|draft|calculate|compare|outline|predict|identify|classify|evaluate|discuss|design|develop|find|share|convert|render|express|encrypt|encode|decode|respond|reply|answer)\b/i;
/**
 * Verbs that ask to put something into the assistant's own output: a request
 * only when that output is named.
 */
const EMBED =
  /^(?:please\s+|kindly\s+)?(?:include|insert|integrate|incorporate|enhance|append|embed|add|mention|promote|advertise|ensure|make sure|remember to|don't forget|do not forget|employ|leverage|merge|introduce|consider|supplement|weave|modify|rewrite|reverse|invert|spell|start|begin|end|conclude|sign|use)\b[^\n]*\byour\s+(?:response|answer|reply|output|message|explanation|elucidation|program|algorithm|implementation|solution)\b/i;
/** A question to the reader; one that speaks of "I" or "we" is the author's. */
const QUESTION =
  /^(?:what|how|who|which|when|where|why|can you|could you|would you|will you|is there|are there)\b[^\n]*\?\s*$/i;
const FIRST_PERSON = /\b(?:I|my|me|we|our|us)\b/i;
/** Table rows, headings, quotes, list items, numbered lines, code. */
const STRUCTURED = /^[|#>*\-\d`]/;

export interface StrayLine {
  /** 1-based line number. */
  line: number;
  text: string;
}

/**
 * A line of prose, outside code fences, that is one sentence (quotes aside)
 * asking for something — inside a document of at least two lines and 200
 * characters. A request alone is a prompt, not an injection; the same request
 * dropped into an email, a table or an answer is one.
 */
export function strayRequest(text: string): StrayLine | null {
  if (text.length < 200) return null;
  const lines = text.split('\n');
  if (lines.filter((l) => l.trim()).length < 2) return null;
  let fence = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    if (/^\s*```/.test(raw)) {
      fence = !fence;
      continue;
    }
    const l = raw.trim();
    if (fence || !l || STRUCTURED.test(l)) continue;
    if (l.length < 20 || l.length > 240) continue;
    const bare = l.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, 'Q');
    if (!/[.?:!]\s*$/.test(bare.replace(/Q$/, '.'))) continue;
    if ((bare.match(/[.?!](?:\s|$)/g) ?? []).length > 1) continue;
    if (
      ASK.test(l) ||
      EMBED.test(l) ||
      (QUESTION.test(l) && !FIRST_PERSON.test(l))
    )
      return { line: i + 1, text: l };
  }
  return null;
}

const PRINTABLE = /^[\x20-\x7e\s]+$/;

/** Base64 to text (Latin-1 is enough to see words); '' when it is not. */
function fromBase64(run: string): string {
  const body = run.replace(/=+$/, '');
  try {
    return atob(body.slice(0, body.length - (body.length % 4)));
  } catch {
    return '';
  }
}

/**
 * Runs of base64, 8-bit binary groups or hex byte pairs that decode to
 * printable text, each with the line it starts on.
 */
export function hiddenPayloads(
  text: string,
): Array<{ line: number; decoded: string }> {
  const out: Array<{ line: number; decoded: string }> = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const add = (index: number, decoded: string) => {
    if (
      decoded.length >= 12 &&
      PRINTABLE.test(decoded) &&
      /[a-z]{3}/i.test(decoded)
    )
      out.push({ line: lineOf(index), decoded });
  };
  for (const m of text.matchAll(/[A-Za-z0-9+/]{24,}={0,2}/g))
    add(m.index, fromBase64(m[0]));
  for (const m of text.matchAll(/(?:\b[01]{8}\b\s*){6,}/g))
    add(
      m.index,
      m[0]
        .trim()
        .split(/\s+/)
        .map((b) => String.fromCharCode(parseInt(b, 2)))
        .join(''),
    );
  for (const m of text.matchAll(
    /(?:\b[0-9a-fA-F]{2}\b\s+){6,}\b[0-9a-fA-F]{2}\b/g,
  ))
    add(
      m.index,
      m[0]
        .trim()
        .split(/\s+/)
        .map((b) => String.fromCharCode(parseInt(b, 16)))
        .join(''),
    );
  return out.slice(0, 8);
}
