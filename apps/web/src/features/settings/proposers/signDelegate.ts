import { GatewayError } from '@concord/gateway-client'
import { currentTotp, delegateTypedData } from '@concord/protocol'
import type { Address, Hex } from 'viem'

/** One way of signing Delegate(delegate, totp) that the gateway accepts: this hour or the last, with chainId or not. */
type Variant = { hoursAgo: 0 | 1; withChainId: boolean }

// The gateway accepts each hour-scoped signature once, for an addition or a removal, and a wallet's signature of the
// same typed data is always the same bytes. So an addition signs the first variant and a removal the second: adding
// and then removing a proposer within one hour needs no wait. When one was used already (409), the next is signed.
const VARIANTS: Variant[] = [
  { hoursAgo: 0, withChainId: true },
  { hoursAgo: 0, withChainId: false },
  { hoursAgo: 1, withChainId: true },
  { hoursAgo: 1, withChainId: false },
]

/** The typed data of one variant; the domain without chainId is the one Safe's older clients sign. */
function typedDataOf(chainId: number, delegate: Address, variant: Variant) {
  const typed = delegateTypedData(chainId, delegate, currentTotp() - BigInt(variant.hoursAgo))
  if (variant.withChainId) return typed
  const { chainId: _omitted, ...domain } = typed.domain
  return { ...typed, domain }
}

const isReplayed = (error: unknown) => error instanceof GatewayError && error.status === 409

/**
 * Signs Delegate(delegate, totp) with `sign` and hands the signature to `send`, starting at the addition's or the
 * removal's variant; a signature the gateway has already seen (409) is signed again in the next variant.
 */
export async function sendDelegateSignature(
  purpose: 'add' | 'remove',
  chainId: number,
  delegate: Address,
  sign: (typed: ReturnType<typeof typedDataOf>) => Promise<Hex>,
  send: (signature: Hex) => Promise<void>,
): Promise<void> {
  const variants = purpose === 'add' ? VARIANTS : [...VARIANTS.slice(1), VARIANTS[0] as Variant]
  for (const [index, variant] of variants.entries()) {
    try {
      await send(await sign(typedDataOf(chainId, delegate, variant)))
      return
    } catch (error) {
      if (!isReplayed(error) || index === variants.length - 1) throw error
    }
  }
}
