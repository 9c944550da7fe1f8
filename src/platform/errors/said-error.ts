// SaidError (an error that carries what it said: a catalog id and its
// parameters, its `message` the English), errorText (an error worded in the
// user's language at the edge) and errorSaid (an error as a parameter of
// another message, so a wrapped error keeps its wording)
// Pos: src/platform/errors, the one way an error raised below the commands
// reaches the user in their language: stores and loaders throw ids, the edge
// (the dispatcher, hooks, doctor) words them; no language is passed down
import {
  fragment,
  saidText,
  type Lang,
  type Said,
  type SaidParam,
} from '../../../policies/vocabulary/messages/index.js';

export class SaidError extends Error {
  /** What it said, worded by the edge; undefined for a plain text. */
  readonly said: Said | undefined;
  constructor(text: string | Said, options?: ErrorOptions) {
    super(typeof text === 'string' ? text : saidText(text, 'en'), options);
    this.name = 'SaidError';
    this.said = typeof text === 'string' ? undefined : text;
  }
}

const saidOf = (error: unknown): Said | undefined => {
  const said = (error as { said?: unknown } | null)?.said;
  return said && typeof said === 'object' && 'id' in said
    ? (said as Said)
    : undefined;
};

const plainText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** An error's text in `lang`: its Said worded, else its message as it is. */
export function errorText(error: unknown, lang: Lang): string {
  const said = saidOf(error);
  if (said === undefined || lang === 'en') return plainText(error);
  try {
    return saidText(said, lang);
  } catch {
    return plainText(error);
  }
}

/** An error as a message parameter: its Said, else its text (data). */
export const errorSaid = (error: unknown): SaidParam =>
  saidOf(error) ?? plainText(error);

/**
 * The stack with its first line's message worded in `lang`, for the internal
 * error the dispatcher prints: the frames stay as node wrote them.
 */
export function errorStack(error: unknown, lang: Lang): string {
  const stack = (error as Error | null)?.stack ?? String(error);
  if (!(error instanceof Error)) return stack;
  const text = errorText(error, lang);
  return text === error.message ? stack : stack.replace(error.message, text);
}

/** Lines as one nested Said (a Said holds no arrays): `a\nb\nc`. */
export const saidLines = (lines: readonly SaidParam[]): SaidParam =>
  lines.length <= 1
    ? (lines[0] ?? '')
    : fragment('error.lines', {
        line: lines[0]!,
        more: saidLines(lines.slice(1)),
      });

/** A message parameter worded in `lang`: text as it is, a Said worded. */
export const saidParamText = (param: SaidParam, lang: Lang): string =>
  typeof param === 'object' ? saidText(param, lang) : String(param);
