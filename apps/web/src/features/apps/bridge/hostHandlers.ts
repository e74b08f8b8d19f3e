import type { WalletHandlers } from '@concord/apps-host'
import type { ChainInfo, GatewayClient, SafeInfo } from '@concord/gateway-client'
import { readOffChainSignature } from '../../messages'
import { toAppChainInfo, toAppSafeInfo } from '../catalogue/toAppInfo'
import { appsRpcUrl, forwardRpc } from './forwardRpc'

/** What the bridge answers from, read anew on every request (the page keeps it current). */
export type BridgeData = {
  safeInfo: SafeInfo
  chain: ChainInfo
  account: string | undefined
  gateway: GatewayClient
  /** The address book (checksummed address → name), shared only after the user granted it. */
  addressBook: Record<string, string>
}

/**
 * The wallet's answers to apps' read requests. `getSafeInfo` answers synchronously from memory (the wagmi safe
 * connector gives up after 10 ms); the rest go to the gateway or the chain's node. Typed as every handler, so a
 * handler the host gains for a new bridge method is required here.
 */
export function buildHostHandlers(data: () => BridgeData): WalletHandlers {
  return {
    getSafeInfo: () => {
      const d = data()
      return toAppSafeInfo(d.safeInfo, d.chain, d.account)
    },
    getChainInfo: () => toAppChainInfo(data().chain),
    getEnvironmentInfo: () => ({ origin: window.location.origin }),
    getSafeBalances: ({ currency }, signal) => {
      const d = data()
      return d.gateway.getBalances(d.chain.chainId, d.safeInfo.address.value, currency, undefined, { signal })
    },
    getTxBySafeTxHash: ({ safeTxHash }, signal) => {
      const d = data()
      return d.gateway.getTransactionDetails(d.chain.chainId, safeTxHash, { signal })
    },
    getOffChainSignature: (messageHash, signal) => {
      const d = data()
      return readOffChainSignature(d.gateway, d.chain.chainId, messageHash, signal)
    },
    getAddressBook: () => {
      const d = data()
      return Object.entries(d.addressBook).map(([address, name]) => ({ address, name, chainId: d.chain.chainId }))
    },
    rpcCall: (call, params, signal) => {
      const url = appsRpcUrl(data().chain)
      if (!url) throw new Error(`This chain has no RPC the wallet can forward ${call} to.`)
      return forwardRpc(url, call, params, signal)
    },
  }
}
