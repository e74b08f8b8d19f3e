import type { DevChain } from '@concord/devchain'
import { devAccounts } from '@concord/devchain'
import {
  buildSafeTransactionData,
  execTransactionArgs,
  hashSafeTx,
  joinSignatures,
  type SafeVersion,
  safeAbisByVersion,
  sortSignaturesByOwner,
} from '@concord/protocol'
import type { Page } from 'playwright-core'
import * as v from 'valibot'
import {
  type Address,
  createTestClient,
  defineChain,
  getAddress,
  http,
  parseEventLogs,
  publicActions,
  walletActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type TxDraft, TxDraftSchema } from '../../src/tx-draft/txDraft'

/** A viem client on the dev chain with public, wallet and anvil actions. */
export function settingsClient(chain: DevChain) {
  const viemChain = defineChain({
    id: chain.chainId,
    name: 'dev',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  return createTestClient({ mode: 'anvil', chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 20 })
    .extend(publicActions)
    .extend(walletActions)
}

/** The checksummed address of dev account `i`. */
export function devAddress(i: number): Address {
  const account = devAccounts[i]
  if (!account) throw new Error(`no dev account ${i}`)
  return getAddress(account.address)
}

/** One call a Safe makes, as a draft holds it. */
type Call = { to: string; value: string; data: string; operation: 0 | 1 }

/**
 * Executes `call` through the Safe at its current nonce with EIP-712 signatures of the dev accounts `signers`
 * (account 9 sends and pays), and fails unless the Safe reports ExecutionSuccess: the path a draft takes once
 * its owners have signed on the review screen.
 */
export async function execThroughSafe(
  chain: DevChain,
  safe: { address: Address; version: SafeVersion },
  call: Call,
  signers: number[],
): Promise<void> {
  const client = settingsClient(chain)
  // 1.4.1 indexes the txHash of ExecutionSuccess: read the logs with the Safe's own version's ABI.
  const abi = safeAbisByVersion[safe.version].Safe
  const nonce = await client.readContract({ address: safe.address, abi, functionName: 'nonce' })
  const tx = buildSafeTransactionData({ ...call, nonce })
  const hash = hashSafeTx({ chainId: chain.chainId, safeAddress: safe.address, version: safe.version, tx })
  const parts = await Promise.all(
    signers.map(async (i) => {
      const account = privateKeyToAccount(devAccounts[i]?.privateKey ?? '0x')
      return { owner: account.address, signature: await account.sign({ hash }) }
    }),
  )
  const signatures = joinSignatures(sortSignaturesByOwner(parts).map(({ signature }) => ({ signature })))
  const sent = await client.writeContract({
    account: privateKeyToAccount(devAccounts[9]?.privateKey ?? '0x'),
    address: safe.address,
    abi,
    functionName: 'execTransaction',
    args: execTransactionArgs(tx, signatures),
  })
  const receipt = await client.waitForTransactionReceipt({ hash: sent })
  const ok = parseEventLogs({ abi, logs: receipt.logs, eventName: 'ExecutionSuccess' }).some(
    (log) => log.args.txHash === hash,
  )
  if (receipt.status !== 'success' || !ok) {
    throw new Error(`Safe transaction ${hash} did not succeed: ${receipt.status}, ${receipt.logs.length} logs`)
  }
}

/** The draft a settings form stored for the review screen of `safeKey` (`shortName:address`), read in the page. */
export async function storedDraft(page: Page, safeKey: string): Promise<TxDraft> {
  const raw = await page.evaluate(`sessionStorage.getItem('concord.txDraft.${safeKey.toLowerCase()}')`)
  if (typeof raw !== 'string') throw new Error(`no draft stored for ${safeKey}`)
  return v.parse(TxDraftSchema, JSON.parse(raw))
}
