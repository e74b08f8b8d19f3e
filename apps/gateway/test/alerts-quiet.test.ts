import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../src/db/db.js'
import { openDatabase } from '../src/db/open-database.js'
import { deliveryPlanner } from '../src/modules/alerts/delivery/plan-deliveries.js'
import type { OutboxRow, SubscriptionRow } from '../src/modules/alerts/subscriptions/alert-rows.js'

// Issue 33 point 6: alerts that do not help attackers.
const SAFE = '0x5afE5afE5afE5afE5afE5afE5afE5afE5afE5afE'
const VENDOR = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const POISONER = `0x996F${'1'.repeat(32)}a4dC`
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

let database: TestDatabase
let db: Db

beforeAll(async () => {
  database = await createTestDatabase()
  db = await openDatabase(database.url === undefined ? {} : { url: database.url })
  // The Safe paid the vendor once: the vendor is an address the Safe chose.
  await db.query(
    `insert into transfers (chain_id, tx_hash, log_index, block_number, execution_date, token_type, token_address,
       from_address, to_address, value) values (31337, '0x01', 0, 1, 1000, 'ERC20', $1, $2, $3, 5)`,
    [TOKEN, SAFE, VENDOR],
  )
})

afterAll(async () => {
  await db?.close()
  await database?.drop()
})

const subscription: SubscriptionRow = {
  id: 'sub-1',
  chainId: '31337',
  safe: SAFE,
  channel: 'webhook',
  destination: 'https://example.org/hook',
  format: 'json',
  secret: 's',
  events: ['INCOMING_TOKEN', 'NEW_CONFIRMATION'],
  thresholds: { fiat: null, tokens: {} },
  createdBy: OWNER,
  createdAt: 0,
  includeUntrustedTokens: true,
  confirmedAt: 0,
  creatorIsOwner: true,
} as unknown as SubscriptionRow
const event = (type: OutboxRow['type'], payload: Record<string, unknown>): OutboxRow => ({
  id: 1,
  eventKey: `${type}:1`,
  chainId: '31337',
  safe: SAFE,
  type,
  payload,
  createdAt: 1,
})
const ctx = { chains: new Map(), prices: null } as unknown as Parameters<typeof deliveryPlanner>[0]
const plan = (e: OutboxRow) => deliveryPlanner(ctx)(db, e, [subscription])

describe('alerts that do not help attackers', () => {
  it('incoming tokens from a look-alike of an address the Safe paid alert nobody; from another sender they do', async () => {
    expect(POISONER.toLowerCase()).toMatch(/^0x996.*a4dc$/)
    const dust = { tokenAddress: TOKEN, value: '1', txHash: '0x02', from: POISONER }
    expect(await plan(event('INCOMING_TOKEN', dust))).toEqual([])
    const plain = await plan(event('INCOMING_TOKEN', { ...dust, from: '0x1111111111111111111111111111111111111111' }))
    expect(plain.map((d) => d.type)).toEqual(['INCOMING_TOKEN'])
  })

  it("incoming tokens from a look-alike of an entry of the creator's address book alert nobody; the entry's deletion, or a creator without it, do", async () => {
    // "Vendor: Acme" in the owner's synced address book only: the Safe never paid it, so its index has nothing like it.
    const acme = `0xacb7${'7'.repeat(32)}e11e`
    const copy = `0xacbd${'d'.repeat(32)}e11e`
    const name = async (deleted: boolean) =>
      db.query(
        `insert into address_book_entries (account, chain_id, address, name, updated_at, deleted)
         values ($1, 31337, $2, 'Vendor: Acme', 1, $3)
         on conflict (account, chain_id, address) do update set deleted = excluded.deleted`,
        [OWNER, acme, deleted],
      )
    const dust = event('INCOMING_TOKEN', { tokenAddress: TOKEN, value: '1', txHash: '0x04', from: copy })
    expect((await plan(dust)).map((d) => d.type)).toEqual(['INCOMING_TOKEN'])
    await name(false)
    expect(await plan(dust)).toEqual([])
    // Another owner's subscription: their book does not name Acme.
    const other = { ...subscription, id: 'sub-2', createdBy: VENDOR } as SubscriptionRow
    expect((await deliveryPlanner(ctx)(db, dust, [other])).map((d) => d.type)).toEqual(['INCOMING_TOKEN'])
    // The entry itself still alerts; a deleted entry no longer quiets its look-alike.
    const fromAcme = event('INCOMING_TOKEN', { tokenAddress: TOKEN, value: '1', txHash: '0x05', from: acme })
    expect((await plan(fromAcme)).map((d) => d.type)).toEqual(['INCOMING_TOKEN'])
    await name(true)
    expect((await plan(dust)).map((d) => d.type)).toEqual(['INCOMING_TOKEN'])
  })

  it("a subscription's creator hears nothing of their own confirmation; another owner's confirmation alerts", async () => {
    expect(await plan(event('NEW_CONFIRMATION', { owner: OWNER.toLowerCase(), safeTxHash: '0x03' }))).toEqual([])
    const other = await plan(event('NEW_CONFIRMATION', { owner: VENDOR, safeTxHash: '0x03' }))
    expect(other.map((d) => d.type)).toEqual(['NEW_CONFIRMATION'])
  })
})
