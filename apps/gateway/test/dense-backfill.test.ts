import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevChain, demoErc20Abi, startDevChain } from '@concord/devchain'
import { buildSafeTransactionData, encodeExecTransaction, hashSafeTx, safeL2Abi } from '@concord/protocol'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { startTestGateway, waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, createPublicClient, encodeFunctionData, type Hex, hashMessage, http, numberToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/open-database.js'
import { createSafe } from './support/safe-chain.js'

// A dense stretch of chain: three Safes (2-of-3, 2-of-2, 1-of-1) executing in the same blocks, ~50 transactions a
// block, with token mints and ether sent to them in between. Indexed once in large batches and once block by block,
// the database rows must be the same, and every confirmation must name the owner who really signed.

const EXECUTIONS_PER_SAFE = 60
const PER_BLOCK = 15

let chain: DevChain
const databases: TestDatabase[] = []
const dirs: string[] = []
/** safeTxHash → `owner signature` of each part the execution carried, sorted. */
const expectedSigners = new Map<string, string[]>()
let safes: Address[] = []

const byAddress = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0)

/** One of the seeded Safes: its owners and threshold, and the owners who sign its executions. */
type SafePlan = { owners: PrivateKeyAccount[]; threshold: number; signers: PrivateKeyAccount[] }
type Part = { owner: Address; signature: Hex }

/** Sends raw transactions from the executor with consecutive nonces (anvil's automine may be off). */
async function rawSender(rpcUrl: string, chainId: number, executorKey: Hex) {
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 60_000 }) })
  const rpc = (method: string, params: unknown[]) =>
    client.request({ method: method as 'eth_chainId', params: params as never }) as Promise<unknown>
  const executor = privateKeyToAccount(executorKey)
  let nonce = await client.getTransactionCount({ address: executor.address })
  const send = async (to: Address, data: Hex, value = 0n, gas = 250_000n) => {
    const raw = await executor.signTransaction({
      chainId,
      nonce: nonce++,
      to,
      data,
      value,
      gas,
      gasPrice: 2_000_000_000n,
    })
    await rpc('eth_sendRawTransaction', [raw])
  }
  return { client, rpc, send, executor: executor.address }
}

/** The parts signing `hash`, sorted by owner; `ethSign` makes the second signer's part an eth_sign (v + 4 over EIP-191). */
async function signParts(signers: PrivateKeyAccount[], hash: Hex, ethSign: boolean): Promise<Part[]> {
  const parts: Part[] = []
  for (const [n, signer] of signers.entries()) {
    if (ethSign && n === 1) {
      const signature = await signer.sign({ hash: hashMessage({ raw: hash }) })
      const v = Number.parseInt(signature.slice(-2), 16) + 4
      parts.push({ owner: signer.address, signature: `${signature.slice(0, -2)}${v.toString(16)}` as Hex })
    } else {
      parts.push({ owner: signer.address, signature: await signer.sign({ hash }) })
    }
  }
  return parts.sort((a, b) => byAddress(a.owner, b.owner))
}

/** The three Safes to seed (2-of-3, 2-of-2, 1-of-1) from the dev accounts, and the executor's key. */
function devPlan(accounts: DevChain['accounts']): { plan: SafePlan[]; executorKey: Hex } {
  const keys = accounts.map((a) => a.privateKey)
  const [k0, k1, k2, k3, k4, executorKey] = [keys[0], keys[1], keys[2], keys[3], keys[4], keys[9]]
  if (!k0 || !k1 || !k2 || !k3 || !k4 || !executorKey) throw new Error('dev accounts missing')
  const [o0, o1, o2, o3, o4] = [k0, k1, k2, k3, k4].map((k) => privateKeyToAccount(k))
  if (!o0 || !o1 || !o2 || !o3 || !o4) throw new Error('dev accounts missing')
  const plan = [
    { owners: [o0, o1, o2], threshold: 2, signers: [o2, o0] },
    { owners: [o1, o3], threshold: 2, signers: [o1, o3] },
    { owners: [o4], threshold: 1, signers: [o4] },
  ]
  return { plan, executorKey }
}

beforeAll(async () => {
  chain = await startDevChain()
  const { plan, executorKey } = devPlan(chain.accounts)
  safes = []
  for (const p of plan) {
    safes.push(
      await createSafe(
        chain.rpcUrl,
        executorKey,
        p.owners.map((o) => o.address),
        p.threshold,
      ),
    )
  }

  const { client, rpc, send, executor } = await rawSender(chain.rpcUrl, chain.chainId, executorKey)
  for (const safe of safes) await send(safe, '0x', 10n ** 18n, 100_000n)
  await rpc('evm_mine', [])

  await rpc('evm_setAutomine', [false])
  for (let i = 0; i < EXECUTIONS_PER_SAFE; i++) {
    for (const [index, p] of plan.entries()) {
      const safe = safes[index] as Address
      const tx = buildSafeTransactionData({ to: executor, value: BigInt(i + 1), nonce: i })
      const hash = hashSafeTx({ chainId: chain.chainId, safeAddress: safe, version: '1.4.1', tx })
      // Every third 2-of-2 execution carries an eth_sign part.
      const parts = await signParts(p.signers, hash, index === 1 && i % 3 === 0)
      expectedSigners.set(hash, parts.map((s) => `${s.owner} ${s.signature}`).sort())
      const signatures = `0x${parts.map((s) => s.signature.slice(2)).join('')}` as Hex
      await send(safe, encodeExecTransaction(tx, signatures))
    }
    if (i % 4 === 0) {
      const safe = safes[i % safes.length] as Address
      const data = encodeFunctionData({ abi: demoErc20Abi, functionName: 'mint', args: [safe, BigInt(1000 + i)] })
      await send(chain.tokens.usdc.address, data, 0n, 120_000n)
      await send(safe, '0x', BigInt(7 + i), 100_000n)
    }
    if ((i + 1) % PER_BLOCK === 0) await rpc('evm_mine', [])
  }
  await rpc('evm_mine', [])
  await rpc('evm_setAutomine', [true])
  await rpc('anvil_mine', [numberToHex(20)])
  for (const safe of safes) {
    const onChain = await client.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })
    if (Number(onChain) !== EXECUTIONS_PER_SAFE) throw new Error(`seeding executed ${onChain} on ${safe}`)
  }
}, 240_000)

afterAll(async () => {
  for (const database of databases) await database.drop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  await chain?.stop()
})

// Every table the indexer writes, each ordered by its primary key (not `blocks`: it keeps the hash of each batch's last
// block, so its rows depend on the batch size by design).
const TABLES: [string, string][] = [
  ['safes', 'address'],
  ['safe_owners', 'safe, owner'],
  ['safe_modules', 'safe, module'],
  ['safe_states', 'safe, block_number, log_index'],
  ['multisig_transactions', 'safe_tx_hash'],
  ['confirmations', 'safe_tx_hash, owner'],
  ['transfers', 'tx_hash, log_index'],
  ['tokens', 'address'],
  ['module_transactions', 'tx_hash, log_index'],
  ['approved_hashes', 'safe, hash, owner'],
  ['signed_messages', 'safe, message_hash'],
]

/** Indexes the chain from block 0 with the given block range per batch; returns every indexed row, table by table. */
async function indexWithRange(range: number): Promise<Record<string, unknown[]>> {
  const database = await createTestDatabase()
  databases.push(database)
  const dir = mkdtempSync(join(tmpdir(), 'concord-dense-'))
  dirs.push(dir)
  const place = database.url === undefined ? { dataDir: dir } : { url: database.url }
  const indexer = { initialBlockRange: range, maxBlockRange: range }
  const gateway = await startTestGateway(chain, { indexer, database: place })
  try {
    await waitForIndexer(gateway.url, String(chain.chainId), chain.rpcUrl, 180_000)
  } finally {
    await gateway.close()
  }
  const db = await openDatabase(place)
  try {
    const rows: Record<string, unknown[]> = {}
    for (const [table, order] of TABLES) {
      rows[table] = await db.query(`select * from ${table} where chain_id = $1 order by ${order}`, [chain.chainId])
    }
    return rows
  } finally {
    await db.close()
  }
}

describe('dense backfill', () => {
  it('stores the same rows in 2,000-block batches as block by block, with the real signer of every part', async () => {
    const dense = await indexWithRange(2000)
    const single = await indexWithRange(1)
    for (const [table] of TABLES) expect(dense[table], table).toEqual(single[table])

    const executions = (dense.multisig_transactions ?? []) as { safe: string; safe_tx_hash: string }[]
    for (const safe of safes) {
      expect(executions.filter((row) => row.safe === safe)).toHaveLength(EXECUTIONS_PER_SAFE)
    }
    const confirmations = (dense.confirmations ?? []) as {
      safe_tx_hash: string
      owner: string
      signature: string
      signature_type: string
    }[]
    const signers = new Map<string, string[]>()
    for (const row of confirmations) {
      if (expectedSigners.has(row.safe_tx_hash)) {
        const pair = `${row.owner} ${row.signature}`
        signers.set(row.safe_tx_hash, [...(signers.get(row.safe_tx_hash) ?? []), pair].sort())
      }
    }
    expect(Object.fromEntries(signers)).toEqual(Object.fromEntries(expectedSigners))
    const ours = confirmations.filter((c) => expectedSigners.has(c.safe_tx_hash))
    expect(ours.filter((c) => c.signature_type === 'ETH_SIGN')).toHaveLength(EXECUTIONS_PER_SAFE / 3)
    const transfers = (dense.transfers ?? []) as { token_type: string }[]
    expect(transfers.filter((t) => t.token_type === 'ERC20').length).toBeGreaterThanOrEqual(EXECUTIONS_PER_SAFE / 4)
  }, 400_000)
})
