// nativeSandboxSettings, suggestedNetworkAllow — the same profile as Claude
// Code's own `sandbox` settings block (`wukong init --native-sandbox`: Claude
// Code's sandbox-runtime enforces it instead of Wukong's wrapper), and the
// allowlist `wukong init` suggests: the package registries and the hosts of the
// repository's git remotes
// Pos: src/sandbox, pure apart from reading `.git/config`; writing settings is
// src/hosts/claude-code/install/init.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxConfig } from '../../policies/vocabulary/sandbox-config.js';
import type { SandboxProfile } from './profile.js';
import { SECRET_STORES } from './profile.js';

/** The public package registries of npm, yarn, PyPI, crates.io and Go. */
export const REGISTRY_HOSTS: readonly string[] = [
  'registry.npmjs.org',
  'registry.yarnpkg.com',
  'pypi.org',
  'files.pythonhosted.org',
  'crates.io',
  'index.crates.io',
  'static.crates.io',
  'proxy.golang.org',
  'sum.golang.org',
];

/** The hosts of `remote.*.url` (https, ssh, scp-like `git@host:path`). */
export function remoteHosts(workspace: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(workspace, '.git', 'config'), 'utf8');
  } catch {
    return [];
  }
  const hosts = new Set<string>();
  for (const m of text.matchAll(/^\s*(?:push)?url\s*=\s*(.+?)\s*$/gim)) {
    const url = (m[1] ?? '').replace(/^"|"$/g, '');
    const scp = /^(?:[\w.-]+@)?([\w.-]+):(?!\/\/)/.exec(url);
    try {
      const parsed = new URL(url);
      if (['https:', 'http:', 'ssh:', 'git:'].includes(parsed.protocol))
        hosts.add(
          parsed.protocol === 'ssh:' && parsed.port
            ? `${parsed.hostname}:${parsed.port}`
            : parsed.hostname,
        );
    } catch {
      if (scp?.[1] && scp[1].includes('.')) hosts.add(scp[1]);
    }
  }
  return [...hosts];
}

export function suggestedNetworkAllow(workspace: string): string[] {
  return [...new Set([...REGISTRY_HOSTS, ...remoteHosts(workspace)])];
}

/** `~/x` for paths below HOME (Claude Code's own notation), else absolute. */
const tilde = (path: string, home: string) =>
  home && path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;

/**
 * Claude Code's `sandbox` settings for the profile: writes only in the
 * workspace (and its local remotes), Wukong's files and the execution surfaces
 * denied, the secrets unreadable, the network allowlist, no unsandboxed
 * retries.
 */
export function nativeSandboxSettings(
  profile: SandboxProfile,
  config: SandboxConfig,
  home: string,
): Record<string, unknown> {
  return {
    enabled: true,
    failIfUnavailable: config.mode === 'required',
    autoAllowBashIfSandboxed: true,
    allowUnsandboxedCommands: false,
    excludedCommands: [...config.exclude],
    filesystem: {
      allowWrite: profile.writable,
      denyWrite: profile.readOnly,
      denyRead: [
        ...new Set([
          ...SECRET_STORES.map((rel) => `~/${rel}`),
          ...[...profile.hiddenDirs, ...profile.hiddenFiles].map((p) =>
            tilde(p, home),
          ),
        ]),
      ],
    },
    network: { allowedDomains: [...profile.network.allow] },
  };
}
