import type { DataDecoded, DecodedParameter } from '../decoder/decode-data.js'
import type { AddressInfo } from '../server/schemas/common.js'
import type { TransactionDetails } from '../server/schemas/transactions.js'
import { addressInfo } from './address-info.js'
import { type CallFacts, decodeCall } from './classify-tx-info.js'
import type { ChainRuntime } from './gateway-context.js'
import { isTrustedDelegateTarget } from './trusted-delegate-targets.js'

/** Names for every known contract address found in decoded parameters (MultiSend targets included). */
function addressIndex(chain: ChainRuntime, decoded: DataDecoded | null): Record<string, AddressInfo> | null {
  const index: Record<string, AddressInfo> = {}
  const visit = (parameters: readonly DecodedParameter[] | null) => {
    for (const p of parameters ?? []) {
      const values = Array.isArray(p.value) ? p.value.flat(4) : [p.value]
      if (p.type.startsWith('address')) {
        for (const v of values)
          if (typeof v === 'string' && chain.knownContracts.has(v)) index[v] = addressInfo(chain, v)
      }
      for (const call of p.valueDecoded ?? []) {
        if (chain.knownContracts.has(call.to)) index[call.to] = addressInfo(chain, call.to)
        visit(call.dataDecoded?.parameters ?? null)
      }
    }
  }
  visit(decoded?.parameters ?? null)
  return Object.keys(index).length === 0 ? null : index
}

/** txData of a multisig or module transaction (gateway-api.md §4.7). */
export function buildTxData(chain: ChainRuntime, call: CallFacts): NonNullable<TransactionDetails['txData']> {
  const decoded = decodeCall(chain, call)
  return {
    hexData: call.data,
    dataDecoded: decoded,
    to: addressInfo(chain, call.to),
    value: call.value,
    operation: call.operation === 1 ? 1 : 0,
    trustedDelegateCallTarget: call.operation === 1 ? isTrustedDelegateTarget(chain, call.to) : null,
    addressInfoIndex: addressIndex(chain, decoded),
    tokenInfoIndex: null,
  }
}
