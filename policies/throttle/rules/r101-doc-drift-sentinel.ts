// r101DocDriftSentinel and DOC_DRIFT_MIN_PROMPT_CHARS — seed 003 §7.2's
// R101_DOC_DRIFT_SENTINEL
// Pos: policies/throttle/rules, an info hint that the named module lacks its
// Input/Output/Pos header or folder README; opt-in, errs towards silence
import { docDeficits, docTemplates } from '../signals/doc-targets.js';
import { actionsFor, defineThrottleRule, listed } from './rule.js';
import {
  message,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';
import type { RuleAction } from '../../vocabulary/throttle.js';

/**
 * §7.2 "promptLen >= 某阈值": a request this long (about 3 lines) is a real piece
 * of work.
 */
export const DOC_DRIFT_MIN_PROMPT_CHARS = 200;

/**
 * Conditions (AND, §7.2): exec or refactor intent; context large or prompt at
 * least 200 characters; and a file the prompt names, read on disk by the
 * runtime, is a source file that exists and lacks every positioning marker in
 * its first 15 lines, or whose folder's README.md is missing or blank in its
 * first 3 lines. No facts, no hit (宁漏报). Confidence: base 0.55; +0.15 for a
 * missing header; +0.15 for a missing README description; +0.05 for a large
 * context;
 * -0.20 per negation. One gap is 0.70 (strictness low stays silent), both are
 * 0.85.
 */
export const r101DocDriftSentinel = defineThrottleRule({
  id: 'R101_DOC_DRIFT_SENTINEL',
  severity: 'info',
  enabledByDefault: false,
  description:
    '实现/重构前，目标模块缺少 Input/Output/Pos 或目录极简说明（§7.2，可选）',
  assess({ features: f, facts, lang }) {
    const t = (id: MessageId, params?: MessageParams) =>
      message(id, lang, params);
    if (!f.hasExecIntent && !f.hasRefactorIntent) return null;
    if (!f.contextLarge && f.promptLen < DOC_DRIFT_MIN_PROMPT_CHARS)
      return null;
    const deficits = docDeficits(facts.docTargets ?? []);
    const first = deficits[0];
    if (!first) return null;
    const header = deficits.some((d) => d.headerMissing);
    const readme = deficits.some((d) => d.readmeMissing);
    const confidencePct =
      55 +
      (header ? 15 : 0) +
      (readme ? 15 : 0) +
      (f.contextLarge ? 5 : 0) -
      20 * f.negationMatches.length;
    const reasons = [
      t('throttle.reason.intent', {
        words: listed([...f.execKeywordMatches, ...f.refactorMatches], lang),
      }),
    ];
    for (const d of deficits.slice(0, 3)) {
      if (d.headerMissing)
        reasons.push(t('throttle.reason.header-missing', { path: d.path }));
      if (d.readmeMissing)
        reasons.push(
          t(
            d.readmeAbsent
              ? 'throttle.reason.readme-absent'
              : 'throttle.reason.readme-empty',
            { path: d.readmePath },
          ),
        );
    }
    const suggestions: RuleAction[] = [];
    if (first.headerMissing)
      suggestions.push({
        id: 'open_file',
        label: t('throttle.action.open', { path: first.path }),
        kind: 'open_file',
        payload: { path: first.path },
      });
    if (!first.readmeAbsent && first.readmeMissing) {
      suggestions.push({
        id: 'open_folder_readme',
        label: t('throttle.action.open', { path: first.readmePath }),
        kind: 'open_folder_readme',
        payload: { path: first.readmePath },
      });
    }
    suggestions.push({
      id: 'generate_templates',
      label: t('throttle.r101.action.templates'),
      kind: 'generate_templates',
      payload: { templates: deficits.slice(0, 3).flatMap(docTemplates) },
    });
    return {
      confidencePct,
      reasons,
      actions: actionsFor('R101_DOC_DRIFT_SENTINEL', suggestions, lang),
      message: {
        title: t('throttle.r101.title'),
        body: t('throttle.r101.body'),
      },
    };
  },
});
