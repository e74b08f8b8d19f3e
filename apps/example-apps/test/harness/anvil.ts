import { startAnvil as startDevAnvil } from '@concord/devchain'

/** A local anvil on a free 127.0.0.1 port. */
export type Anvil = { url: string; rpc<T>(method: string, params?: unknown[]): Promise<T>; stop(): Promise<void> }

/** Starts anvil (chain id 31337) through @concord/devchain, with a raw JSON-RPC helper. */
export async function startAnvil(): Promise<Anvil> {
  const anvil = await startDevAnvil()
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: T; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result as T
  }
  return { url: anvil.rpcUrl, rpc, stop: anvil.stop }
}

/** Runtime code of a contract whose every call returns `magic` (an EIP-1271 "valid signature" answer). */
export function alwaysReturns(magic: `0x${string}`): `0x${string}` {
  // PUSH32 magic‖zeros, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN
  return `0x7f${magic.slice(2).padEnd(64, '0')}60005260206000f3`
}
