// shellInjection — shell=True, os.system/os.popen, child_process exec and
// friends fed a built string
// Pos: policies/security/code, seed 000 代码安全 "os.system / shell=True"; an argv
// list without a shell passes
import type { CodeRule, SourceLanguage } from './code-rule.js';
import { firstPerLine, linesMatching } from './code-rule.js';

/**
 * Arguments that are built, not literal: f-strings, +, %, .format, template
 * ${}, #{} interpolation, or a bare variable.
 */
const BUILT = String.raw`(?:[rR]?[fF]["']|["'][^"']*["']\s*(?:\+|%|\.format)|\`[^\`]*\$\{|"[^"]*#\{|[A-Za-z_$][\w.$\[\]]*\s*[,)])`;

const PATTERNS: Array<[RegExp, string, SourceLanguage]> = [
  [
    new RegExp(
      String.raw`\bsubprocess\.\w+\s*\(\s*${BUILT}[^\n]*shell\s*=\s*True`,
    ),
    'subprocess with shell=True on a built command',
    'python',
  ],
  [/\bshell\s*=\s*True\b/, 'shell=True', 'python'],
  [
    new RegExp(String.raw`\bos\.(?:system|popen)\s*\(\s*${BUILT}`),
    'os.system/os.popen on a built command',
    'python',
  ],
  [
    new RegExp(
      String.raw`\b(?:child_process\.)?(?:exec|execSync)\s*\(\s*${BUILT}`,
    ),
    'child_process exec on a built command',
    'javascript',
  ],
  [
    new RegExp(String.raw`\b(?:system|exec|spawn)\s*\(\s*"[^"]*#\{`),
    'system/exec with #{} interpolation',
    'ruby',
  ],
  [/`[^`\n]*#\{[^`\n]*`/, 'backticks with interpolation', 'ruby'],
  [
    /\b(?:shell_exec|passthru|popen|proc_open|system|exec)\s*\(\s*\$/,
    'shell call on a variable',
    'php',
  ],
];

export const shellInjection: CodeRule = {
  id: 'shell-injection',
  level: 'HIGH',
  seed: '命令注入 (os.system / shell=True)',
  fix: 'run the program with an argument list and no shell (subprocess.run([...]), execFile/spawn with args)',
  check(text, language) {
    const hits = PATTERNS.filter(([, , lang]) => lang === language).flatMap(
      ([pattern, what]) => linesMatching(text, pattern, what),
    );
    return firstPerLine(hits);
  },
};
