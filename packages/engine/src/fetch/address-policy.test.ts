import { describe, expect, it } from 'vitest';
import { isAddressAllowed } from './address-policy.js';

describe('isAddressAllowed', () => {
  it.each([
    ['8.8.8.8'],
    ['93.184.215.14'],
    ['2606:4700:4700::1111'],
    // NAT64 of a public IPv4 address, as DNS64 hands out on IPv6-only networks.
    ['64:ff9b::808:808'],
  ])('allows the public address %s', (address) => {
    expect(isAddressAllowed(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.3.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['100.100.100.200', 'Alibaba metadata (CGNAT)'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'AWS metadata'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['2002:a00:1::', '6to4 of 10.0.0.1'],
    ['not-an-address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isAddressAllowed(address)).toBe(false);
  });

  it('allows loopback and nothing else private when tests ask for it', () => {
    const policy = { allowLoopback: true };
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isAddressAllowed(address, policy), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '169.254.169.254', '0.0.0.0', '::', 'fd00:ec2::254', '192.168.0.1']) {
      expect(isAddressAllowed(address, policy), address).toBe(false);
    }
  });
});
