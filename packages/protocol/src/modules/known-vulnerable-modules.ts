/** A module (or guard) implementation with a published vulnerability: flag it wherever a Safe's modules are shown. */
export type VulnerableModule = {
  name: string
  version: string
  /** The mastercopy (singleton) every instance deployed by Zodiac's ModuleProxyFactory points to. */
  mastercopy: `0x${string}`
  /** What is wrong and what to do, in words. */
  advisory: string
}

// The vulnerability itself: field-2026.md item 7 ("Zodiac Delay 1.1.0 / Roles 2.1.0 vulnerability (Jun 2026)") and
// wave3-facts.md ("Known-vulnerable modules (June 2026)"). Neither names a fixed version or the bytecode hash of a
// patched build, so the list matches the two mastercopies and the minimal proxies that point to them; other chains'
// non-canonical deployments of the same code are not recognised.
const ADVISORY =
  'A vulnerability in this version was published in June 2026: whoever can exploit it may move this Safe’s assets ' +
  'through the module. Disable it, or replace it with a fixed version.'

/** Known-vulnerable module versions, each by its canonical mastercopy address (the same on every chain, CREATE2). */
export const KNOWN_VULNERABLE_MODULES: readonly VulnerableModule[] = [
  {
    name: 'Zodiac Delay',
    version: '1.1.0',
    // gnosisguild/zodiac-modifier-delay, mastercopies.json → Delay → 1.1.0 (commit 0d4dac1).
    mastercopy: '0x01F8cabB808D7dE0dF4202D4B60C8310d2f1339b',
    advisory: ADVISORY,
  },
  {
    name: 'Zodiac Roles',
    version: '2.1.0',
    // gnosisguild/zodiac-modifier-roles, packages/evm/mastercopies.json → Roles → 2.1.0 (commit 8eacf9e9).
    mastercopy: '0x9646fDAD06d3e24444381f44362a3B0eB343D337',
    advisory: ADVISORY,
  },
]

// EIP-1167 minimal proxy runtime code: these bytes, the 20-byte implementation, then the tail.
const PROXY_HEAD = '363d3d373d3d3d363d73'
const PROXY_TAIL = '5af43d82803e903d91602b57fd5bf3'

/** The implementation an EIP-1167 minimal proxy delegates to (lower case), or null for any other code. */
export function minimalProxyTarget(code: string): `0x${string}` | null {
  const hex = code.toLowerCase().replace(/^0x/, '')
  if (hex.length !== PROXY_HEAD.length + 40 + PROXY_TAIL.length) return null
  if (!hex.startsWith(PROXY_HEAD) || !hex.endsWith(PROXY_TAIL)) return null
  return `0x${hex.slice(PROXY_HEAD.length, PROXY_HEAD.length + 40)}`
}

/**
 * The known-vulnerable version a module is, from its address (a mastercopy enabled directly) or its implementation
 * (a minimal proxy's target, when the caller read its code); undefined when it is not on the list.
 */
export function vulnerableModuleOf(address: string, implementation?: string | null): VulnerableModule | undefined {
  const candidates = [address, implementation]
    .filter((a): a is string => typeof a === 'string')
    .map((a) => a.toLowerCase())
  return KNOWN_VULNERABLE_MODULES.find((m) => candidates.includes(m.mastercopy.toLowerCase()))
}
