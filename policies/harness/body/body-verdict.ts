// BodyViolationKind, VIOLATIONS (seed 000 本体越界判定: level and handling per kind),
// BodyViolation, BodyVerdict
// Pos: policies/harness/body, the words of the body's self-check; the
// checkpoint machine produces violations, body-boundary-policy turns them into
// gate findings
import type { AvatarId } from '../../vocabulary/avatar.js';
import type { BodyEnforce } from '../../vocabulary/loop-config.js';
import type { ViolationLevel } from '../../vocabulary/severity.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

export type BodyViolationKind =
  | 'skip-checkpoint'
  | 'incomplete-checkpoint'
  | 'decision-error'
  | 'code-limit'
  | 'parallel'
  | 'build-test'
  | 'exploration';

/**
 * Handling per the seed's table: stop (立即停止，要求重新自检), reject (驳回), warn
 * (警告，后续改进).
 */
export type Handling = 'stop' | 'reject' | 'warn';

/** Level and handling per kind; the kind's name is body.kind.<kind>. */
export const VIOLATIONS: Readonly<
  Record<BodyViolationKind, { level: ViolationLevel; handling: Handling }>
> = {
  'skip-checkpoint': { level: 'CRITICAL', handling: 'stop' },
  'incomplete-checkpoint': { level: 'CRITICAL', handling: 'stop' },
  'decision-error': { level: 'HIGH', handling: 'reject' },
  'code-limit': { level: 'HIGH', handling: 'reject' },
  parallel: { level: 'HIGH', handling: 'warn' },
  'build-test': { level: 'HIGH', handling: 'reject' },
  exploration: { level: 'HIGH', handling: 'reject' },
};

/** The kind's name in the language (seed 000's wording in zh). */
export const kindName = (kind: BodyViolationKind, lang: Lang): string =>
  message(`body.kind.${kind}`, lang);

export interface BodyViolation {
  kind: BodyViolationKind;
  level: ViolationLevel;
  /** The text in English (ledger, library); `text` words it in any language. */
  message: string;
  /** The catalog id and parameters the edge renders in the user's language. */
  text: { id: MessageId; params: MessageParams };
  /**
   * Whom the work belongs to: an avatar, parallel avatars, or a new self-check.
   */
  delegateTo: AvatarId | 'parallel' | 'checkpoint';
  /** Stable within a task, so one violation is reported once. */
  key: string;
}

export interface BodyVerdict {
  enforce: BodyEnforce;
  /** Violations this action raised (new ones only). */
  violations: BodyViolation[];
  /** The language the findings are worded in (default English). */
  lang?: Lang;
}

declare module '../../gate/gate-context.js' {
  interface GateFacts {
    /**
     * The body's self-check on this action (machines/checkpoint.machine.ts),
     * for the main agent only.
     */
    body?: BodyVerdict;
  }
}

export function violation(
  kind: BodyViolationKind,
  text: BodyViolation['text'],
  delegateTo: BodyViolation['delegateTo'],
  key: string = kind,
): BodyViolation {
  return {
    kind,
    level: VIOLATIONS[kind].level,
    message: renderViolation(text, 'en'),
    text,
    delegateTo,
    key,
  };
}

/**
 * A violation's text in the language; a violation stored before `text`
 * existed keeps its English message.
 */
export function violationText(v: BodyViolation, lang: Lang): string {
  return v.text ? renderViolation(v.text, lang) : v.message;
}

/** The CHECKPOINT template fills a `{template}` in the language too. */
function renderViolation(text: BodyViolation['text'], lang: Lang): string {
  return message(text.id, lang, {
    template: message('body.checkpoint.template', lang),
    ...text.params,
  });
}
