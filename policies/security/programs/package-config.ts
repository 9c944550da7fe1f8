// packageConfigSites — package-manager settings written for every later
// install: where packages come from (npm/pnpm/yarn registry, pip index-url,
// gem sources), how their downloads are checked (strict-ssl, cafile,
// trusted-host) and which program the manager runs (script-shell, yarnPath)
// Pos: policies/security/programs, read by package-managers.ts's readers; like
// git's url.*.insteadOf, a persistent redirect is a finding of its own, since
// the next `npm install` (the user's, or CI's with its secrets) runs whatever
// the new source serves
import { fragment } from '../../vocabulary/messages/say.js';
import type { ExecSite, ShellWord } from './exec-site.js';
import { finding } from './sites.js';

/** Keys that choose where packages come from or how they are verified. */
const SOURCE_KEY =
  /^(?:@[^:]+:)?registry$|^(?:strict-ssl|cafile|ca|proxy|https-proxy|replace-registry-host)$|^npmRegistryServer$|^npmScopes\.|^unsafeHttpWhitelist$|^enableStrictSsl$|^(?:httpProxy|httpsProxy|caFilePath)$|^(?:global|install|download)\.(?:index-url|extra-index-url|trusted-host|find-links|cert|index)$/i;
/** Keys that name a program the manager runs. */
const PROGRAM_KEY =
  /^(?:script-shell|node-options|git|shell|editor|init-module|onload-script|yarnPath|pluginPath)$/i;

/** `config set K V`, `config set K=V`, `npm set K V`: the key and its value. */
function setting(
  args: readonly ShellWord[],
): { key: string; value?: string } | undefined {
  const words = args
    .filter((w) => !w.value.startsWith('-'))
    .map((w) => w.value);
  const at =
    words[0] === 'set'
      ? 1
      : (words[0] === 'config' || words[0] === 'c') && words[1] === 'set'
        ? 2
        : -1;
  if (at < 0 || words[at] === undefined) return undefined;
  const [key, inline] = (words[at] as string).split(/=(.*)/s);
  return {
    key: key as string,
    ...((inline ?? words[at + 1]) !== undefined
      ? { value: inline ?? words[at + 1] }
      : {}),
  };
}

export function packageConfigSites(
  tool: string,
  args: readonly ShellWord[],
): ExecSite[] {
  if (tool === 'gem') {
    const add = args.findIndex((w) => w.value === '--add' || w.value === '-a');
    return args[0]?.value === 'sources' && add >= 0
      ? [
          finding(
            'gem sources --add',
            'soft-deny',
            fragment('prog.pkg-config-source'),
            args[add + 1]?.value,
          ),
        ]
      : [];
  }
  const set = setting(args);
  if (!set) return [];
  if (PROGRAM_KEY.test(set.key))
    return [
      finding(
        `${tool} config set ${set.key}`,
        'soft-deny',
        fragment('prog.pkg-config-program'),
        set.value,
      ),
    ];
  if (SOURCE_KEY.test(set.key))
    return [
      finding(
        `${tool} config set ${set.key}`,
        'soft-deny',
        fragment('prog.pkg-config-source'),
        set.value,
      ),
    ];
  return [];
}
