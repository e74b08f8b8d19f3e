import { z } from 'zod'
import { Address } from './common.js'
import { AddressParam } from './params.js'

/** `?address=` of the counterparty check: the recipient about to be paid or called. */
export const CounterpartyQuery = z.object({ address: AddressParam })
export type CounterpartyQuery = z.output<typeof CounterpartyQuery>

/**
 * Why the gateway knows the address a recipient imitates: an owner of the Safe, an address the Safe paid, or a
 * contract the Safe called. Senders of incoming transfers are not among them: anyone can send to a Safe, so an
 * attacker could plant the "original" (a look-alike of the real vendor) with one dust transfer.
 */
export const LookAlikeSource = z.enum(['OWNER', 'PAID', 'CALLED'])
export type LookAlikeSource = z.output<typeof LookAlikeSource>

/** An address the Safe knows that the recipient looks like (same first 3 and last 4 hex characters). */
export const CounterpartyLookAlike = z.object({ address: Address, source: LookAlikeSource })
export type CounterpartyLookAlike = z.output<typeof CounterpartyLookAlike>

/** What the chain and the index say about a recipient that has code. */
export const CounterpartyContract = z.object({
  /** The Safe's creation block when the recipient is an indexed Safe, else the first indexed block it appears in. */
  firstSeenBlock: z.number().int().nullable(),
  /** Whether the index knows it as a token contract (ERC-20 or ERC-721). */
  isToken: z.boolean(),
  /** Times this Safe called it in an executed transaction (multisig or module). */
  calledCount: z.number().int(),
  /** The implementation it delegates to when its code is an EIP-1167 minimal proxy (a Zodiac module instance), else null. */
  implementation: Address.nullable(),
})
export type CounterpartyContract = z.output<typeof CounterpartyContract>

/**
 * A Safe's history with one recipient (a Concord addition, `GET /v1/chains/{chainId}/safes/{address}/counterparties`):
 * how often the Safe paid it and when last (unix ms), how often it received from it, whether it is a contract, and
 * which known addresses it looks like.
 */
export const Counterparty = z.object({
  address: Address,
  paidCount: z.number().int(),
  lastPaidAt: z.number().int().nullable(),
  receivedCount: z.number().int(),
  /** Null when the address has no code on chain (a plain account). */
  contract: CounterpartyContract.nullable(),
  lookAlikes: z.array(CounterpartyLookAlike),
})
export type Counterparty = z.output<typeof Counterparty>
