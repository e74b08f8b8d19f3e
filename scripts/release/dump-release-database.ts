// `node --conditions=source --import tsx scripts/release/dump-release-database.ts POSTGRES_URL`: writes the database a
// release creates (its schema, its migration records and one queued proposal with a confirmation) to
// apps/gateway/test/fixtures/previous-release.sql. Run it when a release is cut, on an empty database: the next
// release's upgrade test (apps/gateway/test/release-upgrade.test.ts) migrates this file and compares the result with a
// fresh database.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../../apps/gateway/src/db/open-database.ts'

const url = process.argv[2]
if (!url) throw new Error('usage: dump-release-database.ts POSTGRES_URL (an empty database)')
const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const SAFE = '0x1111111111111111111111111111111111111111'
const OWNER = '0x2222222222222222222222222222222222222222'
const HASH = `0x${'ab'.repeat(32)}`

const db = await openDatabase({ url })
await db.query(
  `insert into multisig_transactions (chain_id, safe, safe_tx_hash, to_address, value, operation, safe_tx_gas, base_gas,
     gas_price, gas_token, refund_receiver, nonce, proposer, trusted, submission_date, modified)
   values (1, $1, $2, $3, 5, 0, 0, 0, 0, $4, $4, 0, $3, true, 1700000000000, 1700000000000)`,
  [SAFE, HASH, OWNER, '0x0000000000000000000000000000000000000000'],
)
await db.query(
  `insert into confirmations (chain_id, safe_tx_hash, owner, signature, signature_type, submission_date)
   values (1, $1, $2, '0x', 'EOA', 1700000000000)`,
  [HASH, OWNER],
)
// Fixed times, so the file changes only when the schema does.
await db.query('update schema_migrations set applied_at = 1700000000000')
await db.close()

const dump = (args: string[]) =>
  execFileSync('pg_dump', [...args, '--no-owner', '--no-privileges', url], { encoding: 'utf8' })
const schema = dump(['--schema-only'])
const data = dump([
  '--data-only',
  '--inserts',
  '-t',
  'schema_migrations',
  '-t',
  'multisig_transactions',
  '-t',
  'confirmations',
])
// psql meta-commands (\restrict in newer pg_dump) are not SQL: the test runs this file through a driver, not psql.
const sql = `${schema}\n${data}`
  .split('\n')
  .filter((line) => !line.startsWith('\\'))
  .join('\n')
writeFileSync(join(root, 'apps/gateway/test/fixtures/previous-release.sql'), sql)
