import { startAnvil as startDevAnvil } from '@concord/devchain'
import { rpcCall } from './rpc-call.js'

/** A bare anvil (chain id 31337, no contracts) on a free 127.0.0.1 port, with a raw JSON-RPC helper. */
export type Anvil = {
  url: string
  rpc<T>(method: string, params?: readonly unknown[]): Promise<T>
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
  return { url: anvil.rpcUrl, rpc, stop: anvil.stop }
}
