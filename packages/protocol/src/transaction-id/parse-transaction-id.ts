import type { Address, Hex } from 'viem'
import { InvalidTransactionIdError } from '../errors.js'
import { toChecksumAddress } from '../validate.js'

/** A gateway transaction id, parsed (formats of the Safe Client Gateway, `_`-separated). */
export type ParsedTransactionId =
  | { type: 'multisig'; safe: Address; safeTxHash: Hex }
  | { type: 'module'; safe: Address; moduleTransactionId: string }
  | { type: 'transfer'; safe: Address; transferId: string }
  | { type: 'creation'; safe: Address }
  | { type: 'safeTxHash'; safeTxHash: Hex }

/** Parses any id the gateway hands out; a bare 32-byte 0x hash is a safeTxHash. Throws InvalidTransactionIdError. */
export function parseTransactionId(id: string): ParsedTransactionId {
  if (typeof id !== 'string' || id.length === 0) throw new InvalidTransactionIdError(String(id), 'it is empty')
  if (/^0x[0-9a-fA-F]{64}$/.test(id)) return { type: 'safeTxHash', safeTxHash: id.toLowerCase() as Hex }
  const [kind, safePart, ...rest] = id.split('_')
  if (kind !== 'multisig' && kind !== 'module' && kind !== 'transfer' && kind !== 'creation') {
    throw new InvalidTransactionIdError(id, 'expected multisig_, module_, transfer_, creation_ or a 0x safeTxHash')
  }
  let safe: Address
  try {
    safe = toChecksumAddress('safe', safePart)
  } catch {
    throw new InvalidTransactionIdError(id, 'the Safe part is not an address')
  }
  const detail = rest.join('_')
  if (kind === 'creation') {
    if (rest.length > 0) throw new InvalidTransactionIdError(id, 'a creation id has nothing after the Safe address')
    return { type: 'creation', safe }
  }
  if (detail.length === 0) throw new InvalidTransactionIdError(id, `the ${kind} id part is missing`)
  if (kind === 'multisig') {
    if (!/^0x[0-9a-fA-F]{64}$/.test(detail))
      throw new InvalidTransactionIdError(id, 'the safeTxHash part is not 32 bytes of hex')
    return { type: 'multisig', safe, safeTxHash: detail.toLowerCase() as Hex }
  }
  return kind === 'module'
    ? { type: 'module', safe, moduleTransactionId: detail }
    : { type: 'transfer', safe, transferId: detail }
}
