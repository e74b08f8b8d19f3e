import { type Address, encodeFunctionData, parseAbi } from 'viem'
import type { DraftCall } from '../../../tx-draft/txDraft'
import { shortenAddress } from '../../../ui/AddressView'

// safeTransferFrom without data: the receiver's onERC721Received is checked, so a contract that cannot hold NFTs
// makes the transaction fail instead of locking the token.
const erc721TransferAbi = parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId)'])

/** An NFT the Safe holds, as the gateway lists it. */
export type OwnedNft = { address: Address; id: string; tokenSymbol: string; name: string | null }

/** The call that moves one NFT out of the Safe: `safeTransferFrom(safe, to, id)` on its collection. */
export function buildNftTransferCall(safe: Address, nft: OwnedNft, to: Address): DraftCall {
  return {
    to: nft.address,
    value: '0',
    data: encodeFunctionData({
      abi: erc721TransferAbi,
      functionName: 'safeTransferFrom',
      args: [safe, to, BigInt(nft.id)],
    }),
    operation: 0,
  }
}

/** The NFT draft's title: "Send CDNFT #1 to 0x1234…abcd". */
export function describeNftTransfer(nft: OwnedNft, to: Address): string {
  return `Send ${nft.tokenSymbol} #${nft.id} to ${shortenAddress(to)}`
}
