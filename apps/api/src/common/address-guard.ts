import { lookup as dnsLookup, promises as dns, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { renderError, type CodedError, type PlainErrorCode } from '@prana/contracts';

// Addresses the public internet does not route to: a feed URL that reaches one of them is a
// server-side request forgery (the cloud metadata service, Redis, PostgreSQL, the admin network).
const NON_PUBLIC_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];
const NON_PUBLIC_V6: [string, number][] = [
  ['::', 96], // unspecified, loopback and IPv4-compatible (::a.b.c.d, deprecated)
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT)
  ['64:ff9b::', 96], // NAT64 (embeds an IPv4 address)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (embeds an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const nonPublic = new BlockList();
for (const [network, prefix] of NON_PUBLIC_V4) nonPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of NON_PUBLIC_V6) nonPublic.addSubnet(network, prefix, 'ipv6');
// IPv4-mapped addresses (::ffff:a.b.c.d), public or not: a real host never resolves to one. Kept
// apart because BlockList also matches plain IPv4 addresses against this range.
const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet('::ffff:0:0', 96, 'ipv6');

/** The bare host of a URL hostname: lower case, IPv6 brackets removed. */
export function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

/** True for private, loopback, link-local, multicast and reserved addresses (IPv4-mapped IPv6 included). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6 && ipv4Mapped.check(address, 'ipv6')) return true;
  return nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A connection the guard refused, with the coded reason its caller reports. */
export class AddressRefusedError extends Error {
  constructor(readonly failure: CodedError) {
    super(renderError(failure));
    this.name = 'AddressRefusedError';
  }
}

/**
 * The one address guard of every connection the server opens on someone's behalf (iCal feeds, Web
 * Push): any public address, and a private one only when its host name or the address itself is
 * listed (ICAL_ALLOWED_HOSTS, PUSH_ALLOWED_HOSTS; the tests list 127.0.0.1). The check runs at
 * connect time on the resolved address, which the connection then uses (no rebinding window), and
 * once more when a URL is stored, so a bad one is refused where it is entered.
 */
export class AddressGuard {
  private readonly allowed: ReadonlySet<string>;

  constructor(
    allowedHosts: readonly string[],
    private readonly refusedCode: PlainErrorCode,
  ) {
    this.allowed = new Set(allowedHosts.map(bareHost));
  }

  /** Null when `address` (reached through `hostname`) may be used, else the reason it may not. */
  refusal(hostname: string, address: string): CodedError | null {
    if (!isNonPublicAddress(address)) return null;
    if (this.allowed.has(bareHost(hostname)) || this.allowed.has(bareHost(address))) return null;
    // The resolved address is not named: it would map the internal network for whoever reads it.
    return { code: this.refusedCode };
  }

  /** The refusal of a URL whose host is a literal address (DNS, and so `lookup`, is skipped for one). */
  literalRefusal(url: URL): CodedError | null {
    const host = bareHost(url.hostname);
    return isIP(host) ? this.refusal(host, host) : null;
  }

  /**
   * DNS resolution for `http(s).request` and agents that refuses a host when any of its addresses
   * is refused (a host mixing public and private records is suspect) and connects to the checked one.
   */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const refused = addresses.map((entry) => this.refusal(hostname, entry.address)).find((reason) => reason !== null);
      if (refused) return callback(new AddressRefusedError(refused), '', 4);
      if (options.all) return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };

  /** Whether a URL about to be stored may be reached: its literal address, or every address its host resolves to now. */
  async check(url: URL): Promise<CodedError | null> {
    const host = bareHost(url.hostname);
    if (isIP(host)) return this.refusal(host, host);
    try {
      const addresses = await dns.lookup(host, { all: true });
      return addresses.map((entry) => this.refusal(host, entry.address)).find((reason) => reason !== null) ?? null;
    } catch {
      // A host that does not resolve now may later; the connection is checked again when it is made.
      return null;
    }
  }
}
