import {
  buildSafeTransactionData,
  canonicalAddresses,
  encodeExecTransaction,
  encodeMultiSendCall,
  encodeMultiSendData,
  hashSafeTx,
  multiSendCallOnlyAbi,
  safeAbi,
} from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseEther,
  toEventSelector,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { type Json, request } from './support/http.js'
import { createSafe } from './support/safe-chain.js'

type Account = { address: Address; privateKey: Hex }
const contracts = canonicalAddresses['1.4.1']

let dev: DevGateway
let owner: Account
let executor: Account
let safe: Address

beforeAll(async () => {
  dev = await startDevGateway()
  const [o, e] = [dev.chain.accounts[5], dev.chain.accounts[9]]
  if (o === undefined || e === undefined) throw new Error('dev accounts missing')
  owner = o
  executor = e
  // A plain Safe 1.4.1 (not SafeL2): its execTransaction logs only ExecutionSuccess(txHash, payment).
  safe = await createSafe(dev.chain.rpcUrl, owner.privateKey, [owner.address], 1, 'Safe')
  await send(owner, { to: safe, value: parseEther('1') })
})

afterAll(async () => {
  await dev?.stop()
})

const client = () => createPublicClient({ transport: http(dev.chain.rpcUrl) })

async function send(from: Account, tx: { to: Address; value?: bigint; data?: Hex }): Promise<Hex> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(from.privateKey),
    transport: http(dev.chain.rpcUrl),
  })
  const hash = await wallet.sendTransaction({ chain: null, ...tx })
  const receipt = await client().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return hash
}

/** execTransaction calldata of a 1-of-1 SafeTx signed by the owner; returns it with the safeTxHash. */
async function signedExec(tx: { to: Address; value?: bigint; data?: Hex; operation?: 0 | 1; nonce: number }) {
  const safeTx = buildSafeTransactionData(tx)
  const safeTxHash = hashSafeTx({ chainId: dev.chain.chainId, safeAddress: safe, version: '1.4.1', tx: safeTx })
  const signature = await privateKeyToAccount(owner.privateKey).sign({ hash: safeTxHash })
  const data = encodeExecTransaction(safeTx, signature)
  return { data, safeTxHash }
}

const details = async (safeTxHash: Hex): Promise<Json> => {
  const response = await request(dev.gateway.url, `/v1/chains/31337/transactions/multisig_${safe}_${safeTxHash}`)
  expect(response.status).toBe(200)
  return response.body
}

describe('a non-L2 Safe', () => {
  it('shows an execTransaction sent directly with its data, signer and executor', async () => {
    const recipient = dev.chain.accounts[7]?.address as Address
    const { data, safeTxHash } = await signedExec({ to: recipient, value: parseEther('0.1'), nonce: 0 })
    const txHash = await send(owner, { to: safe, data })
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)

    const tx = await details(safeTxHash)
    expect(tx.txHash).toBe(txHash)
    expect(tx.txStatus).toBe('SUCCESS')
    expect(tx.txInfo).toMatchObject({
      type: 'Transfer',
      direction: 'OUTGOING',
      recipient: { value: recipient },
      transferInfo: { type: 'NATIVE_COIN', value: parseEther('0.1').toString() },
    })
    expect(tx.detailedExecutionInfo).toMatchObject({ nonce: 0, executor: { value: owner.address } })
    expect(tx.detailedExecutionInfo.confirmations.map((c: Json) => c.signer.value)).toEqual([owner.address])
    const info = await request(dev.gateway.url, `/v1/chains/31337/safes/${safe}`)
    expect(info.body.nonce).toBe(1)
  })

  it('shows an execution batched through MultiSendCallOnly by another account (found in its input, with no debug API)', async () => {
    const newOwner = dev.chain.accounts[6]?.address as Address
    const addOwner = encodeFunctionData({
      abi: safeAbi,
      functionName: 'addOwnerWithThreshold',
      args: [newOwner, 1n],
    })
    const { data, safeTxHash } = await signedExec({ to: safe, data: addOwner, nonce: 1 })
    const batch = encodeMultiSendData([{ operation: 0, to: safe, value: 0n, data }])
    const wallet = createWalletClient({
      account: privateKeyToAccount(executor.privateKey),
      transport: http(dev.chain.rpcUrl),
    })
    const txHash = await wallet.writeContract({
      chain: null,
      address: contracts.MultiSendCallOnly,
      abi: multiSendCallOnlyAbi,
      functionName: 'multiSend',
      args: [batch],
    })
    await client().waitForTransactionReceipt({ hash: txHash })
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)

    const tx = await details(safeTxHash)
    expect(tx.txHash).toBe(txHash)
    expect(tx.txInfo).toMatchObject({ type: 'SettingsChange', settingsInfo: { type: 'ADD_OWNER', threshold: 1 } })
    expect(tx.txData.hexData).toBe(addOwner)
    expect(tx.txData.dataDecoded.method).toBe('addOwnerWithThreshold')
    expect(tx.detailedExecutionInfo).toMatchObject({ nonce: 1, executor: { value: executor.address } })
    const info = await request(dev.gateway.url, `/v1/chains/31337/safes/${safe}`)
    expect(info.body.owners.map((o: Json) => o.value)).toEqual([newOwner, owner.address])
    const history = await request(dev.gateway.url, `/v1/chains/31337/safes/${safe}/transactions/history`)
    const multisig = history.body.results.filter(
      (item: Json) => item.type === 'TRANSACTION' && item.transaction.executionInfo?.type === 'MULTISIG',
    )
    expect(multisig.map((item: Json) => item.transaction.executionInfo.nonce)).toEqual([1, 0])
  })

  it("records the ether a MultiSend batch sends out of the Safe as the Safe's outgoing transfers", async () => {
    const eoa = dev.chain.accounts[8]?.address as Address
    const otherSafe = dev.chain.demo.safe130.address
    const multiSend = encodeMultiSendCall([
      { operation: 0, to: eoa, value: parseEther('0.2'), data: '0x' },
      { operation: 0, to: otherSafe, value: parseEther('0.05'), data: '0x' },
    ])
    const { data, safeTxHash } = await signedExec({
      to: contracts.MultiSendCallOnly,
      data: multiSend,
      operation: 1,
      nonce: 2,
    })
    const txHash = await send(owner, { to: safe, data })
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)
    expect((await details(safeTxHash)).txInfo).toMatchObject({
      type: 'Custom',
      methodName: 'multiSend',
      actionCount: 2,
    })

    // The move to the EOA is a transfer of the Safe, under the id of the execution's log.
    const receipt = await client().getTransactionReceipt({ hash: txHash })
    const executionTopic = toEventSelector('ExecutionSuccess(bytes32,uint256)')
    const execution = receipt.logs.find(
      (l) => l.topics[0] === executionTopic && l.address.toLowerCase() === safe.toLowerCase(),
    )
    const transferId = `transfer_${safe}_i${txHash.slice(2)}${execution?.logIndex}`
    const transfer = await request(dev.gateway.url, `/v1/chains/31337/transactions/${transferId}`)
    expect(transfer.status).toBe(200)
    expect(transfer.body.txInfo).toMatchObject({
      type: 'Transfer',
      direction: 'OUTGOING',
      sender: { value: safe },
      recipient: { value: eoa },
      transferInfo: { type: 'NATIVE_COIN', value: parseEther('0.2').toString() },
    })
    // The move to another Safe is its incoming transfer, exactly once (its own SafeReceived log is the same ether).
    const incoming = await request(dev.gateway.url, `/v1/chains/31337/safes/${otherSafe}/incoming-transfers`)
    const fromBatch = incoming.body.results.filter((item: Json) => item.transaction.txHash === txHash)
    expect(fromBatch).toHaveLength(1)
  })
})
