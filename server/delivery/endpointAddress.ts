// Where the portal may post submissions (issue 35, docs/operations.md#where-an-endpoint-may-lead): the address ranges it
// refuses, the look-up of an endpoint's host when it is added, and the look-up each connection makes, which checks the
// addresses it answers and hands the socket only those, so DNS cannot change between the check and the connection.
import dns from 'node:dns';
import net from 'node:net';

/** A range the portal refuses to post to, with what staff are told about it. */
export interface RefusedRange {
  /** The range, e.g. `127.0.0.0/8`. */
  cidr: string;
  /** What an address there is, after "is": `a loopback address`. */
  description: string;
  /**
   * The plan's own network (loopback, RFC 1918, carrier-grade NAT, ULA): allowed on an endpoint added with
   * `--allow-private-network`. The others (link-local and cloud metadata, unspecified, multicast, reserved) never are.
   */
  privateNetwork: boolean;
}

/** An address of an endpoint's host that lies in a refused range. */
export interface AddressRefusal {
  address: string;
  /** The IPv4 address an IPv6 one carries (mapped, NAT64, 6to4), which is the one judged. */
  carried?: string;
  range: RefusedRange;
}

type RangeRow = readonly [cidr: string, description: string, privateNetwork: boolean];

const PRIVATE = true;
const NEVER = false;

const IPV4_RANGES: readonly RangeRow[] = [
  // Linux connects 0.0.0.0 to this machine itself.
  ['0.0.0.0/8', 'an unspecified ("this network") address', NEVER],
  ['10.0.0.0/8', 'a private address (RFC 1918)', PRIVATE],
  // Inside carrier-grade NAT's range, so listed before it: Alibaba Cloud's instance metadata.
  ['100.100.100.200/32', 'a cloud metadata address', NEVER],
  ['100.64.0.0/10', 'a shared address (carrier-grade NAT, RFC 6598)', PRIVATE],
  ['127.0.0.0/8', 'a loopback address', PRIVATE],
  ['169.254.0.0/16', 'a link-local address, where clouds serve instance metadata', NEVER],
  ['172.16.0.0/12', 'a private address (RFC 1918)', PRIVATE],
  ['192.0.0.0/24', 'an IETF protocol address (RFC 6890)', NEVER],
  ['192.0.2.0/24', 'a documentation address (RFC 5737)', NEVER],
  ['192.88.99.0/24', 'a 6to4 relay address (deprecated)', NEVER],
  ['192.168.0.0/16', 'a private address (RFC 1918)', PRIVATE],
  ['198.18.0.0/15', 'a benchmarking address (RFC 2544)', NEVER],
  ['198.51.100.0/24', 'a documentation address (RFC 5737)', NEVER],
  ['203.0.113.0/24', 'a documentation address (RFC 5737)', NEVER],
  ['224.0.0.0/4', 'a multicast address', NEVER],
  ['240.0.0.0/4', 'a reserved address (with the broadcast address)', NEVER],
];

const IPV6_RANGES: readonly RangeRow[] = [
  // Linux connects :: to this machine itself.
  ['::/128', 'the unspecified address', NEVER],
  ['::1/128', 'a loopback address', PRIVATE],
  ['::/96', 'an IPv4-compatible address (deprecated)', NEVER],
  ['64:ff9b:1::/48', 'a local-use NAT64 address, translated by the network itself (RFC 8215)', PRIVATE],
  ['100::/64', 'a discard-only address (RFC 6666)', NEVER],
  // Its far end is hidden in the address: it cannot be judged.
  ['2001::/32', 'a Teredo tunnel address', NEVER],
  ['2001:db8::/32', 'a documentation address (RFC 3849)', NEVER],
  // Inside the ULA range, so listed before it: AWS's instance metadata, DNS and time over IPv6.
  ['fd00:ec2::/32', 'a cloud metadata address', NEVER],
  ['fc00::/7', 'a unique local address (ULA, the private IPv6 range)', PRIVATE],
  ['fe80::/10', 'a link-local address', NEVER],
  ['fec0::/10', 'a site-local address (deprecated)', NEVER],
  ['ff00::/8', 'a multicast address', NEVER],
];

/** Beyond the ranges above, IPv6 has addresses for use on the internet only in 2000::/3; the rest is reserved. */
const RESERVED_IPV6: RefusedRange = { cidr: 'outside 2000::/3', description: 'a reserved IPv6 address', privateNetwork: NEVER };
/** A resolver's answer that is no address at all cannot be checked, so it is refused. */
const NOT_AN_ADDRESS: RefusedRange = { cidr: '', description: 'not an IP address', privateNetwork: NEVER };

interface CheckedRange {
  range: RefusedRange;
  list: net.BlockList;
}

function checkedRanges(rows: readonly RangeRow[], family: 'ipv4' | 'ipv6'): CheckedRange[] {
  return rows.map(([cidr, description, privateNetwork]) => {
    const [network = '', prefix = ''] = cidr.split('/');
    const list = new net.BlockList();
    list.addSubnet(network, Number(prefix), family);
    return { range: { cidr, description, privateNetwork }, list };
  });
}

const IPV4_CHECKS = checkedRanges(IPV4_RANGES, 'ipv4');
const IPV6_CHECKS = checkedRanges(IPV6_RANGES, 'ipv6');

function subnet(network: string, prefix: number): net.BlockList {
  const list = new net.BlockList();
  list.addSubnet(network, prefix, 'ipv6');
  return list;
}

const INTERNET_IPV6 = subnet('2000::', 3);

/** IPv6 prefixes whose addresses carry an IPv4 address, judged in its place; `at` is the first of its two groups. */
const IPV4_CARRIERS: readonly { list: net.BlockList; at: number }[] = [
  { list: subnet('::ffff:0:0', 96), at: 6 }, // IPv4-mapped
  { list: subnet('64:ff9b::', 96), at: 6 }, // NAT64, well-known prefix (RFC 6052)
  { list: subnet('2002::', 16), at: 1 }, // 6to4 (RFC 3056)
];

/** The eight 16-bit groups of a valid IPv6 address (net.isIP said so), with or without a dotted IPv4 tail. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  const before = groups(head);
  if (tail === undefined) return before;
  const after = groups(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** The IPv4 address an IPv6 address carries, when it is of a prefix that carries one. */
function carriedIpv4(address: string): string | undefined {
  const carrier = IPV4_CARRIERS.find(({ list }) => list.check(address, 'ipv6'));
  if (!carrier) return undefined;
  const groups = ipv6Groups(address);
  const high = groups[carrier.at] ?? 0;
  const low = groups[carrier.at + 1] ?? 0;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The refused range an address lies in, if any; `carried` when it is judged by the IPv4 address it carries. */
export function refusedRangeOf(rawAddress: string): { range: RefusedRange; carried?: string } | undefined {
  // A zone (fe80::1%eth0) names an interface, not part of the address.
  const address = rawAddress.split('%')[0] ?? '';
  const family = net.isIP(address);
  if (family === 4) return ipv4Range(address);
  if (family !== 6) return { range: NOT_AN_ADDRESS };
  const carried = carriedIpv4(address);
  if (carried !== undefined) {
    const found = ipv4Range(carried);
    return found && { ...found, carried };
  }
  const found = IPV6_CHECKS.find(({ list }) => list.check(address, 'ipv6'));
  if (found) return { range: found.range };
  return INTERNET_IPV6.check(address, 'ipv6') ? undefined : { range: RESERVED_IPV6 };
}

function ipv4Range(address: string): { range: RefusedRange } | undefined {
  const found = IPV4_CHECKS.find(({ list }) => list.check(address, 'ipv4'));
  return found && { range: found.range };
}

/**
 * The first of a host's addresses the portal must not post to: one refused whatever the endpoint allows first (it is
 * the one to name), then one of the plan's own network unless the endpoint allows it. A host with any such address is
 * refused whole: a connection could be made to any of them.
 */
export function addressRefusal(addresses: readonly string[], allowPrivateNetwork: boolean): AddressRefusal | undefined {
  const judged = addresses.flatMap((address) => {
    const found = refusedRangeOf(address);
    return found ? [{ address, ...found }] : [];
  });
  return judged.find((refusal) => !refusal.range.privateNetwork) ?? (allowPrivateNetwork ? undefined : judged[0]);
}

/** `127.0.0.1, a loopback address (127.0.0.0/8)`; for an IPv6 address that carries an IPv4 one, both. */
export function describeRefusal(refusal: AddressRefusal): string {
  const carried = refusal.carried === undefined ? '' : `, which carries ${refusal.carried}`;
  const cidr = refusal.range.cidr === '' ? '' : ` (${refusal.range.cidr})`;
  return `${refusal.address}${carried}, ${refusal.range.description}${cidr}`;
}

/** A connection the check refused; its message, in our words, names the address (the plan's endpoint, never personal). */
export class AddressRefusedError extends Error {
  readonly code = 'ERR_PORTAL_ADDRESS_REFUSED';

  constructor(readonly refusal: AddressRefusal) {
    super(`address refused: ${describeRefusal(refusal)}`);
    this.name = 'AddressRefusedError';
  }
}

/** RFC 6761: `localhost` and every name under it mean this machine, whatever a name server says (or fails to). */
const LOCALHOST_NAME = /^(?:.+\.)?localhost\.?$/i;
const LOOPBACK_ANSWER: readonly dns.LookupAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];

/** An address in a URL's host (IPv6 between brackets) without them; undefined for a name. */
export function ipLiteral(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) === 0 ? undefined : bare;
}

/**
 * The addresses a URL's host leads to: itself when it is an address, loopback for a localhost name, else what the
 * system's resolver answers (`dns.promises.lookup`, what Node's own connections ask, so /etc/hosts counts too).
 */
export async function hostAddresses(hostname: string, options: Pick<dns.LookupOptions, 'family' | 'hints'> = {}): Promise<dns.LookupAddress[]> {
  const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
  const literal = ipLiteral(hostname);
  if (literal !== undefined) return [{ address: literal, family: net.isIP(literal) }];
  if (LOCALHOST_NAME.test(hostname)) return LOOPBACK_ANSWER.filter((answer) => family === 0 || answer.family === family);
  // Looked up on the module at each call (never bound once), so a test can answer for a name it controls.
  return dns.promises.lookup(hostname, { all: true, family, ...(options.hints === undefined ? {} : { hints: options.hints }) });
}

/**
 * The `lookup` of every connection to an endpoint (http.request's and tls.connect's option, dns.lookup's signature):
 * it resolves the host, refuses the connection when any address is in a refused range, and hands the socket the
 * addresses it checked, so the connection is made to an address that was checked in the same step. The TLS server
 * name and certificate check stay on the host name: only the address comes from here.
 */
export function checkingLookup(allowPrivateNetwork: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    hostAddresses(hostname, options).then(
      (addresses) => {
        const refusal = addressRefusal(
          addresses.map((answer) => answer.address),
          allowPrivateNetwork,
        );
        if (refusal) return callback(new AddressRefusedError(refusal), '', 0);
        const [first] = addresses;
        if (!first) return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
        // With autoSelectFamily (Node's default) the socket asks for every address and tries them in turn.
        if (options.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
