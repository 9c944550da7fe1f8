// SENSITIVE_WRITE_TARGETS, sensitiveTarget(path) and
// sensitiveLocation(absolute, home) — seed 000's 敏感路径 as data, each marked
// system or user configuration, and whether reading it exposes credentials
// Pos: policies/security, the list of places an agent must not write; resolving
// paths and workspace escapes is paths/'s job
import { message, type MessageId } from '../../vocabulary/messages/index.js';

export interface SensitiveTarget {
  pattern: RegExp;
  /** In English; `whatId` words it in the user's language. */
  what: string;
  whatId: MessageId;
  /**
   * `system`: the operating system's files (修改系统文件, CRITICAL); `user-config`:
   * the user's own configuration.
   */
  kind: 'system' | 'user-config';
  /**
   * Reading it exposes credentials or keys, not only writing it is dangerous.
   */
  secrets?: boolean;
}

const said = (whatId: MessageId) => ({
  whatId,
  what: message(whatId, 'en'),
});

const HOME = String.raw`(?:~|\$HOME|\$\{HOME\}|/home/[^/\s]+|/Users/[^/\s]+|/root)`;
const home = (rest: string) => new RegExp(`^${HOME}/${rest}`);

/**
 * Seed 000: /etc, /usr, /bin (系统文件); ~/.ssh, ~/.gnupg, ~/.aws (敏感配置);
 * ~/.bashrc, ~/.gitconfig (全局配置).
 */
export const SENSITIVE_WRITE_TARGETS: readonly SensitiveTarget[] = [
  {
    pattern: /^\/etc\/(?:shadow|gshadow|sudoers)(?:\/|$|\.)/,
    ...said('location.system-credential'),
    kind: 'system',
    secrets: true,
  },
  {
    pattern:
      /^\/(?:etc|usr|bin|sbin|boot|lib|lib32|lib64|libx32|opt|sys|proc|dev|srv|snap)(?:\/|$)/,
    ...said('location.system'),
    kind: 'system',
  },
  {
    pattern: /^\/var\/(?:lib|spool|log|db|mail|backups|opt)(?:\/|$)/,
    ...said('location.system'),
    kind: 'system',
  },
  {
    pattern: /^\/private\/(?:etc|var\/db)(?:\/|$)/,
    ...said('location.system'),
    kind: 'system',
  },
  {
    pattern: /^\/(?:System|Library|Applications)(?:\/|$)/,
    ...said('location.system'),
    kind: 'system',
  },
  {
    pattern: /^[A-Za-z]:[\\/]+(?:Windows|Program Files)/i,
    ...said('location.system'),
    kind: 'system',
  },
  {
    pattern: home(String.raw`\.ssh/(?:known_hosts|config)$`),
    ...said('location.sensitive-config'),
    kind: 'user-config',
  },
  {
    pattern: home(
      String.raw`\.(?:ssh|gnupg|aws|kube|docker|azure|gcloud|config/gcloud|config/gh|password-store|vault-token)(?:/|$)`,
    ),
    ...said('location.sensitive-config'),
    kind: 'user-config',
    secrets: true,
  },
  {
    pattern: home(
      String.raw`\.(?:netrc|git-credentials|npmrc|pypirc|pgpass|my\.cnf)$`,
    ),
    ...said('location.sensitive-config'),
    kind: 'user-config',
    secrets: true,
  },
  {
    pattern: home(
      String.raw`\.(?:bashrc|bash_profile|bash_login|bash_logout|profile|zshrc|zprofile|zshenv|zlogin|gitconfig|config/git/config|inputrc|tmux\.conf|vimrc)$`,
    ),
    ...said('location.global-config'),
    kind: 'user-config',
  },
  {
    pattern: home(
      String.raw`\.(?:config/(?:autostart|systemd)|local/bin|config/fish/config\.fish)(?:/|$)`,
    ),
    ...said('location.global-config'),
    kind: 'user-config',
  },
];

/** Harmless device files a redirection may name (`2>/dev/null`). */
const HARMLESS =
  /^\/dev\/(?:null|zero|u?random|stdout|stderr|stdin|tty|fd\/\d+)$/;

export const isHarmlessDevice = (path: string) => HARMLESS.test(path);

export function sensitiveTarget(path: string): SensitiveTarget | undefined {
  const p = path.trim().replace(/^["']|["']$/g, '');
  if (HARMLESS.test(p)) return undefined;
  return SENSITIVE_WRITE_TARGETS.find((target) => target.pattern.test(p));
}

/**
 * The sensitive place an absolute, normalised path lies in; paths under `home`
 * are matched as `~/…`, whatever home is.
 */
export function sensitiveLocation(
  absolute: string,
  home: string,
): SensitiveTarget | undefined {
  const h = home.replace(/\/+$/, '');
  if (h && (absolute === h || absolute.startsWith(`${h}/`))) {
    const found = sensitiveTarget(`~${absolute.slice(h.length)}`);
    if (found) return found;
  }
  return sensitiveTarget(absolute);
}
