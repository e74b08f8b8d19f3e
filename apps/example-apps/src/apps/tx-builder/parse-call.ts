import type { BaseTransaction } from '@concord/apps-sdk'
import { type Address, getAddress, type Hex, isAddress, parseEther } from 'viem'
import type { BatchTransaction } from './batch-file.js'

/** The form fields as typed: recipient, amount in ETH, calldata. */
export type DraftCall = { to: string; value: string; data: string }

/**
 * A checked call, ready to list and to send; `source` is the batch-file transaction it was imported from (exported
 * again as it was, so its contract method and inputs survive a round trip).
 */
export type Call = { to: Address; valueEth: string; valueWei: bigint; data: Hex; source?: BatchTransaction }

/** Field name → what is wrong with it. */
export type CallErrors = Partial<Record<keyof DraftCall, string>>

const ETH_AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/
const HEX_BYTES = /^0x([0-9a-fA-F]{2})*$/

/** Checks the form: a checksummed or lower-case address, a non-negative ETH amount (≤ 18 decimals), 0x hex data. */
export function parseCall(draft: DraftCall): { ok: true; call: Call } | { ok: false; errors: CallErrors } {
  const errors: CallErrors = {}
  const to = draft.to.trim()
  const value = draft.value.trim() === '' ? '0' : draft.value.trim()
  const data = draft.data.trim() === '' ? '0x' : draft.data.trim()

  if (!isAddress(to, { strict: false })) errors.to = 'Enter an address: 0x followed by 40 hex characters.'
  else if (!isAddress(to)) errors.to = 'The address checksum does not match; check it, or paste it in lower case.'

  if (!ETH_AMOUNT.test(value)) errors.value = 'Enter an amount in ETH, such as 0.5 (or 0 for a plain call).'
  else if ((value.split('.')[1] ?? '').length > 18) errors.value = 'ETH has at most 18 decimals.'

  if (!HEX_BYTES.test(data)) errors.data = 'Data must be 0x followed by an even number of hex digits (0x for none).'

  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    call: { to: getAddress(to), valueEth: value, valueWei: parseEther(value), data: data.toLowerCase() as Hex },
  }
}

/** The wire form the wallet expects: value in wei as a decimal string. */
export function toTransaction(call: Call): BaseTransaction {
  return { to: call.to, value: call.valueWei.toString(), data: call.data }
}
