// speculationIn — the speculative phrases in a text (seed 001 L0: "应该可以" /
// "大概能", and their English kin)
// Pos: policies/pipeline/ding, a detector; whether speculation matters depends
// on the evidence, which is evidence-level's call
const PHRASES: readonly RegExp[] = [
  /应该(?:可以|没问题|能|行|是好的|没事|正常|work)/g,
  /大概(?:能|可以|没问题|行)/g,
  /可能(?:可以|没问题|行得通)/g,
  /估计(?:能|可以|没问题|行)/g,
  /理论上(?:可以|能|没问题)?/g,
  /(?:未|没有|没)(?:经过)?(?:测试|验证|运行)/g,
  /\bshould (?:now )?(?:work|be fine|pass|be ok(?:ay)?|be working|fix it)\b/gi,
  /\bprobably (?:works|fine|ok(?:ay)?|correct|fixed|passes)\b/gi,
  /\b(?:i think|i believe) (?:it|this|that) (?:works|is fixed|should)\b/gi,
  /\bin theory\b/gi,
  /\b(?:untested|not (?:yet )?tested|haven'?t (?:tested|run|verified)|did ?n[o']t (?:test|run|verify)|without (?:testing|running))\b/gi,
  /\b(?:likely|presumably) (?:works|fixed|fine|correct)\b/gi,
];

export function speculationIn(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of PHRASES)
    for (const match of text.matchAll(pattern)) found.add(match[0]);
  return [...found];
}
