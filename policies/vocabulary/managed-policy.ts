// ManagedPolicy — the organisation's policy file (`/etc/wukong/managed-policy.
// json`): deny and ask rules, raised severities, a required sandbox, a pinned
// `body.enforce`, the telemetry endpoint, and the policies whose
// repository-level allows are ignored; ManagedRule, REPOSITORY_ALLOWS
// Pos: policies/vocabulary, words only; read and merged (repository config can
// only tighten it) by src/platform/config/managed-policy.ts, the rules
// enforced by policies/security/managed
import * as z from 'zod/mini';
import { BodyEnforce } from './loop-config.js';
import { Severity } from './severity.js';
import { lazySchema } from './lazy-schema.js';

/** A regular expression given as text, checked to compile. */
const Pattern = lazySchema(() =>
  z.string().check(
    z.minLength(1),
    z.refine((source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, 'a JavaScript regular expression that compiles, e.g. "^git push"'),
  ),
);

/**
 * One rule: a tool call (by tool name, `*` for any) whose command or path
 * matches is denied (hard-deny) or asked (soft-deny) with the reason given.
 */
export const ManagedRule = lazySchema(() =>
  z.strictObject({
    tool: z._default(z.string().check(z.minLength(1)), '*'),
    command: z.optional(Pattern),
    path: z.optional(Pattern),
    reason: z.string().check(z.minLength(1)),
  }),
);
export type ManagedRule = z.infer<typeof ManagedRule>;

/**
 * The repository settings that allow what a policy would otherwise stop, by
 * the policy they widen: what `forbidRepositoryAllows` may name.
 */
export const REPOSITORY_ALLOWS = {
  'fetch.destination': ['gate.fetch.allowLocal'],
  sandbox: ['sandbox.network.allow', 'sandbox.exclude'],
  'tool-call': ['mcp.tools'],
  'verify-command': ['loop.verify.commands'],
} as const;
export type AllowingPolicy = keyof typeof REPOSITORY_ALLOWS;

export const ManagedPolicy = lazySchema(() =>
  z.strictObject({
    $schema: z.optional(z.string()),
    deny: z._default(z.array(ManagedRule), []),
    ask: z._default(z.array(ManagedRule), []),
    /** Policy id → the least severity its findings get (never lowered). */
    severities: z._default(z.record(z.string(), Severity), {}),
    sandbox: z.optional(z.strictObject({ required: z.boolean() })),
    /** The least `body.enforce` a repository may set (off < warn < enforce). */
    body: z.optional(z.strictObject({ enforce: BodyEnforce })),
    telemetry: z.optional(
      z.strictObject({
        endpoint: z.optional(z.string().check(z.regex(/^https?:\/\/\S+$/))),
        serviceName: z.optional(z.string().check(z.minLength(1))),
      }),
    ),
    forbidRepositoryAllows: z._default(
      z.array(
        z.enum(
          Object.keys(REPOSITORY_ALLOWS) as [
            AllowingPolicy,
            ...AllowingPolicy[],
          ],
        ),
      ),
      [],
    ),
  }),
);
export type ManagedPolicy = z.infer<typeof ManagedPolicy>;
