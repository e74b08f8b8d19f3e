import { type Address, getAddress, isAddress } from 'viem'

/** The create-Safe form as typed: owner rows, threshold and salt nonce as the inputs hold them. */
export type SafeForm = { owners: { address: string; name: string }[]; threshold: number; saltNonce: string }

/** A valid form, ready to encode. */
export type ValidSafeForm = { owners: Address[]; threshold: number; saltNonce: bigint }

/** The end of the error for an owner row left empty (shown only once the user tries to deploy). */
export const EMPTY_OWNER = 'enter an address.'

/** Checks the form and says in words what to fix: bad addresses, duplicate owners, threshold out of range, salt. */
export function validateSafeForm(form: SafeForm): { ok: true; value: ValidSafeForm } | { ok: false; errors: string[] } {
  const errors: string[] = []
  const owners: Address[] = []
  const seen = new Map<string, number>()
  form.owners.forEach((row, i) => {
    const typed = row.address.trim()
    if (!typed) {
      errors.push(`Owner ${i + 1}: ${EMPTY_OWNER}`)
      return
    }
    if (!isAddress(typed, { strict: false })) {
      errors.push(`Owner ${i + 1}: ${typed} is not a valid address (0x followed by 40 hex digits).`)
      return
    }
    const address = getAddress(typed)
    const first = seen.get(address)
    if (first !== undefined) {
      errors.push(`Owner ${i + 1} is the same address as owner ${first + 1}: remove the duplicate.`)
      return
    }
    seen.set(address, i)
    owners.push(address)
  })
  if (form.owners.length === 0) errors.push('Add at least one owner.')
  const n = form.owners.length
  if (!Number.isInteger(form.threshold) || form.threshold < 1 || form.threshold > n) {
    errors.push(`Threshold must be between 1 and ${n}, the number of owners.`)
  }
  const salt = form.saltNonce.trim()
  if (!/^\d+$/.test(salt) || BigInt(salt) >= 2n ** 256n) errors.push('Salt nonce must be a whole number (0 or more).')
  if (errors.length) return { ok: false, errors }
  return { ok: true, value: { owners, threshold: form.threshold, saltNonce: BigInt(salt) } }
}

/** A random salt nonce (64 bits), so two Safes with the same owners get different addresses. */
export function randomSaltNonce(): string {
  const words = crypto.getRandomValues(new Uint32Array(2))
  return ((BigInt(words[0] ?? 0) << 32n) | BigInt(words[1] ?? 0)).toString()
}
