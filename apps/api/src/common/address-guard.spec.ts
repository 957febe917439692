import { describe, expect, it } from 'vitest';
import { AddressGuard, isNonPublicAddress } from './address-guard.ts';

describe('isNonPublicAddress', () => {
  it('refuses loopback, private, link-local and reserved addresses, IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1']) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses every IPv6 form that embeds an IPv4 address, public or not', () => {
    // IPv4-compatible, IPv4-mapped, IPv4-translated, NAT64 (well-known and local-use), Teredo.
    for (const address of ['::7f00:1', '::127.0.0.1', '::a9fe:a9fe', '::ffff:8.8.8.8', '::ffff:0:7f00:1', '64:ff9b::808:808', '64:ff9b:1::7f00:1', '64:ff9b:1:ffff::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2']) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['54.230.10.1', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '2001:4860:4860::8888']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });

  it('treats anything that is not an address as not public', () => {
    expect(isNonPublicAddress('localhost')).toBe(true);
  });
});

describe('AddressGuard', () => {
  it('allows a private address only when its host or the address is listed', () => {
    const guard = new AddressGuard(['127.0.0.1', 'feeds.internal'], 'sync.privateAddress');
    expect(guard.refusal('127.0.0.1', '127.0.0.1')).toBeNull();
    expect(guard.refusal('feeds.internal', '10.0.0.5')).toBeNull();
    // The reason never names the address the host resolved to.
    expect(guard.refusal('127.0.0.2', '127.0.0.2')).toEqual({ code: 'sync.privateAddress' });
    expect(guard.refusal('[::1]', '::1')).not.toBeNull();
    expect(guard.refusal('calendar.example', '93.184.216.34')).toBeNull();
  });

  it('allows no private address by default', () => {
    expect(new AddressGuard([], 'sync.privateAddress').refusal('127.0.0.1', '127.0.0.1')).not.toBeNull();
  });
});
