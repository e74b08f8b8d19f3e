import type { Address, LocalAccount } from 'viem'
import type { DevClient } from '../chain/dev-client.js'
import { waitForSuccess } from '../chain/send-and-wait.js'
import { demoErc20Abi, demoErc721Abi } from '../tokens/demo-tokens.js'

/** Sends `value` wei from `from` to `to`; resolves with 1 (transactions sent). */
export async function sendEth(client: DevClient, from: LocalAccount, to: Address, value: bigint): Promise<number> {
  await waitForSuccess(client, await client.sendTransaction({ account: from, to, value }), `ETH transfer to ${to}`)
  return 1
}

/** ERC-20 `transfer` from `from`; resolves with 1. */
export async function sendErc20(
  client: DevClient,
  from: LocalAccount,
  token: Address,
  to: Address,
  amount: bigint,
): Promise<number> {
  const hash = await client.writeContract({
    account: from,
    address: token,
    abi: demoErc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await waitForSuccess(client, hash, `token transfer to ${to}`)
  return 1
}

/** Mints NFT `tokenId` to `from` unless it exists, then `safeTransferFrom`s it to `to`; resolves with the count sent. */
export async function mintAndSendNft(
  client: DevClient,
  from: LocalAccount,
  nft: Address,
  to: Address,
  tokenId: bigint,
): Promise<number> {
  let transactions = 0
  if ((await nftOwner(client, nft, tokenId)) === null) {
    const hash = await client.writeContract({
      account: from,
      address: nft,
      abi: demoErc721Abi,
      functionName: 'mint',
      args: [from.address, tokenId],
    })
    await waitForSuccess(client, hash, `NFT #${tokenId} mint`)
    transactions++
  }
  // safeTransferFrom, not transferFrom: the Safe must accept it through its fallback handler's onERC721Received.
  const hash = await client.writeContract({
    account: from,
    address: nft,
    abi: demoErc721Abi,
    functionName: 'safeTransferFrom',
    args: [from.address, to, tokenId],
  })
  await waitForSuccess(client, hash, `NFT #${tokenId} transfer to ${to}`)
  return transactions + 1
}

/** The owner of NFT `tokenId`, or null when it was never minted. */
export async function nftOwner(client: DevClient, nft: Address, tokenId: bigint): Promise<Address | null> {
  try {
    return await client.readContract({ address: nft, abi: demoErc721Abi, functionName: 'ownerOf', args: [tokenId] })
  } catch {
    return null
  }
}
