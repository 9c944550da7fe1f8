// IP addresses in every spelling a resolver or a URL parser accepts (decimal,
// hex and octal IPv4 parts, IPv6 with an IPv4 tail, mapped and NAT64 forms) and
// the range each lies in: cloud metadata, loopback, link-local, private or
// public
// Pos: policies/security/fetch, the address half of the fetch-destination
// judgement; pure string work, no DNS (a name that resolves to a private
// address is the sandbox's to stop)
export type AddressRange =
  'metadata' | 'loopback' | 'link-local' | 'private' | 'public';

/**
 * inet_aton's reading, which curl, wget and the WHATWG URL parser share: one to
 * four dot-separated parts, each decimal, `0x` hex or `0` octal, the last one
 * filling the remaining bytes (`2852039166`, `0xA9FEA9FE`, `169.254.43518`,
 * `0251.0376.0251.0376`); one trailing dot is allowed. The address as a number,
 * or undefined when it is not one.
 */
export function parseIPv4(text: string): number | undefined {
  const parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length === 0 || parts.length > 4) return undefined;
  const numbers: number[] = [];
  for (const part of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(part))
      n = part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) n = Number.parseInt(part, 8);
    else if (/^(?:0|[1-9]\d*)$/.test(part)) n = Number.parseInt(part, 10);
    else return undefined;
    numbers.push(n);
  }
  const last = numbers.pop() as number;
  if (numbers.some((n) => n > 255) || last >= 256 ** (4 - numbers.length))
    return undefined;
  return numbers.reduce((sum, n, i) => sum + n * 256 ** (3 - i), 0) + last;
}

export const ipv4Text = (n: number) =>
  [24, 16, 8, 0].map((shift) => Math.floor(n / 2 ** shift) % 256).join('.');

/**
 * Eight 16-bit groups of an IPv6 address (brackets and a `%zone` allowed, an
 * IPv4 tail read too), or undefined.
 */
export function parseIPv6(text: string): number[] | undefined {
  let s = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  s = s.replace(/%.*$/, '').toLowerCase();
  if (!s.includes(':') || !/^[0-9a-f:.]+$/.test(s)) return undefined;
  const lastColon = s.lastIndexOf(':');
  const v4 = s.slice(lastColon + 1);
  if (v4.includes('.')) {
    // An IPv4 tail (`::ffff:169.254.169.254`) is the last two groups written in
    // decimal.
    const n = /^\d{1,3}(?:\.\d{1,3}){3}$/.test(v4) ? parseIPv4(v4) : undefined;
    if (n === undefined) return undefined;
    s = `${s.slice(0, lastColon + 1)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const groups = (h: string) => (h === '' ? [] : h.split(':'));
  const head = groups(halves[0] ?? '');
  const rest = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/.test(g)))
    return undefined;
  const known = head.length + rest.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return undefined;
  const zeros = Array<number>(8 - known).fill(0);
  return [
    ...head.map((g) => Number.parseInt(g, 16)),
    ...(halves.length === 2 ? zeros : []),
    ...rest.map((g) => Number.parseInt(g, 16)),
  ];
}

const inV4 = (n: number, base: string, bits: number) => {
  const b = parseIPv4(base) as number;
  const size = 2 ** (32 - bits);
  return Math.floor(n / size) === Math.floor(b / size);
};

/**
 * Metadata services of the clouds: AWS/GCP/Azure/OCI/DigitalOcean, ECS and EKS
 * task credentials, Alibaba, Azure's wire server.
 */
const METADATA_V4 = [
  '169.254.169.254',
  '169.254.170.2',
  '169.254.170.23',
  '100.100.100.200',
  '168.63.129.16',
];

export function ipv4Range(n: number): AddressRange {
  if (METADATA_V4.includes(ipv4Text(n))) return 'metadata';
  if (inV4(n, '127.0.0.0', 8) || inV4(n, '0.0.0.0', 8)) return 'loopback'; // 0.0.0.0 reaches this host on Linux and macOS
  if (inV4(n, '169.254.0.0', 16)) return 'link-local';
  const privateNets: Array<[string, number]> = [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['100.64.0.0', 10],
    ['192.0.0.0', 24],
    ['198.18.0.0', 15],
    ['224.0.0.0', 3],
  ];
  return privateNets.some(([base, bits]) => inV4(n, base, bits))
    ? 'private'
    : 'public';
}

const v4Of = (hi: number, lo: number) => hi * 65536 + lo;

export function ipv6Range(g: number[]): AddressRange {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h7 = 0, h8 = 0] = g;
  const zeroTo = (k: number) => g.slice(0, k).every((x) => x === 0);
  if (
    a === 0xfd00 &&
    b === 0x0ec2 &&
    c === 0 &&
    d === 0 &&
    e === 0 &&
    f === 0 &&
    h7 === 0 &&
    h8 === 0x254
  )
    return 'metadata';
  if (zeroTo(7) && (h8 === 0 || h8 === 1)) return 'loopback'; // :: and ::1
  // IPv4 inside IPv6: mapped ::ffff:a.b.c.d, translated ::ffff:0:a.b.c.d,
  // compatible ::a.b.c.d, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4
  // 2002::/16.
  if (zeroTo(5) && f === 0xffff) return ipv4Range(v4Of(h7, h8));
  if (zeroTo(4) && e === 0xffff && f === 0) return ipv4Range(v4Of(h7, h8));
  if (zeroTo(6)) return ipv4Range(v4Of(h7, h8));
  if (
    a === 0x64 &&
    b === 0xff9b &&
    (c === 1 || (c === 0 && d === 0 && e === 0 && f === 0))
  )
    return ipv4Range(v4Of(h7, h8));
  if (a === 0x2002) return ipv4Range(v4Of(b, c));
  if ((a & 0xffc0) === 0xfe80) return 'link-local';
  if ((a & 0xfe00) === 0xfc00 || (a & 0xff00) === 0xff00) return 'private'; // unique local, multicast
  return 'public';
}

/**
 * The range of an address literal in any spelling, or undefined when `host` is
 * not an address.
 */
export function addressRange(host: string): AddressRange | undefined {
  const v4 = parseIPv4(host);
  if (v4 !== undefined) return ipv4Range(v4);
  const v6 = parseIPv6(host);
  return v6 ? ipv6Range(v6) : undefined;
}
