import { z } from 'zod'
import { Address } from '../common.js'
import { AddressParam, ChainIdParam } from '../params.js'
import { TxsPageQuery, txsPage } from './common.js'

// The Transaction Service's delegates, v2 (api-kit: getSafeDelegates, addSafeDelegate, removeSafeDelegate). The
// bodies are the Client Gateway's (AddDelegateBody, DeleteDelegateBody): both follow the Transaction Service.

/** `/txs/{chainId}/api/v2/delegates/{delegateAddress}` */
export const TxsDelegateParams = z.object({ chainId: ChainIdParam, delegateAddress: AddressParam })

/** A delegate: `expiryDate` is null, Concord's delegations do not expire. */
export const TxsDelegate = z.object({
  safe: Address.nullable(),
  delegate: Address,
  delegator: Address,
  label: z.string(),
  expiryDate: z.null(),
})
export type TxsDelegate = z.output<typeof TxsDelegate>

/** A page of delegates. */
export const TxsDelegatePage = txsPage(TxsDelegate)
export type TxsDelegatePage = z.output<typeof TxsDelegatePage>

/** The filters of the delegate list (at least one of safe, delegate, delegator, label). */
export const TxsDelegatesQuery = TxsPageQuery.extend({
  safe: AddressParam.optional(),
  delegate: AddressParam.optional(),
  delegator: AddressParam.optional(),
  label: z.string().max(50).optional(),
})
