import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** What `npm start` runs where: written to `<data dir>/devstack.json` as each part comes up. */
export type DevStack = {
  rpcUrl: string
  chainId: number
  gatewayUrl: string | null
  /** The dev chain's Safe Transaction Service API, for @safe-global/api-kit's `txServiceUrl`. */
  txServiceUrl: string | null
  webUrl: string | null
  appsUrl: string | null
  demoSafeUrl: string | null
  /** The dev webhook receiver that prints alert deliveries. */
  alertReceiverUrl: string | null
  /** The local WalletConnect relay (`--walletconnect-relay`), a stand-in for WalletConnect's; null when not run. */
  walletConnectRelayUrl: string | null
  contracts: Record<string, unknown>
  demo: { safe: { address: string; version: string; owners: readonly string[]; threshold: number } } & Record<
    string,
    unknown
  >
  accounts: ReadonlyArray<{ address: string; privateKey: string }>
  /** Every dev chain (`--chains 2` runs two); the fields above describe the first. */
  chains: Array<{
    chainId: number
    rpcUrl: string
    shortName: string | null
    demoSafeUrl: string | null
    txServiceUrl: string | null
  }>
}

/** Writes devstack.json atomically, so a reader never sees half a file. */
export function writeDevStack(path: string, stack: DevStack) {
  mkdirSync(dirname(path), { recursive: true })
  const tmp = `${path}.tmp`
  writeFileSync(tmp, `${JSON.stringify(stack, null, 2)}\n`)
  renameSync(tmp, path)
}
