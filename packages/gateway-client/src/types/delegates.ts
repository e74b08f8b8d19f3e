import type { Address, Page } from './common.js'

/** An address allowed to propose transactions for a Safe (or for every Safe of its delegator when safe is null). */
export type Delegate = {
  safe: Address | null
  delegate: Address
  delegator: Address
  label: string
  expiryDate?: string | null
}

/** One page of delegates. */
export type DelegateResponse = Page<Delegate>
