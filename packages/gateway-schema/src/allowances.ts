import { z } from 'zod'
import { Address } from './common.js'

/** One ERC-20 allowance a Safe has given: `spender` may take up to `allowance` base units of `token` now. */
export const SafeAllowance = z.object({
  token: Address,
  spender: Address,
  /** The current `allowance(safe, spender)` read from the chain, in base units (decimal string). */
  allowance: z.string().regex(/^\d+$/),
})
export type SafeAllowance = z.output<typeof SafeAllowance>

/**
 * Concord: the ERC-20 allowances a Safe has given and not withdrawn: every (token, spender) from the Safe's indexed
 * Approval events, with the allowance the chain reports now; zeros are left out.
 */
export const SafeAllowances = z.object({ items: z.array(SafeAllowance) })
export type SafeAllowances = z.output<typeof SafeAllowances>
