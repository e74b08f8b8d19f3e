import ipaddr from 'ipaddr.js'

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number]
const ranges = (cidrs: readonly string[]): Range[] => cidrs.map((cidr) => ipaddr.parseCIDR(cidr))

// Every IPv4 block that is not one host on the public internet (IANA special-purpose registry): "this network",
// private, CGNAT, loopback, link-local (cloud metadata at 169.254.169.254), IETF protocol assignments, documentation,
// the 6to4 relay anycast, benchmarking, multicast, reserved and broadcast.
const NOT_PUBLIC_V4 = ranges([
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
])

// IPv6 is allowed only inside global unicast 2000::/3, which by itself excludes ::, ::1, IPv4-mapped ::ffff:a.b.c.d,
// IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, unique-local fc00::/7 (AWS IMDS fd00:ec2::254),
// link-local fe80::/10, site-local fec0::/10 and multicast ff00::/8. Inside it, these still lead elsewhere: IETF
// protocol assignments 2001::/23 (Teredo 2001::/32, which tunnels to an IPv4 address, among them), documentation
// 2001:db8::/32 and 3fff::/20, 6to4 2002::/16 (an IPv4 address inside), and SRv6 segment ids 5f00::/16.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3')
const NOT_PUBLIC_V6 = ranges(['2001::/23', '2001:db8::/32', '2002::/16', '3fff::/20', '5f00::/16'])

/**
 * Whether `address` (an IP address in any spelling ipaddr.js reads: `127.1`, `0x7f.1`, `2130706433`, `::ffff:7f00:1`…)
 * is one public unicast host on the internet. Anything else, including an address that only embeds a public IPv4
 * (mapped, compatible, NAT64, 6to4, Teredo), and anything that is not an address, is refused: the rule for every
 * request the gateway sends to a URL it did not get from its operator.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv4') return !NOT_PUBLIC_V4.some((range) => parsed.match(range))
  return parsed.match(GLOBAL_UNICAST_V6) && !NOT_PUBLIC_V6.some((range) => parsed.match(range))
}
