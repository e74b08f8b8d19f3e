import type { DecodedCall, TransactionInfo } from '@concord/gateway-schema'
import { isAddress } from 'viem'
import type { ChainRuntime, TokenRow } from '../../../context/gateway-context.js'
import { addressInfo } from '../../../wire/address-info.js'
import { type CallFacts, decodedParam } from '../details/decode-call.js'

/** Who sent how much to whom in a decoded transfer/transferFrom/safeTransferFrom call, when it involves the Safe. */
function transferParts(call: CallFacts, decoded: DecodedCall) {
  if (decoded.method === 'transfer' && decoded.parameters?.length === 2) {
    return { sender: call.safe, recipient: decodedParam(decoded, 0), amount: decodedParam(decoded, 1) }
  }
  if (decoded.method !== 'transferFrom' && decoded.method !== 'safeTransferFrom') return null
  const [sender, recipient, amount] = [0, 1, 2].map((index) => decodedParam(decoded, index)) as [string, string, string]
  return sender === call.safe || recipient === call.safe ? { sender, recipient, amount } : null
}

/** The Transfer txInfo of a call that moves a known token to or from the Safe, else null. */
export function tokenTransfer(
  chain: ChainRuntime,
  call: CallFacts,
  decoded: DecodedCall,
  token: TokenRow,
): TransactionInfo | null {
  const parts = transferParts(call, decoded)
  if (parts === null) return null
  const { sender, recipient, amount } = parts
  // Only an ABI with addresses in these places describes a token transfer.
  if (!isAddress(sender, { strict: false }) || !isAddress(recipient, { strict: false })) return null
  const common = {
    tokenAddress: token.address,
    tokenName: token.name,
    tokenSymbol: token.symbol,
    logoUri: token.logoUri || null,
  }
  return {
    type: 'Transfer',
    humanDescription: null,
    sender: addressInfo(chain, sender),
    recipient: addressInfo(chain, recipient),
    direction: sender === call.safe ? 'OUTGOING' : recipient === call.safe ? 'INCOMING' : 'UNKNOWN',
    transferInfo:
      token.type === 'ERC721'
        ? { type: 'ERC721', ...common, tokenId: amount, trusted: null }
        : { type: 'ERC20', ...common, value: amount, decimals: token.decimals, trusted: null, imitation: false },
  }
}
