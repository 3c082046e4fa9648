// Unit tests of server/net/address-policy.ts: which addresses an outbound request may reach.
// Pure table lookups; nothing here connects anywhere.
import { expect } from 'chai';
import { isBlockedAddress } from './address-policy.ts';

const BLOCKED: Array<[string, string]> = [
  ['0.0.0.0', 'this host (reaches loopback on Linux)'],
  ['0.1.2.3', '0/8'],
  ['10.0.0.1', 'private 10/8'],
  ['10.255.255.255', 'private 10/8, last'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT, last'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback, last'],
  ['169.254.169.254', 'cloud metadata (link-local)'],
  ['169.254.0.1', 'link-local'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12, last'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.0.2.1', 'documentation'],
  ['192.168.1.1', 'private 192.168/16'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking, last'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast (SSDP)'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback, spelled out'],
  ['::7f00:1', 'IPv4-compatible loopback (deprecated ::/96)'],
  ['fc00::1', 'unique-local'],
  ['fd00::1', 'unique-local'],
  ['fdff:ffff:ffff::1', 'unique-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local with a zone'],
  ['febf::1', 'link-local, last'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['100::1', 'discard'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::FFFF:7F00:0001', 'IPv4-mapped loopback, upper case'],
  ['0:0:0:0:0:ffff:127.0.0.1', 'IPv4-mapped loopback, spelled out'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata'],
  ['::ffff:0:127.0.0.1', 'IPv4-translated loopback'],
  ['64:ff9b::127.0.0.1', 'NAT64 loopback'],
  ['64:ff9b::7f00:1', 'NAT64 loopback, hex'],
  ['64:ff9b:0:0:0:0:7f00:1', 'NAT64 loopback, spelled out'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 metadata'],
  ['64:ff9b::10.1.2.3', 'NAT64 private'],
  ['64:ff9b:1::5db8:d822', 'local-use NAT64 prefix'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['2002:a9fe:a9fe::1', '6to4 of metadata'],
  ['localhost', 'not an IP address: refused, never guessed'],
  ['127.1', 'shorthand IPv4 is not an IP address here'],
  ['', 'empty'],
];

const ALLOWED: Array<[string, string]> = [
  ['93.184.216.34', 'public (example.com)'],
  ['1.1.1.1', 'public'],
  ['8.8.8.8', 'public'],
  ['11.0.0.1', 'just above 10/8'],
  ['100.128.0.1', 'just above carrier-grade NAT'],
  ['172.32.0.1', 'just above 172.16/12'],
  ['169.255.0.1', 'just above link-local'],
  ['198.20.0.1', 'just above benchmarking'],
  ['223.255.255.254', 'just below multicast'],
  ['2606:4700::1', 'public IPv6'],
  ['2001:4860:4860::8888', 'public IPv6'],
  ['2a00:1450:4001::1', 'public IPv6'],
  ['::ffff:93.184.216.34', 'IPv4-mapped public'],
  ['64:ff9b::5db8:d822', 'NAT64 of a public address'],
  ['2002:5db8:d822::1', '6to4 of a public address'],
];

describe('address policy (isBlockedAddress)', () => {
  for (const [address, why] of BLOCKED) {
    it(`blocks ${JSON.stringify(address)}: ${why}`, () => {
      expect(isBlockedAddress(address)).to.equal(true);
    });
  }
  for (const [address, why] of ALLOWED) {
    it(`allows ${address}: ${why}`, () => {
      expect(isBlockedAddress(address)).to.equal(false);
    });
  }
});
