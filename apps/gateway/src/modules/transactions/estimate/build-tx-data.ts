import type {
  Address,
  AddressInfo,
  DataDecoded,
  Parameter,
  ParamValue,
  TransactionDetails,
} from '@concord/gateway-schema'
import { isAddress } from 'viem'
import type { ChainRuntime } from '../../../context/gateway-context.js'
import { addressInfo } from '../../../wire/address-info.js'
import { type CallFacts, decodeCall } from '../details/decode-call.js'
import { untrustedDelegateCalls } from '../propose/untrusted-delegate-calls.js'

/** The addresses among a decoded value (arrays of addresses included). */
function addressValues(value: ParamValue): Address[] {
  const values = Array.isArray(value) ? value.flat(4) : [value]
  return values.filter((v): v is Address => typeof v === 'string' && isAddress(v, { strict: false }))
}

/** Every address in decoded parameters: address-typed values and the targets of MultiSend calls, at any depth. */
function decodedAddresses(parameters: readonly Parameter[] | null): Address[] {
  return (parameters ?? []).flatMap((p) => [
    ...(p.type.startsWith('address') ? addressValues(p.value) : []),
    ...(p.valueDecoded ?? []).flatMap((call) => [call.to, ...decodedAddresses(call.dataDecoded?.parameters ?? null)]),
  ])
}

/** Names for every known contract address found in decoded parameters (MultiSend targets included). */
function addressIndex(chain: ChainRuntime, decoded: DataDecoded | null): Record<Address, AddressInfo> | null {
  const known = decodedAddresses(decoded?.parameters ?? null).filter((address) => chain.knownContracts.has(address))
  return known.length === 0 ? null : Object.fromEntries(known.map((address) => [address, addressInfo(chain, address)]))
}

/** txData of a multisig or module transaction (gateway-api.md §4.7). */
export function buildTxData(chain: ChainRuntime, call: CallFacts): NonNullable<TransactionDetails['txData']> {
  const decoded = decodeCall(chain, call)
  // Computed on every read, so rows stored before the rule and executions indexed from the chain are flagged too.
  const untrusted = untrustedDelegateCalls(chain, call)
  return {
    hexData: call.data,
    dataDecoded: decoded,
    to: addressInfo(chain, call.to),
    value: call.value,
    operation: call.operation === 1 ? 1 : 0,
    trustedDelegateCallTarget: call.operation === 1 ? untrusted.length === 0 : null,
    untrustedDelegateCalls: untrusted.map(({ path, to }) => ({ path, to: addressInfo(chain, to) })),
    addressInfoIndex: addressIndex(chain, decoded),
    tokenInfoIndex: null,
  }
}
