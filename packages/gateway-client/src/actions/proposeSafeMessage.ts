import type { ProposeSafeMessageRequest as ProposeSafeMessageBody } from '@concord/gateway-schema'
import { defineAction } from '../action.js'
import { callOperation } from '../operation.js'
import type { RequestOptions, Transport } from '../request.js'

type WireTypedData = Exclude<ProposeSafeMessageBody['message'], string>

/**
 * EIP-712 typed data to sign as a Safe message. Its domain's chainId and salt are as loose as the Safe SDK takes them;
 * the gateway answers 422 unless chainId is a number or a decimal string and salt a string.
 */
export type TypedDataInput = Omit<WireTypedData, 'domain'> & {
  domain: Omit<WireTypedData['domain'], 'chainId' | 'salt'> & { chainId?: unknown; salt?: unknown }
}

/** A new off-chain message with the proposing owner's signature. */
export type ProposeSafeMessageRequest = Omit<ProposeSafeMessageBody, 'message'> & { message: string | TypedDataInput }

/** Propose a new off-chain message for the other owners to sign. */
export const proposeSafeMessage = defineAction(function proposeSafeMessage(
  transport: Transport,
  chainId: string,
  address: string,
  body: ProposeSafeMessageRequest,
  options?: RequestOptions,
): Promise<void> {
  return callOperation(transport, 'proposeSafeMessage', { params: { chainId, address }, body, options })
})
