// errorToClient — tracebacks, raw exception text and stacks returned in HTTP
// responses
// Pos: policies/security/code, seed 000 信息泄露防护 "内部错误详情返回给 HTTP 客户端" (HIGH);
// logging an error internally passes
import type { CodeRule } from './code-rule.js';
import { firstPerLine, linesMatching } from './code-rule.js';

const PATTERNS: Array<[RegExp, string]> = [
  [
    /traceback\.format_exc\(\)[^\n]*(?:return|jsonify|Response|JSONResponse|HttpResponse|detail)/,
    'traceback returned to the client',
  ],
  [
    /(?:return|jsonify|Response|JSONResponse|HttpResponse|make_response)\b[^\n]*traceback\.format_exc\(\)/,
    'traceback returned to the client',
  ],
  [
    /HTTPException\([^\n]*detail\s*=\s*(?:str\(\s*\w+\s*\)|f["'][^"']*\{\s*(?:e|err|error|exc|ex)\b)/,
    'exception text in an HTTPException detail',
  ],
  [
    /(?:return|jsonify)\b[^\n]*\bstr\(\s*(?:e|err|error|exc|ex)\s*\)/,
    'exception text returned to the client',
  ],
  [
    /\bres(?:ponse)?\.(?:status\(\s*5\d\d\s*\)\.)?(?:send|json|end|write)\(\s*(?:\{[^}]*)?\b(?:err|error|e|ex)\b(?:\.(?:message|stack|toString\(\)))?\s*[,})]/,
    'error object sent in the response',
  ],
  [
    /\.(?:stack)\b[^\n]*\bres(?:ponse)?\.(?:send|json|write)|\bres(?:ponse)?\.(?:send|json|write)\([^\n]*\.stack\b/,
    'stack trace sent in the response',
  ],
];

export const errorToClient: CodeRule = {
  id: 'error-to-client',
  level: 'HIGH',
  seed: '内部错误详情/堆栈暴露给 HTTP 客户端 (金规: 内部日志 ≠ 外部响应)',
  fix: 'log the error with its details internally and return a generic message with an error id',
  check(text, language) {
    if (language === 'other') return [];
    return firstPerLine(
      PATTERNS.flatMap(([p, what]) => linesMatching(text, p, what)),
    );
  },
};
