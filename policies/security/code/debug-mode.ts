// debugMode — DEBUG = True, app.run(debug=True) and the like left in code
// Pos: policies/security/code, seed 000 调试信息泄露 "DEBUG=True 在生产环境 → 警告" (MEDIUM:
// a warning)
import type { CodeRule } from './code-rule.js';
import { firstPerLine, linesMatching } from './code-rule.js';

export const debugMode: CodeRule = {
  id: 'debug-mode',
  level: 'MEDIUM',
  seed: 'DEBUG=True / verbose 错误页面',
  fix: 'read the debug flag from the environment and keep it off in production',
  check(text) {
    return firstPerLine([
      ...linesMatching(
        text,
        /^\s*DEBUG\s*[:=]\s*(?:True|true|1)\b/,
        'DEBUG enabled',
      ),
      ...linesMatching(
        text,
        /\.run\([^)]*\bdebug\s*=\s*True\b/,
        'app run with debug=True',
      ),
      ...linesMatching(
        text,
        /\bdisplay_errors\s*[=,]\s*['"]?(?:1|On|true)/i,
        'display_errors on',
      ),
    ]);
  },
};
