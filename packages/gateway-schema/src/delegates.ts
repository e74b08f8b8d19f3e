import { z } from 'zod'
import { Address, page } from './common.js'
import { AddressParam, ChainIdParam, Cursor, SignatureHex } from './params.js'

/** An address allowed to propose transactions for a Safe (or for every Safe of its delegator when `safe` is null). */
export const Delegate = z.object({ safe: Address.nullable(), delegate: Address, delegator: Address, label: z.string() })
export type Delegate = z.output<typeof Delegate>

/** One page of delegates (gateway-api.md §6.2). */
export const DelegateResponse = page(Delegate)
export type DelegateResponse = z.output<typeof DelegateResponse>

/** Query of `GET /v{1,2}/chains/{chainId}/delegates`: at least one filter besides the cursor. */
export const DelegatesQuery = z.object({
  cursor: Cursor.optional(),
  safe: AddressParam.optional(),
  delegate: AddressParam.optional(),
  delegator: AddressParam.optional(),
  label: z.string().max(50).optional(),
})
export type DelegatesRequest = z.input<typeof DelegatesQuery>

/** Body of `POST /v2/chains/{chainId}/delegates`: signed by the delegator over Delegate(delegate, totp). */
export const AddDelegateBody = z.object({
  safe: AddressParam.nullable().default(null),
  delegate: AddressParam,
  delegator: AddressParam,
  signature: SignatureHex,
  label: z.string().min(1).max(50),
})
export type AddDelegateRequest = z.input<typeof AddDelegateBody>

/** Body of `DELETE /v2/chains/{chainId}/delegates/{delegateAddress}`: signed by the delegator or the delegate. */
export const DeleteDelegateBody = z.object({
  delegator: AddressParam,
  safe: AddressParam.nullable().default(null),
  signature: SignatureHex,
})
export type DeleteDelegateRequest = z.input<typeof DeleteDelegateBody>

/** `/chains/{chainId}/delegates/{delegateAddress}`. */
export const DelegateParams = z.object({ chainId: ChainIdParam, delegateAddress: AddressParam })
