import { decodeCall } from '@concord/protocol'
import { erc20Abi, type Hex, isAddressEqual, parseAbi } from 'viem'
import type { FlatCall } from '../review/flattenCalls'

/** What an address is to a transaction: who gets paid, what is called, or what a settings change installs. */
export type RecipientRole = 'recipient' | 'contract' | 'owner' | 'module' | 'guard' | 'fallback handler'

/** An address a transaction sends to, calls or installs; `token` is the ERC-20 contract when it receives tokens. */
export type Recipient = { address: string; role: RecipientRole; token: string | null; batchIndex: number | null }

// The Safe's own functions whose address argument is handed power over the Safe.
const SETTINGS_ABI = parseAbi([
  'function addOwnerWithThreshold(address owner, uint256 threshold)',
  'function swapOwner(address prevOwner, address oldOwner, address newOwner)',
  'function enableModule(address module)',
  'function setGuard(address guard)',
  'function setModuleGuard(address moduleGuard)',
  'function setFallbackHandler(address handler)',
])

const ZERO = '0x0000000000000000000000000000000000000000'

function settingsRecipient(data: Hex): { address: string; role: RecipientRole } | null {
  try {
    const decoded = decodeCall(SETTINGS_ABI, data)
    if (!decoded) return null
    const { functionName, args } = decoded
    if (functionName === 'addOwnerWithThreshold') return { address: args[0], role: 'owner' }
    if (functionName === 'swapOwner') return { address: args[2], role: 'owner' }
    if (functionName === 'enableModule') return { address: args[0], role: 'module' }
    if (functionName === 'setFallbackHandler') return { address: args[0], role: 'fallback handler' }
    return { address: args[0], role: 'guard' }
  } catch {
    return null
  }
}

function tokenRecipient(data: Hex, safe: string): string | null {
  try {
    const decoded = decodeCall(erc20Abi, data)
    if (decoded?.functionName === 'transfer') return decoded.args[0]
    if (decoded?.functionName === 'transferFrom' && isAddressEqual(decoded.args[0], safe as Hex)) return decoded.args[1]
  } catch {
    // Not a token transfer.
  }
  return null
}

type Call = Pick<FlatCall, 'to' | 'data' | 'operation' | 'batchIndex'>

// One CALL's addresses: what a settings change installs, or the target and the ERC-20 payee of anything else.
function recipientsOfCall(safe: string, call: Call): Recipient[] {
  const at = call.batchIndex
  if (isAddressEqual(call.to as Hex, safe as Hex)) {
    const installed = settingsRecipient(call.data)
    return installed && !isAddressEqual(installed.address as Hex, ZERO)
      ? [{ ...installed, token: null, batchIndex: at }]
      : []
  }
  const empty = call.data === '0x' || call.data.length < 10
  const target: Recipient = { address: call.to, role: empty ? 'recipient' : 'contract', token: null, batchIndex: at }
  const payee = empty ? null : tokenRecipient(call.data, safe)
  return payee ? [target, { address: payee, role: 'recipient', token: call.to, batchIndex: at }] : [target]
}

/**
 * Every address the calls pay, call or install (batches already unpacked): the target of each CALL other than the
 * Safe itself (a plain recipient without calldata, else a contract), the recipient of an ERC-20 transfer, and the new
 * owner, module, guard or fallback handler of a settings change. DELEGATE calls are checked elsewhere (they block).
 */
export function recipientsOf(safe: string, calls: readonly Call[]): Recipient[] {
  return calls.filter((call) => call.operation === 0).flatMap((call) => recipientsOfCall(safe, call))
}
