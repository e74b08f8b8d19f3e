import type { Hash, TransactionReceipt } from 'viem'
import { DevchainError } from '../errors.js'
import type { DevClient } from './dev-client.js'

/** Waits for a transaction's receipt (anvil answers before mining) and fails loudly when it reverted. */
export async function waitForSuccess(client: DevClient, hash: Hash, what: string): Promise<TransactionReceipt> {
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') {
    throw new DevchainError(
      'SEED_FAILED',
      `${what} reverted (tx ${hash}). Restart from a fresh chain (npm start --reset).`,
    )
  }
  return receipt
}
