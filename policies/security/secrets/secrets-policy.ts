// secretsPolicy — gate policy `secrets`: post-tool (secret in a tool's output →
// warning) and pre-write (secret in content to write → soft-deny, ask)
// Pos: policies/security/secrets, the scanner at the GateRunner's checkpoints;
// messages carry only masked secrets; the default gate registry lists it
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { GateContext } from '../../gate/gate-context.js';
import type { Finding } from '../../vocabulary/finding.js';
import { scanSecrets } from './scan-secrets.js';
import type { SecretFinding } from './scan-secrets.js';

const POLICY = 'secrets';

const where = (f: SecretFinding) => `line ${f.line}, column ${f.column}`;
/**
 * With a path, gitleaks' path rules and allowlists apply; without one, every
 * rule runs (as in redact()).
 */
const scan = (text: string, path: string | undefined) =>
  scanSecrets(text, path ? { path } : { anyPath: true });

function afterTool(context: GateContext): Finding[] {
  if (!context.output) return [];
  const source = context.toolName ?? 'the tool';
  return scan(context.output, context.path).map((f) =>
    gateFinding(
      POLICY,
      context.path ?? source,
      'warning',
      `${source}'s output shows a ${f.rule} secret at ${where(f)} (${f.match}); it is masked in every log`,
      {
        kind: 'ask-user',
        detail:
          'tell the user a secret was exposed in the tool output, never repeat it, and suggest rotating it if it is real',
      },
    ),
  );
}

function beforeWrite(context: GateContext): Finding[] {
  if (!context.content) return [];
  const target = context.path ?? 'the file';
  return scan(context.content, context.path).map((f) =>
    gateFinding(
      POLICY,
      context.path ?? 'content',
      'soft-deny',
      `the content about to be written to ${target} holds a ${f.rule} secret at ${where(f)} (${f.match})`,
      {
        kind: 'ask-user',
        detail: `write a reference (an environment variable or a secret store) instead of the literal secret, or ask the user to authorize policy ${POLICY} for ${target}`,
      },
    ),
  );
}

export const secretsPolicy = definePolicy({
  id: POLICY,
  description:
    "secrets in gitleaks' formats or seed 000's markers: surfaced after a tool, asked about before a write",
  checkpoints: ['post-tool', 'pre-write'],
  evaluate: (context) =>
    context.checkpoint === 'post-tool'
      ? afterTool(context)
      : beforeWrite(context),
});
