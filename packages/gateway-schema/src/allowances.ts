import { z } from 'zod'
import { Address } from './common.js'

/**
 * One right a Safe has given over its tokens: an ERC-20 allowance (`spender` may take up to `allowance` base units of
 * `token`), or an NFT collection's ApprovalForAll (`spender` may move every token of the collection; `allowance` "1").
 */
export const SafeAllowance = z.object({
  type: z.enum(['ERC20', 'ERC721_ALL']),
  token: Address,
  spender: Address,
  /** ERC20: `allowance(safe, spender)` read from the chain now, in base units; ERC721_ALL: "1" (approved). */
  allowance: z.string().regex(/^\d+$/),
})
export type SafeAllowance = z.output<typeof SafeAllowance>

/**
 * Concord: the token rights a Safe has given and not withdrawn: every (token, spender) from the Safe's indexed Approval
 * and ApprovalForAll events, with what the chain reports now (`allowance`, `isApprovedForAll`); zeros are left out.
 */
export const SafeAllowances = z.object({ items: z.array(SafeAllowance) })
export type SafeAllowances = z.output<typeof SafeAllowances>
