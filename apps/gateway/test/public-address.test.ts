import { describe, expect, it } from 'vitest'
import { hostOf, isAllowedAddress, isAllowedName } from '../src/net/address-policy.js'
import { isPublicAddress } from '../src/net/public-address.js'

// Every spelling of an address that is not one public host: the rule behind each request to a chain-supplied URL.
const NOT_PUBLIC = [
  // IPv4 special-purpose blocks
  ['0.0.0.0', 'this network'],
  ['0.1.2.3', 'this network'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['100.64.0.1', 'CGNAT'],
  ['100.127.255.254', 'CGNAT'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'cloud metadata (link-local)'],
  ['169.254.0.1', 'link-local'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.0.0.1', 'IETF protocol assignments'],
  ['192.0.0.170', 'NAT64 discovery'],
  ['192.0.2.1', 'documentation'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // IPv6
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback, long form'],
  ['fc00::1', 'unique local'],
  ['fd12:3456::1', 'unique local'],
  ['fd00:ec2::254', 'AWS IMDS over IPv6'],
  ['fe80::1', 'link-local'],
  ['febf::1', 'link-local'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
  ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
  ['::ffff:8.8.8.8', 'IPv4-mapped, even of a public address'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::7f00:1', 'IPv4-compatible loopback, hex'],
  ['::a9fe:a9fe', 'IPv4-compatible metadata'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::169.254.169.254', 'NAT64 of metadata'],
  ['64:ff9b:1::a00:1', 'local-use NAT64'],
  ['2002:7f00:1::1', '6to4 of loopback'],
  ['2002:a9fe:a9fe::1', '6to4 of metadata'],
  ['2001::1', 'Teredo'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['2001:db8::1', 'documentation'],
  ['3fff::1', 'documentation'],
  // not addresses at all
  ['localhost', 'a name'],
  ['', 'empty'],
  ['1.2.3.4.5', 'not an address'],
] as const

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.32.0.1',
  '100.128.0.1',
  '192.169.0.1',
  '2606:4700:4700::1111',
]

// Numeric spellings of loopback and metadata hosts in URLs: WHATWG URL parsing turns them into an address, which the
// rule then refuses (the literal-address check of guardedRequest sees exactly this host).
const NUMERIC_URLS = [
  'http://2130706433/',
  'http://0x7f.1/',
  'http://0x7f000001/',
  'http://017700000001/',
  'http://0177.0.0.1/',
  'http://127.1/',
  'http://127.0.0.1./',
  'http://0/',
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:127.0.0.1]:8080/',
  'http://[::127.0.0.1]/',
  'http://0xa9fea9fe/',
  'http://2852039166/',
  'http://[fd00:ec2::254]/',
  'http://[64:ff9b::a9fe:a9fe]/',
]

describe('the public-address rule', () => {
  it.each(NOT_PUBLIC)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false)
    expect(isAllowedAddress(address, { allowed: [] })).toBe(false)
  })

  it.each(PUBLIC)('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it.each(NUMERIC_URLS)('refuses the host of %s', (url) => {
    expect(isPublicAddress(hostOf(new URL(url)))).toBe(false)
  })

  it("lets the operator's allow-list open addresses, ranges and names, and nothing else", () => {
    const policy = { allowed: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'hooks.internal'] }
    expect(isAllowedAddress('127.0.0.1', policy)).toBe(true)
    expect(isAllowedAddress('::ffff:127.0.0.1', policy)).toBe(true)
    expect(isAllowedAddress('127.0.0.2', policy)).toBe(false)
    expect(isAllowedAddress('10.20.30.40', policy)).toBe(true)
    expect(isAllowedAddress('fd00:ec2::254', policy)).toBe(true)
    expect(isAllowedAddress('169.254.169.254', policy)).toBe(false)
    expect(isAllowedName('hooks.internal', policy)).toBe(true)
    expect(isAllowedName('localhost', policy)).toBe(false)
    // An address on the list is not a name: a host spelled like it is matched by address only.
    expect(isAllowedName('127.0.0.1', policy)).toBe(false)
  })
})
