// say / sayDetail / fragment (a finding's text and its next action's detail
// built from the catalog, the English kept as `message` / `detail`), saidText
// (a Said worded in a language) and findingText / nextDetail, what the edge
// shows a user
// Pos: policies/vocabulary/messages; pure. A finding without `said` (older
// ledgers, policies not moved yet) shows its English message as it is
import { message, messageText, type MessageId } from './message.js';
import type { Lang } from './language.js';
import type { Said, SaidParam } from './said.js';

export type SayParams = Readonly<Record<string, SaidParam>>;

/** A nested piece of text (a place's description …) for another message. */
export function fragment(id: MessageId, params: SayParams = {}): Said {
  return Object.keys(params).length ? { id, params } : { id };
}

/** The Said worded in `lang`, nested Saids first; a missing `{param}` throws. */
export function saidText(said: Said, lang: Lang): string {
  if (messageText(said.id, lang) === undefined)
    throw new Error(`no message ${said.id} in the catalog`);
  const flat: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(said.params ?? {}))
    flat[name] = typeof value === 'object' ? saidText(value, lang) : value;
  return message(said.id as MessageId, lang, flat);
}

/**
 * `{ message, said }` to spread into a Finding: `message` stays the English
 * text (the ledger, tests and replays read it), `said` lets the edge word it
 * in the user's language.
 */
export function say(
  id: MessageId,
  params: SayParams = {},
): { message: string; said: Said } {
  const said = fragment(id, params);
  return { message: saidText(said, 'en'), said };
}

/** `{ detail, said }` to spread into a NextAction, as say() for a finding. */
export function sayDetail(
  id: MessageId,
  params: SayParams = {},
): { detail: string; said: Said } {
  const said = fragment(id, params);
  return { detail: saidText(said, 'en'), said };
}

function worded(said: Said | undefined, english: string, lang: Lang): string {
  if (said === undefined || lang === 'en') return english;
  try {
    return saidText(said, lang);
  } catch {
    // An id this build no longer has (a finding replayed from an older
    // ledger): the English it was recorded with still says it.
    return english;
  }
}

/** A finding's text in the user's language; its English message without `said`. */
export const findingText = (
  f: { message: string; said?: Said | undefined },
  lang: Lang,
): string => worded(f.said, f.message, lang);

/** A next action's detail in the user's language; its English without `said`. */
export const nextDetail = (
  a: { detail: string; said?: Said | undefined },
  lang: Lang,
): string => worded(a.said, a.detail, lang);
