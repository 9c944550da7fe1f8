// SandboxConfig — the `sandbox` section of wukong.config.json: whether Bash
// runs inside Wukong's kernel sandbox (`mode`), which hosts its network may
// reach (`network.allow`), which commands run outside it (`exclude`), and
// whether Claude Code's own sandbox carries the profile instead (`native`)
// Pos: policies/vocabulary, configuration words; the profile is built by
// src/sandbox, applied by the PreToolUse hook and sandboxedSpawn
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

/** `host`, `*.domain` or either with `:port`; an IP literal in brackets. */
const HostPattern = z
  .string()
  .check(
    z.regex(
      /^(?:\*\.)?(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]+(?::\d{1,5})?$|^\[[0-9a-fA-F:.]+\](?::\d{1,5})?$/,
      'a host name (`registry.npmjs.org`), a wildcard domain (`*.github.com`) or either with `:port`',
    ),
  );

export const SandboxConfig = lazySchema(() =>
  z.strictObject({
    /**
     * `auto`: wrap every Bash command the gate lets through when a sandbox can
     * run, else gate only (told once, recorded); `required`: deny Bash when no
     * sandbox can run; `off`: gate only.
     */
    mode: z._default(z.enum(['auto', 'required', 'off']), 'auto'),
    /**
     * Claude Code's own sandbox carries the profile (`wukong init
     * --native-sandbox` writes its settings); Wukong then never wraps.
     */
    native: z._default(z.boolean(), false),
    network: z.prefault(
      z.strictObject({
        /** Hosts the sandbox may reach through Wukong's proxy; empty: none. */
        allow: z._default(z.array(HostPattern), []),
      }),
      {},
    ),
    /**
     * Command patterns that run unsandboxed (gate only): a command whose first
     * words match (`docker *`, `gcloud`), recorded in the ledger each time.
     */
    exclude: z._default(
      z.array(z.string().check(z.trim(), z.minLength(1))),
      [],
    ),
  }),
);
export type SandboxConfig = z.infer<typeof SandboxConfig>;
