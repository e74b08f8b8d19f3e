// Safe{Core} SDK against Concord: @safe-global/api-kit proposes and confirms through Concord's Transaction Service
// API, @safe-global/protocol-kit signs and executes on the dev chain. Start the stack with `npm start`, then:
//
//   node --import tsx examples/safe-core-sdk.ts [path/to/devstack.json]   (default .data/devstack.json)
//
// Owner 1 proposes sending 0.001 ETH from the demo Safe (signing the EIP-712 typed data), owner 2 confirms the way
// api-kit's guide does (protocolKit.signHash: eth_sign, which the wallet marks "signed as a raw hash"), owner 1
// executes; the wallet shows each step in the Safe's queue and then its history.
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import * as apiKitModule from '@safe-global/api-kit'
import * as protocolKitModule from '@safe-global/protocol-kit'

// TypeScript reads both kits' types as CommonJS (their package.json has no "type": "module"), so it sees each class
// one `default` deeper than Node's ESM import, which is what runs. In a CommonJS project, `import SafeApiKit from`.
const SafeApiKit = apiKitModule.default as unknown as typeof apiKitModule.default.default
const Safe = protocolKitModule.default as unknown as typeof protocolKitModule.default.default

type ContractName =
  | 'SafeL2'
  | 'SafeProxyFactory'
  | 'MultiSend'
  | 'MultiSendCallOnly'
  | 'CompatibilityFallbackHandler'
  | 'SignMessageLib'
  | 'CreateCall'
  | 'SimulateTxAccessor'

/** What this example reads from devstack.json. */
type DevStack = {
  rpcUrl: string
  chainId: number
  txServiceUrl: string
  contracts: { '1.4.1': Record<ContractName, string> }
  demo: { safe: { address: string; owners: readonly string[] } }
  accounts: ReadonlyArray<{ address: string; privateKey: `0x${string}` }>
}

const stack = JSON.parse(readFileSync(process.argv[2] ?? '.data/devstack.json', 'utf8')) as DevStack
const safeAddress = stack.demo.safe.address
const v141 = stack.contracts['1.4.1']
// protocol-kit has no deployments for a local chain id: name the dev chain's (canonical) contracts.
const contractNetworks = {
  [String(stack.chainId)]: {
    safeSingletonAddress: v141.SafeL2,
    safeProxyFactoryAddress: v141.SafeProxyFactory,
    multiSendAddress: v141.MultiSend,
    multiSendCallOnlyAddress: v141.MultiSendCallOnly,
    fallbackHandlerAddress: v141.CompatibilityFallbackHandler,
    signMessageLibAddress: v141.SignMessageLib,
    createCallAddress: v141.CreateCall,
    simulateTxAccessorAddress: v141.SimulateTxAccessor,
  },
}

/** The dev account that is the Safe's `index`-th owner. */
function owner(index: number) {
  const address = stack.demo.safe.owners[index]
  const found = stack.accounts.find((a) => a.address === address)
  if (found === undefined) throw new Error(`Owner ${index} of the demo Safe is not a dev account: run npm start again`)
  return found
}

/** protocol-kit for the demo Safe, signing as owner `index`. */
const kitOf = (index: number) =>
  Safe.init({ provider: stack.rpcUrl, signer: owner(index).privateKey, safeAddress, contractNetworks })

async function main() {
  // No apiKey: Concord's Transaction Service API needs none (api-kit asks for one only for Safe's hosted service).
  const apiKit = new SafeApiKit({ chainId: BigInt(stack.chainId), txServiceUrl: stack.txServiceUrl })
  const info = await apiKit.getSafeInfo(safeAddress)
  console.log(`Safe ${info.address}: ${info.threshold} of ${info.owners.length} owners, nonce ${info.nonce}`)

  // 1. Owner 1 creates the transaction at the next free nonce (after any queued ones), signs it and proposes it.
  const proposer = await kitOf(0)
  const nonce = Number(await apiKit.getNextNonce(safeAddress))
  const transactions = [{ to: owner(2).address, value: '1000000000000000', data: '0x' }]
  const safeTransaction = await proposer.createTransaction({ transactions, options: { nonce } })
  const safeTxHash = await proposer.getTransactionHash(safeTransaction)
  const signed = await proposer.signTransaction(safeTransaction)
  await apiKit.proposeTransaction({
    safeAddress,
    safeTransactionData: signed.data,
    safeTxHash,
    senderAddress: owner(0).address,
    senderSignature: signed.getSignature(owner(0).address)?.data ?? '',
    origin: JSON.stringify({ name: 'Safe{Core} SDK example', url: 'https://github.com/safe-global/safe-core-sdk' }),
  })
  console.log(`Proposed ${safeTxHash} at nonce ${nonce}`)

  // 2. Owner 2 reads it back from the service, checks that what it holds hashes to safeTxHash (a bare hash shows
  //    nothing of the transaction: never sign one you did not recompute), then signs the hash and confirms.
  const confirmer = await kitOf(1)
  const pending = await apiKit.getTransaction(safeTxHash)
  const again = await confirmer.createTransaction({
    transactions: [{ to: pending.to, value: pending.value, data: pending.data ?? '0x' }],
    options: { nonce: Number(pending.nonce) },
  })
  if ((await confirmer.getTransactionHash(again)) !== safeTxHash) {
    throw new Error(`The service's copy of ${safeTxHash} does not hash to it: not signing`)
  }
  const confirmation = await confirmer.signHash(safeTxHash)
  await apiKit.confirmTransaction(safeTxHash, confirmation.data)
  const queued = await apiKit.getPendingTransactions(safeAddress)
  console.log(`Confirmed by a second owner; ${queued.count} transaction(s) pending`)

  // 3. With the threshold met, owner 1 executes it on chain with the confirmations the service holds.
  const ready = await apiKit.getTransaction(safeTxHash)
  const { hash } = await proposer.executeTransaction(ready)
  console.log(`Executed in ${hash}`)

  // 4. The gateway indexes the execution from the chain; api-kit then shows it executed.
  for (let attempt = 0; attempt < 120; attempt++) {
    const tx = await apiKit.getTransaction(safeTxHash)
    if (tx.isExecuted) {
      console.log(`Indexed: executed in block ${tx.blockNumber}, successful: ${tx.isSuccessful}`)
      // 5. It is also the newest entry of the Safe's all-transactions, with the transfers it made.
      const [newest] = (await apiKit.getAllTransactions(safeAddress, { limit: 1 })).results
      if (newest && 'safeTxHash' in newest) {
        console.log(
          `Newest of all transactions: ${newest.txType} ${newest.safeTxHash}, ${newest.transfers.length} transfer(s)`,
        )
      }
      return
    }
    await sleep(500)
  }
  throw new Error('The gateway did not show the execution within a minute: is its indexer running?')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
