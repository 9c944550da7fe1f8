// secretsPolicy — gate policy `secrets`: post-tool (secret in a tool's output →
// warning) and pre-write (secret in content to write → soft-deny, ask)
// Pos: policies/security/secrets, the scanner at the GateRunner's checkpoints;
// messages carry only masked secrets; the default gate registry lists it
import { fragment, say, sayDetail } from '../../vocabulary/messages/index.js';
import { definePolicy, gateFinding } from '../../gate/define-policy.js';
import type { GateContext } from '../../gate/gate-context.js';
import type { Finding } from '../../vocabulary/finding.js';
import { scanSecrets } from './scan-secrets.js';
import type { SecretFinding } from './scan-secrets.js';

const POLICY = 'secrets';

const at = (f: SecretFinding) => ({
  rule: f.rule,
  line: f.line,
  column: f.column,
  match: f.match,
});
/**
 * With a path, gitleaks' path rules and allowlists apply; without one, every
 * rule runs (as in redact()).
 */
const scan = (text: string, path: string | undefined) =>
  scanSecrets(text, path ? { path } : { anyPath: true });

function afterTool(context: GateContext): Finding[] {
  if (!context.output) return [];
  const source = context.toolName ?? fragment('secrets.the-tool');
  return scan(context.output, context.path).map((f) =>
    gateFinding(
      POLICY,
      context.path ?? context.toolName ?? 'the tool',
      'warning',
      say('secrets.output', { source, ...at(f) }),
      { kind: 'ask-user', ...sayDetail('secrets.output.next') },
    ),
  );
}

function beforeWrite(context: GateContext): Finding[] {
  if (!context.content) return [];
  const target = context.path ?? fragment('secrets.the-file');
  return scan(context.content, context.path).map((f) =>
    gateFinding(
      POLICY,
      context.path ?? 'content',
      'soft-deny',
      say('secrets.write', { target, ...at(f) }),
      {
        kind: 'ask-user',
        ...sayDetail('secrets.write.next', { policy: POLICY, target }),
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
