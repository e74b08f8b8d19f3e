import { canonicalAddresses, encodeMultiSendCall, safeAbisByVersion } from '@concord/protocol'
import { type Address, encodeFunctionData, parseEther, parseUnits } from 'viem'
import { devAccount, devSigner } from '../chain/dev-accounts.js'
import type { DevClient } from '../chain/dev-client.js'
import { executeSafeTx, readSafeNonce } from '../safe/execute-safe-tx.js'
import { demoErc20Abi, demoErc721Abi, demoTokens } from '../tokens/demo-tokens.js'
import { demoSafeSpec141 } from './demo-safe-specs.js'
import { type HistoryStep, runHistory } from './history-step.js'
import { mintAndSendNft, nftOwner, sendErc20, sendEth } from './token-transfers.js'

/** What the main demo Safe receives and sends while seeded; tests derive the expected balances from it. */
export const demoSafeHistory = {
  receivedEth: parseEther('10'),
  receivedUsdc: parseUnits('25000', 6),
  receivedDai: parseUnits('10000', 18),
  receivedNftIds: [1n, 2n],
  /** nonce 0: ETH to dev account 5. */
  sentEth: parseEther('1'),
  /** nonce 1 (MultiSendCallOnly batch): dUSDC and NFT #2 to dev account 5. */
  sentUsdc: parseUnits('1000', 6),
  sentNftId: 2n,
  /** Owners and threshold after nonce 2 (addOwnerWithThreshold(account 3, 3)) and nonce 3 (changeThreshold(2)). */
  finalOwnerIndexes: [3, 0, 1, 2],
  finalThreshold: 2,
  finalNonce: 4n,
} as const

/**
 * Gives the main demo Safe a history of real transactions, skipping what the chain shows as done:
 * funds in (ETH, dUSDC, dDAI, NFTs #1 and #2 by safeTransferFrom, all from dev account 0), then four Safe
 * transactions executed by dev account 9, a non-owner relayer:
 *  0. 1 ETH to account 5 (owners 0 + 1, EIP-712 signatures);
 *  1. a MultiSendCallOnly batch by DELEGATECALL: 1,000 dUSDC and NFT #2 to account 5 (owners 1 + 2);
 *  2. addOwnerWithThreshold(account 3, 3) (owners 0 + 2);
 *  3. changeThreshold(2) (owner 0 EIP-712, owner 1 eth_sign, owner 3 approveHash on chain) → ends 2-of-4.
 * Returns how many transactions it sent.
 */
export async function seedDemoSafe(client: DevClient): Promise<number> {
  const safe = { address: demoSafeSpec141.address, version: demoSafeSpec141.version }
  const abi = safeAbisByVersion[safe.version].Safe
  const funder = devSigner(0)
  const relayer = devSigner(9)
  const recipient = devAccount(5).address
  const h = demoSafeHistory
  const nonce = () => readSafeNonce(client, safe)
  // Funding steps count as done once the Safe has moved on to executing transactions.
  const fundedOr = (check: () => Promise<boolean>) => async () => (await nonce()) > 0n || (await check())
  const erc20Balance = (token: Address) =>
    client.readContract({ address: token, abi: demoErc20Abi, functionName: 'balanceOf', args: [safe.address] })
  const execAtNonce = (at: bigint, run: () => Promise<number>): Pick<HistoryStep, 'done' | 'run'> => ({
    done: async () => (await nonce()) > at,
    run,
  })

  const steps: HistoryStep[] = [
    {
      label: 'receive ETH',
      done: fundedOr(async () => (await client.getBalance({ address: safe.address })) > 0n),
      run: () => sendEth(client, funder, safe.address, h.receivedEth),
    },
    {
      label: 'receive dUSDC',
      done: fundedOr(async () => (await erc20Balance(demoTokens.usdc.address)) > 0n),
      run: () => sendErc20(client, funder, demoTokens.usdc.address, safe.address, h.receivedUsdc),
    },
    {
      label: 'receive dDAI',
      done: fundedOr(async () => (await erc20Balance(demoTokens.dai.address)) > 0n),
      run: () => sendErc20(client, funder, demoTokens.dai.address, safe.address, h.receivedDai),
    },
    ...h.receivedNftIds.map((id) => ({
      label: `receive NFT #${id}`,
      done: fundedOr(async () => (await nftOwner(client, demoTokens.nft.address, id)) === safe.address),
      run: () => mintAndSendNft(client, funder, demoTokens.nft.address, safe.address, id),
    })),
    {
      label: 'send ETH',
      ...execAtNonce(0n, async () => {
        const tx = { to: recipient, value: h.sentEth }
        const confirmers = [{ account: devSigner(0) }, { account: devSigner(1) }]
        return (await executeSafeTx(client, { safe, tx, confirmers, executor: relayer })).transactions
      }),
    },
    {
      label: 'batch: dUSDC + NFT',
      ...execAtNonce(1n, async () => {
        const data = encodeMultiSendCall([
          {
            operation: 0,
            to: demoTokens.usdc.address,
            value: 0n,
            data: encodeFunctionData({ abi: demoErc20Abi, functionName: 'transfer', args: [recipient, h.sentUsdc] }),
          },
          {
            operation: 0,
            to: demoTokens.nft.address,
            value: 0n,
            data: encodeFunctionData({
              abi: demoErc721Abi,
              functionName: 'transferFrom',
              args: [safe.address, recipient, h.sentNftId],
            }),
          },
        ])
        const tx = { to: canonicalAddresses[safe.version].MultiSendCallOnly, data, operation: 1 }
        const confirmers = [{ account: devSigner(1) }, { account: devSigner(2) }]
        return (await executeSafeTx(client, { safe, tx, confirmers, executor: relayer })).transactions
      }),
    },
    {
      label: 'add owner',
      ...execAtNonce(2n, async () => {
        const data = encodeFunctionData({
          abi,
          functionName: 'addOwnerWithThreshold',
          args: [devAccount(3).address, 3n],
        })
        const confirmers = [{ account: devSigner(0) }, { account: devSigner(2) }]
        return (await executeSafeTx(client, { safe, tx: { to: safe.address, data }, confirmers, executor: relayer }))
          .transactions
      }),
    },
    {
      label: 'change threshold',
      ...execAtNonce(3n, async () => {
        const data = encodeFunctionData({ abi, functionName: 'changeThreshold', args: [BigInt(h.finalThreshold)] })
        const confirmers = [
          { account: devSigner(0) },
          { account: devSigner(1), method: 'eth_sign' as const },
          { account: devSigner(3), method: 'approved_hash' as const },
        ]
        return (await executeSafeTx(client, { safe, tx: { to: safe.address, data }, confirmers, executor: relayer }))
          .transactions
      }),
    },
  ]
  return runHistory(steps)
}
