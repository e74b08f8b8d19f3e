import { createGatewayClient } from '@concord/gateway-client'
import { buildSafeTransactionData, getSafeTxTypedData, hashSafeTx, makeMultisigTxId } from '@concord/protocol'
import { type Address, encodeFunctionData, erc20Abi, type Hex, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccount } from './flowsHelpers'
import type { Stack } from './stack'

/** ERC-20 `transfer(to, amount)` calldata. */
export const erc20Transfer = (to: Address, amount: bigint): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/**
 * Proposes any call (a batch too) at `nonce` on the demo Safe as owner `ownerIndex`, signed with its key and sent
 * to the gateway as the web app would; returns the transaction's id. `demo` picks another demo Safe (its owner signs).
 */
export async function proposeCall(
  stack: Stack,
  ownerIndex: number,
  call: { to: Address; data: Hex; operation: 0 | 1 },
  nonce: number,
  demo = stack.chain.demo.safe,
): Promise<string> {
  const owner = devAccount(ownerIndex)
  const tx = buildSafeTransactionData({ ...call, nonce })
  const domain = { chainId: stack.chain.chainId, safeAddress: demo.address, version: demo.version }
  const safeTxHash = hashSafeTx({ ...domain, tx })
  const signature = await privateKeyToAccount(owner.privateKey).signTypedData(getSafeTxTypedData({ ...domain, tx }))
  await createGatewayClient({ baseUrl: stack.url }).proposeTransaction(String(stack.chain.chainId), demo.address, {
    to: call.to,
    value: '0',
    data: call.data,
    nonce: String(nonce),
    operation: call.operation,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    safeTxHash,
    sender: owner.address,
    signature,
  })
  return makeMultisigTxId(demo.address, safeTxHash)
}
