import { parseGwei } from 'viem'
import type { ExecutionFees } from './executeSafeTx'

/** The execute form's text fields. Empty fields are left to the wallet. */
export type ExecutionFeeFields = { gas: string; maxFee: string; maxPriorityFee: string }

/** Parses the gas limit (whole number) and the fees (gwei, decimals allowed); each problem is said in words. */
export function parseExecutionFees(
  fields: ExecutionFeeFields,
): { ok: true; fees: ExecutionFees } | { ok: false; errors: string[] } {
  const errors: string[] = []
  const fees: ExecutionFees = {}
  const gas = fields.gas.trim()
  if (gas) {
    if (/^\d+$/.test(gas) && BigInt(gas) >= 21_000n) fees.gas = BigInt(gas)
    else errors.push('Gas limit: a whole number of at least 21000.')
  }
  const gwei = (text: string, label: string) => {
    const t = text.trim()
    if (!t) return undefined
    if (!/^\d+(\.\d{1,9})?$/.test(t)) {
      errors.push(`${label}: an amount in gwei such as 1.5.`)
      return undefined
    }
    return parseGwei(t)
  }
  const maxFee = gwei(fields.maxFee, 'Max fee')
  const maxPriority = gwei(fields.maxPriorityFee, 'Max priority fee')
  if (maxFee !== undefined) fees.maxFeePerGas = maxFee
  if (maxPriority !== undefined) fees.maxPriorityFeePerGas = maxPriority
  if (maxFee !== undefined && maxPriority !== undefined && maxPriority > maxFee) {
    errors.push('Max priority fee cannot be more than the max fee.')
  }
  return errors.length ? { ok: false, errors } : { ok: true, fees }
}
