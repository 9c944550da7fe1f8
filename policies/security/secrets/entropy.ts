// shannonEntropy(s) — bits per byte as gitleaks computes it (counts per code
// point, divided by the UTF-8 length)
// Pos: policies/security/secrets, one formula the scanner's entropy threshold
// uses; says nothing about what is a secret
export function shannonEntropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<number, number>();
  let bytes = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    counts.set(cp, (counts.get(cp) ?? 0) + 1);
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  let entropy = 0;
  for (const count of counts.values()) {
    const p = count / bytes;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}
