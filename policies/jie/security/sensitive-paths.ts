// Input: nothing but the language
// Output: SENSITIVE_WRITE_TARGETS and sensitiveTarget(path) — seed 000's 敏感路径 as data, ~ and $HOME spelled every way
// Pos: policies/jie/security, the list of places an agent must not write; resolving symlinks and workspace escapes is the path policy's job
export interface SensitiveTarget {
  pattern: RegExp;
  what: string;
}

const HOME = String.raw`(?:~|\$HOME|\$\{HOME\}|/home/[^/\s]+|/Users/[^/\s]+|/root)`;
const home = (rest: string) => new RegExp(`^${HOME}/${rest}`);

/** Seed 000: /etc, /usr, /bin (系统文件); ~/.ssh, ~/.gnupg, ~/.aws (敏感配置); ~/.bashrc, ~/.gitconfig (全局配置). */
export const SENSITIVE_WRITE_TARGETS: readonly SensitiveTarget[] = [
  { pattern: /^\/(?:etc|usr|bin|sbin|boot|lib|lib32|lib64|opt|sys|proc|dev)(?:\/|$)/, what: 'a system path' },
  { pattern: /^\/var\/(?:lib|spool|log)(?:\/|$)/, what: 'a system path' },
  { pattern: /^\/(?:System|Library)\//, what: 'a system path' },
  { pattern: /^[A-Za-z]:[\\/]+(?:Windows|Program Files)/i, what: 'a system path' },
  { pattern: home(String.raw`\.(?:ssh|gnupg|aws|kube|docker|azure|gcloud|config/gcloud|config/gh)(?:/|$)`), what: 'sensitive user configuration' },
  { pattern: home(String.raw`\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|gitconfig|npmrc|pypirc|netrc|git-credentials)$`), what: 'global user configuration' },
];

/** Harmless device files a redirection may name (`2>/dev/null`). */
const HARMLESS = /^\/dev\/(?:null|zero|stdout|stderr|stdin|tty|fd\/\d+)$/;

export function sensitiveTarget(path: string): SensitiveTarget | undefined {
  const p = path.trim().replace(/^["']|["']$/g, '');
  if (HARMLESS.test(p)) return undefined;
  return SENSITIVE_WRITE_TARGETS.find((target) => target.pattern.test(p));
}
