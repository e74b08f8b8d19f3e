import { type Hash, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem'
import { DevchainError } from '../errors.js'
import type { DevClient } from './dev-client.js'

const RECEIPT_TIMEOUT_MS = 60_000

/**
 * The receipt of a transaction sent to anvil, read until it is there. anvil answers eth_sendTransaction before its
 * automine has put the transaction in a block; a plain read loop has no block watch to miss that block with, and a
 * seed that cannot finish says so within a minute rather than hanging a test hook.
 */
async function receiptOf(client: DevClient, hash: Hash, what: string): Promise<TransactionReceipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error
    }
    if (Date.now() > deadline) {
      throw new DevchainError(
        'SEED_FAILED',
        `${what} was not mined within ${RECEIPT_TIMEOUT_MS / 1000} s (tx ${hash}). Restart from a fresh chain (npm start --reset).`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Waits for a transaction's receipt (anvil answers before mining) and fails loudly when it reverted. */
export async function waitForSuccess(client: DevClient, hash: Hash, what: string): Promise<TransactionReceipt> {
  const receipt = await receiptOf(client, hash, what)
  if (receipt.status !== 'success') {
    throw new DevchainError(
      'SEED_FAILED',
      `${what} reverted (tx ${hash}). Restart from a fresh chain (npm start --reset).`,
    )
  }
  return receipt
}
