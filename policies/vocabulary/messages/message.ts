// MESSAGES (every catalog id in en and zh), MessageId, message(id, lang,
// params), messageText and placeholdersOf
// Pos: policies/vocabulary/messages, the one lookup for user-facing text;
// pure. A missing parameter throws: a message is never shown with a hole
import { deferredEn, deferredZh } from './deferred-messages.js';
import { commandEn, commandZh } from './command-messages.js';
import { gateEn, gateZh } from './gate-messages.js';
import { harnessEn, harnessZh } from './harness-messages.js';
import { cliEn, cliZh } from './cli-messages.js';
import { cliCommandEn, cliCommandZh } from './cli-command-messages.js';
import { cliOutputEn, cliOutputZh } from './cli-output-messages.js';
import { contextEn, contextZh } from './context-messages.js';
import { hookEn, hookZh } from './hook-messages.js';
import type { Lang } from './language.js';
import { bodyEn, bodyZh } from './body-messages.js';
import { pipelineEn, pipelineZh } from './pipeline-messages.js';
import { programEn, programZh } from './program-messages.js';
import { detailEn, detailZh } from './detail-messages.js';
import { strengthEn, strengthZh } from './strength-messages.js';
import { storeEn, storeZh } from './store-messages.js';
import { loadErrorEn, loadErrorZh } from './load-error-messages.js';
import { reasonEn, reasonZh } from './reason-messages.js';
import { reportEn, reportZh } from './report-messages.js';
import { securityEn, securityZh } from './security-messages.js';
import { throttleEn, throttleZh } from './throttle-messages.js';
import { verifyEn, verifyZh } from './verify-messages.js';
import { stopEn, stopZh } from './stop-messages.js';
import { auditEn, auditZh } from './audit-messages.js';
import { statusEn, statusZh } from './status-messages.js';

/**
 * Each area's catalog, in the order a later one wins over an earlier one (none
 * repeats an id: test/hosts/messages.test.ts). Kept apart rather than merged
 * when the module loads: merging ~2,000 ids per language cost every cold hook
 * ~2 ms for the one or two texts it words; message() looks an id up in the
 * parts, MESSAGES merges on first read.
 */
const PARTS = {
  en: [
    hookEn,
    throttleEn,
    reportEn,
    securityEn,
    gateEn,
    harnessEn,
    contextEn,
    cliEn,
    pipelineEn,
    bodyEn,
    deferredEn,
    commandEn,
    cliCommandEn,
    cliOutputEn,
    reasonEn,
    programEn,
    detailEn,
    strengthEn,
    verifyEn,
    stopEn,
    auditEn,
    statusEn,
    storeEn,
    loadErrorEn,
  ],
  zh: [
    hookZh,
    throttleZh,
    reportZh,
    securityZh,
    gateZh,
    harnessZh,
    contextZh,
    cliZh,
    pipelineZh,
    bodyZh,
    deferredZh,
    commandZh,
    cliCommandZh,
    cliOutputZh,
    reasonZh,
    programZh,
    detailZh,
    strengthZh,
    verifyZh,
    stopZh,
    auditZh,
    statusZh,
    storeZh,
    loadErrorZh,
  ],
} as const;
type En = typeof hookEn &
  typeof throttleEn &
  typeof reportEn &
  typeof securityEn &
  typeof gateEn &
  typeof harnessEn &
  typeof contextEn &
  typeof cliEn &
  typeof pipelineEn &
  typeof bodyEn &
  typeof deferredEn &
  typeof commandEn &
  typeof cliCommandEn &
  typeof cliOutputEn &
  typeof reasonEn &
  typeof programEn &
  typeof detailEn &
  typeof strengthEn &
  typeof verifyEn &
  typeof stopEn &
  typeof auditEn &
  typeof statusEn &
  typeof storeEn &
  typeof loadErrorEn;
export type MessageId = keyof En;
type Catalog = Readonly<Record<MessageId, string>>;

const merged: Partial<Record<Lang, Catalog>> = {};
const mergedOf = (lang: Lang): Catalog =>
  (merged[lang] ??= Object.assign({}, ...PARTS[lang]) as Catalog);

/** Every id in every language, merged on first read. */
export const MESSAGES: Readonly<Record<Lang, Catalog>> = {
  get en() {
    return mergedOf('en');
  },
  get zh() {
    return mergedOf('zh');
  },
};

/** The text of an id in a language, undefined when the catalog has none. */
export function messageText(id: string, lang: Lang): string | undefined {
  const parts: ReadonlyArray<Readonly<Record<string, string>>> = PARTS[lang];
  for (let i = parts.length - 1; i >= 0; i--)
    if (Object.hasOwn(parts[i]!, id)) return parts[i]![id];
  return undefined;
}

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The `{name}`s a message text expects, sorted. */
export function placeholdersOf(text: string): string[] {
  return [
    ...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '')),
  ].sort();
}

export type MessageParams = Readonly<Record<string, string | number>>;

/** The message in the language, its `{name}`s filled from params. */
export function message(
  id: MessageId,
  lang: Lang,
  params: MessageParams = {},
): string {
  const text = messageText(id, lang);
  if (text === undefined) throw new Error(`no message ${id} in the catalog`);
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined)
      throw new Error(
        `message ${id} (${lang}) needs the parameter {${name}}; given: ${Object.keys(params).join(', ') || 'none'}`,
      );
    return String(value);
  });
}

export type Translate = (id: MessageId, params?: MessageParams) => string;

/** message() bound to one language, for a function that words many texts. */
export const translator =
  (lang: Lang): Translate =>
  (id, params) =>
    message(id, lang, params);
