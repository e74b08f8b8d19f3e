import type { Address } from 'viem'
import { devAccount } from '../chain/dev-accounts.js'
import { demoSafeSpec130, demoSafeSpec141 } from '../demo/demo-safe-specs.js'

/** A name the dev chain's ENS resolves, with the reverse record `<address>.addr.reverse` → name. */
export type DevEnsName = { name: string; address: Address }

/** The names seeded on every dev chain: the two demo Safes and dev account 0. */
export const devEnsNames: readonly DevEnsName[] = Object.freeze([
  { name: 'demo.concord.eth', address: demoSafeSpec141.address },
  { name: 'legacy.concord.eth', address: demoSafeSpec130.address },
  { name: 'alice.concord.eth', address: devAccount(0).address },
])

/** The reverse name of an address (EIP-181): lower-case hex without 0x, under addr.reverse. */
export function reverseName(address: Address): string {
  return `${address.slice(2).toLowerCase()}.addr.reverse`
}
