// buildEnvelope — a seed 003 §1 PromptEnvelope for a prompt about to be sent
// (context signals from the files it names, language, token estimate) and the
// facts R101 needs; modeFromPermission (Claude Code's permission_mode →
// EditorMode)
// Pos: src/throttle, the 发送前快照 (§1) made from what a CLI call or a hook knows;
// it reads file heads and sizes, nothing else
import { textLanguage } from '../../policies/vocabulary/messages/index.js';
import { randomUUID } from 'node:crypto';
import { extractTargetPaths } from '../../policies/throttle/signals/doc-targets.js';
import type { EvaluationFacts } from '../../policies/throttle/rules/rule.js';
import type {
  EditorMode,
  ModelTier,
  PromptEnvelope,
} from '../../policies/vocabulary/throttle.js';
import { readNamedFiles } from './doc-facts.js';

/**
 * Claude Code's `permission_mode`: plan is Plan; every other mode lets the
 * agent act (Agent); none is unknown.
 */
export function modeFromPermission(
  permissionMode: string | undefined,
): EditorMode {
  if (permissionMode === undefined || permissionMode === '') return 'unknown';
  return permissionMode === 'plan' ? 'plan' : 'agent';
}

// Built on first use: a Unicode-script pattern costs ~0.4 ms to make, which a
// hook that never counts tokens should not pay at load.
let han: RegExp | undefined;

/** The prompt's language (the catalog's textLanguage). */
export const detectLanguage: (text: string) => PromptEnvelope['language'] =
  textLanguage;

/**
 * §1 "Token 只能做近似": one token per Han character, one per four other characters.
 */
export function approxTokens(text: string): number {
  const count = (text.match((han ??= /\p{Script=Han}/gu)) ?? []).length;
  return count + Math.ceil((text.length - count) / 4);
}

export interface EnvelopeRequest {
  workspace: string;
  prompt: string;
  mode: EditorMode;
  modelId: string;
  tier: ModelTier;
  now: number;
  history?: PromptEnvelope['history'];
}

export function buildEnvelope(request: EnvelopeRequest): {
  envelope: PromptEnvelope;
  facts: EvaluationFacts;
} {
  const named = readNamedFiles(
    request.workspace,
    extractTargetPaths(request.prompt),
  );
  const envelope: PromptEnvelope = {
    id: randomUUID(),
    ts: request.now,
    mode: request.mode,
    model: { id: request.modelId, tier: request.tier },
    promptText: request.prompt,
    language: detectLanguage(request.prompt),
    context: {
      promptChars: [...request.prompt].length,
      promptTokensApprox: approxTokens(request.prompt),
      referencedFilesCount: named.referencedFilesCount,
      referencedFilesBytes: named.referencedFilesBytes,
    },
    ...(request.history ? { history: request.history } : {}),
  };
  return { envelope, facts: { docTargets: named.docTargets } };
}
