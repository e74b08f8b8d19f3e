import { isOwner } from '@concord/protocol'
import type { Address } from 'viem'
import { readAddressInput } from '../fields/readAddressInput'
import type { NewProposer } from './useProposerWrites'

/** The longest label the gateway keeps for a proposer. */
const MAX_LABEL = 50

/** What the add-proposer form holds, checked: the proposer to add, or each field's error in words. */
export type ProposerInput =
  | { ok: true; proposer: NewProposer }
  | { ok: false; errors: { address?: string; label?: string } }

/**
 * Checks a new proposer: a usable address that is neither an owner (owners propose already) nor a proposer of this
 * Safe yet, and a label of 1–50 characters.
 */
export function readProposerInput(
  typed: { address: string; label: string },
  safe: { address: Address; owners: readonly string[] },
  proposers: readonly string[],
): ProposerInput {
  const errors: { address?: string; label?: string } = {}
  const address = readAddressInput(typed.address, safe.address)
  if (!address.ok) errors.address = address.error
  else if (isOwner(safe.owners, address.address)) {
    errors.address = `${address.address} is an owner of this Safe: owners can propose already.`
  } else if (proposers.some((p) => p.toLowerCase() === address.address.toLowerCase())) {
    errors.address = `${address.address} is already a proposer of this Safe.`
  }
  const label = typed.label.trim()
  if (!label) errors.label = 'Enter a label, so the owners know who this proposer is.'
  else if (label.length > MAX_LABEL) errors.label = `Shorten the label to at most ${MAX_LABEL} characters.`
  if (!address.ok || errors.address || errors.label) return { ok: false, errors }
  return { ok: true, proposer: { delegate: address.address, label } }
}
