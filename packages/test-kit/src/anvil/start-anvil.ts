import { startAnvil as startDevAnvil } from '@concord/devchain'
import { pollUntil } from '../eventually/poll-until.js'
import { rpcCall } from './rpc-call.js'

/** A transaction anvil signs for one of its unlocked accounts (eth_sendTransaction's parameter). */
export type UnlockedTransaction = { from: string; to?: string; value?: string; data?: string; gas?: string }

/** A bare anvil (chain id 31337, no contracts) on a free 127.0.0.1 port, with a raw JSON-RPC helper. */
export type Anvil = {
  url: string
  rpc<T>(method: string, params?: readonly unknown[]): Promise<T>
  /** Sends from an unlocked account and resolves once the transaction is in a block, with its hash and block. */
  send(tx: UnlockedTransaction): Promise<{ hash: string; blockNumber: number }>
  stop(): Promise<void>
}

/** Starts anvil through @concord/devchain and resolves once it answers JSON-RPC. */
export async function startAnvil(): Promise<Anvil> {
  const anvil = await startDevAnvil()
  const rpc = async <T>(method: string, params: readonly unknown[] = []) => {
    try {
      return await rpcCall<T>(anvil.rpcUrl, method, params)
    } catch (error) {
      throw new Error(`${method}: ${(error as Error).message}`)
    }
  }
  // anvil answers eth_sendTransaction before its automine has put the transaction in a block: a receipt read at
  // once can be null, and a block count read at once can be one short.
  const send = async (tx: UnlockedTransaction) => {
    const hash = await rpc<string>('eth_sendTransaction', [tx])
    const receipt = await pollUntil(
      () => rpc<{ blockNumber: string } | null>('eth_getTransactionReceipt', [hash]),
      (r) => r !== null,
      { timeoutMs: 30_000, intervalMs: 20 },
    )
    if (!receipt) throw new Error(`anvil did not mine ${hash} within 30 s`)
    return { hash, blockNumber: Number(BigInt(receipt.blockNumber)) }
  }
  return { url: anvil.rpcUrl, rpc, send, stop: anvil.stop }
}
