import type { SafeTransactionData } from '@concord/protocol'
import { pollUntil } from '@concord/test-kit/eventually'
import { isListening } from '@concord/test-kit/net'
import fc from 'fast-check'
import { bytesToHex, getAddress } from 'viem'

/** Waits until nothing listens on the port any more; false if it is still open after `patienceMs`. */
export async function waitUntilClosed(port: number, patienceMs = 20_000): Promise<boolean> {
  const open = await pollUntil(
    () => isListening(port),
    (listening) => !listening,
    {
      timeoutMs: patienceMs,
      intervalMs: 50,
    },
  )
  return !open
}

/** Any address, as fast-check draws it. */
export const anyAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(bytesToHex(bytes)))

/** Any SafeTx, every field over its whole range (data up to `maxData` bytes), for hash cross-checks on anvil. */
export function anySafeTx(maxData: number): fc.Arbitrary<SafeTransactionData> {
  const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })
  return fc.record({
    to: anyAddress,
    value: uint256,
    data: fc.uint8Array({ maxLength: maxData }).map((bytes) => bytesToHex(bytes)),
    operation: fc.constantFrom(0 as const, 1 as const),
    safeTxGas: uint256,
    baseGas: uint256,
    gasPrice: uint256,
    gasToken: anyAddress,
    refundReceiver: anyAddress,
    nonce: uint256,
  })
}
