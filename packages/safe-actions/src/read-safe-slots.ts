import { addressInStorageWord, SAFE_STORAGE_SLOTS } from '@concord/protocol'
import type { Address, Client, Hex } from 'viem'
import { getStorageAt } from 'viem/actions'
import { settleRead } from './settle-read.js'

/** What no getter returns (singleton, guard, module guard, fallback handler), each null when its slot is zero. */
export type SafeSlots = {
  singleton: Address | null
  guard: Address | null
  moduleGuard: Address | null
  fallbackHandler: Address | null
}

/**
 * The Safe's singleton, guard and fallback handler from storage at `blockNumber`. The slots are the same in every
 * version; before 1.3.0 there is no guard (and 1.0.0 no fallback handler), before 1.5.0 no module guard: their slots
 * read zero.
 */
export async function readSafeSlots(client: Client, address: Address, blockNumber: bigint): Promise<SafeSlots> {
  const addressIn = async (slot: Hex) =>
    addressInStorageWord((await settleRead(address, getStorageAt(client, { address, slot, blockNumber }))) ?? '0x')
  const [singleton, guard, moduleGuard, fallbackHandler] = await Promise.all([
    addressIn(SAFE_STORAGE_SLOTS.singleton),
    addressIn(SAFE_STORAGE_SLOTS.guard),
    addressIn(SAFE_STORAGE_SLOTS.moduleGuard),
    addressIn(SAFE_STORAGE_SLOTS.fallbackHandler),
  ])
  return { singleton, guard, moduleGuard, fallbackHandler }
}
