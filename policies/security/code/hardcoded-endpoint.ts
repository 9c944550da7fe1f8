// hardcodedEndpoint — IP addresses and ports written into code instead of
// configuration
// Pos: policies/security/code, seed 000 硬编码检测 "硬编码 IP/端口 → 要求配置化" (MEDIUM: a
// warning); loopback and wildcard addresses pass
import type { CodeRule } from './code-rule.js';
import { firstPerLine, linesMatching } from './code-rule.js';

const HARMLESS_IP =
  /^(?:127\.0\.0\.1|0\.0\.0\.0|255\.255\.255\.\d+|1\.1\.1\.1|8\.8\.8\.8)$/;
const IP =
  /(["'`])(?:[a-z]+:\/\/)?((?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3})(?::\d{2,5})?[/"'`]/;
const PORT =
  /\b(?:port|PORT)\s*[:=]\s*(\d{2,5})\b|\.listen\(\s*(\d{2,5})\s*[,)]/;

export const hardcodedEndpoint: CodeRule = {
  id: 'hardcoded-endpoint',
  level: 'MEDIUM',
  seed: '硬编码 IP/端口 (要求配置化)',
  fix: 'read the host and port from configuration or the environment',
  check(text, language) {
    if (language === 'other') return [];
    const ips = linesMatching(text, IP, (m) => `IP address ${m[2]}`).filter(
      (h) => !HARMLESS_IP.test(h.what.slice('IP address '.length)),
    );
    const ports = linesMatching(text, PORT, (m) => `port ${m[1] ?? m[2]}`);
    return firstPerLine([...ips, ...ports]);
  },
};
