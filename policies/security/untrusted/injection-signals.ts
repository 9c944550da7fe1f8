// injectionSignals(text) — phrasing and structure in untrusted text that tries
// to steer the agent: overriding instructions, posing as the system or a mode,
// asking for secrets or a person's data, smuggling commands or encoded text,
// hiding text, addressing the assistant, a stray request inside a document
// Pos: policies/security/untrusted, a detector over data; it flags, it never
// decides: content stays untrusted either way. Measured on the injection corpus
// with a fixed split by row hash (test/security/injection-corpus.test.ts)
import { hiddenPayloads, strayRequest } from './injection-structure.js';
export type InjectionKind =
  | 'override'
  | 'impersonation'
  | 'exfiltration'
  | 'command'
  | 'hidden'
  | 'addressed'
  | 'smuggling'
  | 'stray-request';

export interface InjectionSignal {
  kind: InjectionKind;
  line: number;
  /** A short excerpt (at most 60 characters) of what matched. */
  excerpt: string;
}

const RULES: ReadonlyArray<[InjectionKind, RegExp]> = [
  [
    'override',
    /\b(?:ignore|disregard|forget|skip|bypass|override)\b[^.\n]{0,40}\b(?:previous|prior|above|earlier|preceding|all|any|your|the|system|original|initial)\b[^.\n]{0,20}\b(?:instructions?|prompts?|rules?|directions?|guidelines?|directives?|context|constraints?)\b/i,
  ],
  [
    'override',
    /(?:忽略|无视|忘记|不要理会)[^。\n]{0,12}(?:之前|以上|前面|上述|所有|先前)?[^。\n]{0,6}(?:指令|指示|规则|提示|要求|设定)/,
  ],
  [
    'override',
    /\b(?:new|updated|revised|real|actual)\s+instructions?\s*[:：]/i,
  ],
  // the same override in the languages injections most often switch to
  [
    'override',
    /\b(?:ignora|olvida|ignore[sz]?|oublie[sz]?|ignoriere|vergiss|esque[çc]a|ignori|dimentica)\b[^.\n]{0,40}\b(?:instrucciones|instructions|consignes|anweisungen|instru[çc][õo]es|istruzioni|indicaciones|reglas|r[eè]gles)\b/i,
  ],
  [
    'override',
    /(?:игнорируй|забудь|проигнорируй)[^.\n]{0,40}(?:инструкци|указани|правил)|تجاهل[^.\n]{0,30}(?:التعليمات|الأوامر)|(?:以前|これまで)の指示を(?:無視|忘れ)/i,
  ],
  [
    'impersonation',
    /(?:^|\n)\s*(?:#{1,4}\s*)?(?:system|assistant|developer)\s*(?:prompt|message|instructions?)?\s*[:：]/i,
  ],
  [
    'impersonation',
    /<\|?(?:im_start|system|endoftext)\|?>|\[\/?(?:SYSTEM|INST)\]|<<SYS>>/i,
  ],
  [
    'impersonation',
    /\byou are (?:now|no longer)\b|\bfrom now on,? you\b|\b(?:enter|enable|activate)\s+(?:developer|dan|god|jailbreak)\s+mode\b|\bact as (?:an? )?(?:unrestricted|unfiltered|jailbroken)\b/i,
  ],
  [
    'exfiltration',
    /\b(?:send|post|upload|forward|exfiltrate|transmit|leak)\b[^\n]{0,80}?\b(?:to|at|into)\b[^\n]{0,20}?(?:https?:\/\/|ftp:\/\/|[\w.-]+@[\w-]+\.\w+)/i,
  ],
  [
    'exfiltration',
    /\b(?:reveal|print|show|output|tell me|give me|share|disclose)\b[^.\n]{0,40}(?:\b(?:system prompt|your instructions|api[_ -]?keys?|passwords?|secrets?|credentials?|tokens?|private keys?|ssh keys?)\b|\.env\b)/i,
  ],
  [
    'exfiltration',
    /!\[[^\]]*\]\(https?:\/\/[^)\s]*[?&][\w-]+=\s*(?:\{|\$|%7B)/i,
  ],
  [
    'exfiltration',
    /\bwhat(?:'s| is) (?:the|your|his|her|their|the user's) (?:password|passcode|secret|api key|pin|bank balance|social security number)\b|\b(?:contrase[ñn]a|senha|mot de passe|passwort|пароль)\b/i,
  ],
  // code that reads keys or local files and sends them over the network
  [
    'exfiltration',
    /(?:\.ssh|authorized_keys|id_rsa|\/etc\/passwd|\/etc\/shadow|private[_/ ]?key)[\s\S]{0,400}\b(?:requests\.(?:post|put)|urlopen|fetch\(|axios\.post|curl\b|socket\.send)|\b(?:requests\.(?:post|put)|axios\.post)\([^)]{0,200}\b(?:data|files|json)\s*=\s*\w*\.?read\(\)/i,
  ],
  [
    'command',
    /\b(?:run|execute|type|paste)\b[^.\n]{0,30}\b(?:the following|this|these)\s+(?:command|commands|script|code)\b/i,
  ],
  [
    'command',
    /\brm\s+-[a-z]*r[a-z]*f|\bshutil\.rmtree\(|\bos\.system\(|\bcurl\b[^|\n]*\|\s*(?:ba|z)?sh\b|\bchmod\s+777\b|\bmkfs\b|:\(\)\s*\{\s*:\|:&\s*\};:/i,
  ],
  [
    'hidden',
    /<!--[^>]{0,400}\b(?:ignore|instruction|assistant|ai\b|you must|you should|system|prompt)\b[^>]{0,400}-->/i,
  ],
  ['hidden', /[\u200b-\u200f\u2060-\u2064\ufeff]{3,}|[\u{e0000}-\u{e007f}]/u],
  [
    'addressed',
    /\b(?:can|could|would|will) you (?:please )?(?:use|write|provide|display|respond|reply|answer|tell|include|add|translate|encode|output|start|end|repeat)\b[^.\n?]{0,80}\b(?:response|answer|reply|output)\b/i,
  ],
  [
    'addressed',
    /\b(?:in|at the (?:start|end|beginning) of|throughout) your (?:response|answer|reply|output)\b|\brespond (?:only )?(?:in|with|using)\b|\byour (?:response|answer|reply) (?:must|should)\b/i,
  ],
  // an imperative aimed at the assistant's own output: "Write your reply
  // backward", "Modify your response to …"
  [
    'addressed',
    /(?:^|[.!?\n]\s*)(?:please\s+)?(?:write|encode|format|modify|enhance|rewrite|translate|invert|reverse|display|present|end|start|begin|conclude|sign|include|insert|add|blend|embed|employ|incorporate|use)\b[^.\n]{0,60}\byour (?:reply|response|answer|message|output|code(?:base)?|implementation|algorithm|solution)\b/i,
  ],
  [
    'addressed',
    /\b(?:dear |hey |hi )?(?:ai|assistant|chatgpt|claude|language model|llm)\s*[,:]\s*(?:please |you must |you should |now )/i,
  ],
];

/**
 * Phrase families of the attacks that do not say "ignore": telling the model to
 * drop the document, claiming a mode or an authority, asking for secrets or a
 * person's data, and the smuggling tricks (decode this, join these parts,
 * few-shot Q/A, one token repeated, a hypothetical that rewrites facts).
 */
const FAMILIES: ReadonlyArray<[InjectionKind, RegExp]> = [
  [
    'override',
    /\b(?:ignore|disregard|forget)\s+(?:about\s+)?(?:the|this|that|all|everything|what)\b[^.\n]{0,30}?(?:\band\b|,|:)\s*(?:instead\s+)?(?:say|state|print|write|respond|reply|output|answer|tell|give|just)\b|\bregardless of (?:any |the |all )?(?:previous|prior|earlier|above|other) (?:tasks?|instructions?|prompts?|rules?|requests?)\b|\bforget (?:about )?(?:that|this|everything|all that)\s*[,.!]/i,
  ],
  [
    'override',
    /\b(?:ignore|disregard)\s+(?:the|this)\s+(?:webpage|page|document|resume|article|text|email|content|above|table|paper|code)\b/i,
  ],
  [
    'impersonation',
    /\b(?:entering|enter|activate|activating|enable|enabling|switch(?:ing)? (?:in)?to|now in)\s+(?:an?\s+|the\s+)?(?:[\w'-]+\s+){0,3}mode\b|\b(?:override|admin(?:istrator)?|developer|debug|maintenance|god|sudo|root|unrestricted|jailbreak|dan|verification)\s+mode\b/i,
  ],
  [
    'impersonation',
    /\b(?:SYSTEM|DEVELOPER|ADMIN|SECURITY)\b[A-Z ]{0,30}\bOVERRIDE\b/,
  ],
  [
    'exfiltration',
    /\b(?:confirm|share|give|tell|reveal|provide|send|spell|say|print|output|repeat|what(?: is|'s| are))\b[^.?\n]{0,40}\b(?:the|your|our|my|system|admin|secret|master)\s+(?:[\w-]+\s+)?(?:password|passcode|passphrase|pass phrase|secret(?: key| code| word| string)?|pin(?: code)?|credentials?|api[ -]?key|access (?:code|key|token)|confidential \w+)\b/i,
  ],
  [
    'exfiltration',
    /\b(?:the user(?:'s)?|users?'s)\s+(?:full\s+)?(?:name|email|e-mail|address|birth|birthday|date of birth|phone|initials|location|city|residence|age|favou?rite|salary|ssn|social security)\b|\bwhere (?:does|do|did) [A-Z][a-z]+(?: [A-Z][a-z]+)? live\b|\b[A-Z][a-z]+'s (?:email address|home address|current (?:city|address|location)|birth ?date|date of birth|phone number|social security number|credit card)\b/,
  ],
  [
    'smuggling',
    /\bdecode\b[^.\n]{0,40}\b(?:hex(?:adecimal)?|binary|base ?64|base ?32|caesar|rot ?13|cipher|morse|encoded)\b/i,
  ],
  [
    'smuggling',
    /\b(?:combine|concatenate|interlace|join)\b[^.\n]{0,40}\b(?:parts?|strings?|[A-C],\s*[A-C],?\s*(?:and\s+)?[A-C])\b|\b[a-z]\s*=\s*[a-z]\s*\+\s*[a-z]\b|\bPart 1(?: is|:)\s*["']/i,
  ],
  ['smuggling', /(?:^|\s)Q:\s[^\n]{3,}?\sA:\s[^\n]{3,}?\sQ:\s/],
  ['smuggling', /\b(\w{3,})\b(?:\W+\1\b){7,}/i],
  [
    'impersonation',
    /\b(?:let's|let us)\s+(?:imagine|pretend|assume|suppose)\b[^.\n]{0,60}\b(?:we say|is|are|was)\b|\bin a (?:parallel|hypothetical|fictional|alternate) (?:world|universe|reality)\b[^.\n]{0,60}\bwe (?:might|would|could) say\b/i,
  ],
  // code the reader is told to put into its own program or answer
  [
    'command',
    /\b(?:following|below|subsequent|above|given|provided|this|these)\s+(?:code|snippet|lines)[^.\n]{0,80}\byour\s+(?:program|algorithm|implementation|solution|response|answer|logic|elucidation|script|code(?:base|'s)?|explanation|reply|project|function|application|app)\b|\byour\s+(?:program|algorithm|implementation|solution|response|answer|code)\b[^.\n]{0,80}\b(?:following|below|subsequent)\s+(?:code|snippet)/i,
  ],
];

/** Words that make decoded text an instruction rather than data. */
const DECODED_INSTRUCTION =
  /\b(?:ignore|disregard|say|state|print|password|instructions?|respond|reply)\b/i;

/** Only the first 256 KiB of a tool's output is searched. */
const MAX_SCAN = 256 * 1024;

function phraseSignals(text: string): InjectionSignal[] {
  const signals: InjectionSignal[] = [];
  for (const [kind, pattern] of [...RULES, ...FAMILIES]) {
    const match = pattern.exec(text);
    if (!match) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const excerpt = match[0].replace(/\s+/g, ' ').trim().slice(0, 60);
    if (!signals.some((s) => s.kind === kind && s.line === line))
      signals.push({ kind, line, excerpt });
  }
  return signals;
}

export function injectionSignals(input: string): InjectionSignal[] {
  const text = input.length > MAX_SCAN ? input.slice(0, MAX_SCAN) : input;
  const signals = phraseSignals(text);
  const stray = strayRequest(text);
  if (stray)
    signals.push({
      kind: 'stray-request',
      line: stray.line,
      excerpt: stray.text.replace(/\s+/g, ' ').slice(0, 60),
    });
  for (const payload of hiddenPayloads(text))
    if (
      DECODED_INSTRUCTION.test(payload.decoded) ||
      phraseSignals(payload.decoded).length
    ) {
      signals.push({
        kind: 'smuggling',
        line: payload.line,
        excerpt: `encoded: ${payload.decoded.replace(/\s+/g, ' ').slice(0, 50)}`,
      });
      break;
    }
  return signals.sort((a, b) => a.line - b.line);
}
