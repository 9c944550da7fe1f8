// MESSAGES (every catalog id in en and zh), MessageId, message(id, lang,
// params) and placeholdersOf
// Pos: policies/vocabulary/messages, the one lookup for user-facing text;
// pure. A missing parameter throws: a message is never shown with a hole
import { deferredEn, deferredZh } from './deferred-messages.js';
import { commandEn, commandZh } from './command-messages.js';
import { gateEn, gateZh } from './gate-messages.js';
import { harnessEn, harnessZh } from './harness-messages.js';
import { cliEn, cliZh } from './cli-messages.js';
import { cliCommandEn, cliCommandZh } from './cli-command-messages.js';
import { contextEn, contextZh } from './context-messages.js';
import { hookEn, hookZh } from './hook-messages.js';
import type { Lang } from './language.js';
import { bodyEn, bodyZh } from './body-messages.js';
import { pipelineEn, pipelineZh } from './pipeline-messages.js';
import { programEn, programZh } from './program-messages.js';
import { detailEn, detailZh } from './detail-messages.js';
import { strengthEn, strengthZh } from './strength-messages.js';
import { reasonEn, reasonZh } from './reason-messages.js';
import { reportEn, reportZh } from './report-messages.js';
import { securityEn, securityZh } from './security-messages.js';
import { throttleEn, throttleZh } from './throttle-messages.js';

const en = {
  ...hookEn,
  ...throttleEn,
  ...reportEn,
  ...securityEn,
  ...gateEn,
  ...harnessEn,
  ...contextEn,
  ...cliEn,
  ...pipelineEn,
  ...bodyEn,
  ...deferredEn,
  ...commandEn,
  ...cliCommandEn,
  ...reasonEn,
  ...programEn,
  ...detailEn,
  ...strengthEn,
};
export type MessageId = keyof typeof en;

export const MESSAGES: Readonly<Record<Lang, Record<MessageId, string>>> = {
  en,
  zh: {
    ...hookZh,
    ...throttleZh,
    ...reportZh,
    ...securityZh,
    ...gateZh,
    ...harnessZh,
    ...contextZh,
    ...cliZh,
    ...pipelineZh,
    ...bodyZh,
    ...deferredZh,
    ...commandZh,
    ...cliCommandZh,
    ...reasonZh,
    ...programZh,
    ...detailZh,
    ...strengthZh,
  },
};

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
  const text = MESSAGES[lang][id];
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
