// hostAllowed — whether `host:port` is on `sandbox.network.allow` (`host`,
// `*.domain`, `host:port`, an IP literal); the allowlisting proxy's one rule
// Pos: src/sandbox, pure; the proxy that applies it is proxy.ts
export function hostAllowed(
  host: string,
  port: number,
  allow: readonly string[],
): boolean {
  const h = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  for (const raw of allow) {
    const entry = raw.trim().toLowerCase();
    const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry);
    if (!m) continue;
    const name = (m[1] ?? '').replace(/^\[|\]$/g, '');
    if (m[2] !== undefined && Number(m[2]) !== port) continue;
    if (name.startsWith('*.')) {
      const base = name.slice(2);
      if (h.endsWith(`.${base}`)) return true;
    } else if (h === name) return true;
  }
  return false;
}
