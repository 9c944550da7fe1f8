// environmentToClient — the process environment (os.environ, process.env) or
// raw file contents sent in a response
// Pos: policies/security/code, seed 000 信息泄露防护 "环境变量暴露给客户端" / "文件内容直接返回 HTTP
// 响应" (HIGH); reading one variable server-side passes
import type { CodeRule } from './code-rule.js';
import { firstPerLine, linesMatching } from './code-rule.js';

const PATTERNS: Array<[RegExp, string]> = [
  [
    /(?:return|jsonify|JSONResponse|Response|make_response)\b[^\n]*\b(?:dict\(\s*)?os\.environ\b(?!\s*[.[]\s*(?:get\b|\[))/,
    'the environment returned to the client',
  ],
  [
    /\bres(?:ponse)?\.(?:send|json|write)\(\s*(?:\{\s*\.\.\.)?process\.env\b(?!\.\w)/,
    'process.env sent in the response',
  ],
  [
    /(?:return|Response|make_response|HttpResponse)\b[^\n]*\bopen\([^)]*\)\.read\(\)/,
    'file contents returned to the client',
  ],
  [
    /\bres\.sendFile\(\s*req\.(?:query|params|body)\b/,
    'a file chosen by the request sent back',
  ],
];

export const environmentToClient: CodeRule = {
  id: 'environment-to-client',
  level: 'HIGH',
  seed: '环境变量/文件内容暴露给客户端',
  fix: 'return only the fields the client needs; validate and sanitise file paths and contents',
  check(text, language) {
    if (language === 'other') return [];
    return firstPerLine(
      PATTERNS.flatMap(([p, what]) => linesMatching(text, p, what)),
    );
  },
};
