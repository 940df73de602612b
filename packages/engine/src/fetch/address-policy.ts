import ipaddr from 'ipaddr.js';

/**
 * Cloud metadata endpoints (AWS, GCP and Azure share 169.254.169.254; AWS IPv6; Alibaba). They already
 * fall in link-local, unique-local and CGNAT ranges; naming them keeps them refused should the range
 * rules ever be relaxed.
 */
const METADATA_ADDRESSES = new Set(['169.254.169.254', 'fd00:ec2::254', '100.100.100.200']);

/** NAT64 well-known prefix (RFC 6052): on IPv6-only networks public IPv4 sites resolve into it. */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** IPv4-compatible IPv6 (::a.b.c.d, deprecated): ipaddr.js calls it unicast, so it is refused by hand. */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

export interface AddressPolicy {
  /** Tests only: permits 127.0.0.0/8 and ::1 (on any port), nothing else private. */
  allowLoopback?: boolean;
}

/** Accepts "1.2.3.4", "::1" and the bracketed "[::1]" that URL.hostname gives for IPv6. */
export function parseIpLiteral(host: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : undefined;
}

/**
 * Whether an address may be connected to: only public unicast. An allow-list of one range is safer
 * than a deny-list of many: whatever ipaddr.js does not call unicast (private, loopback, link-local,
 * unique-local, CGNAT, multicast, unspecified, reserved, documentation...) is refused.
 */
export function isAddressAllowed(address: string, policy: AddressPolicy = {}): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (METADATA_ADDRESSES.has(parsed.toString())) return false;
  if (parsed.kind() === 'ipv4') return isIPv4Allowed(parsed as ipaddr.IPv4, policy);
  const ipv6 = parsed as ipaddr.IPv6;
  // An IPv6 address that carries an IPv4 address reaches that IPv4 address: judge that one.
  const embedded = embeddedIPv4(ipv6);
  if (embedded) return !METADATA_ADDRESSES.has(embedded.toString()) && isIPv4Allowed(embedded, policy);
  if (ipv6.match(IPV4_COMPATIBLE)) return policy.allowLoopback === true && ipv6.range() === 'loopback';
  const range = ipv6.range();
  return range === 'unicast' || (policy.allowLoopback === true && range === 'loopback');
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or one of them inside IPv6). */
export function isLoopbackAddress(address: string): boolean {
  return isAddressAllowed(address, { allowLoopback: true }) && !isAddressAllowed(address);
}

function isIPv4Allowed(address: ipaddr.IPv4, policy: AddressPolicy): boolean {
  const range = address.range();
  return range === 'unicast' || (policy.allowLoopback === true && range === 'loopback');
}

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return fromWords(parts[6], parts[7]);
  if (address.match(NAT64_WELL_KNOWN)) return fromWords(parts[6], parts[7]);
  if (range === '6to4') return fromWords(parts[1], parts[2]);
  return undefined;
}

/** Two 16-bit IPv6 words as the IPv4 address they spell. */
function fromWords(high = 0, low = 0): ipaddr.IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}
