import { execFile } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createTestDatabase, type TestDatabase } from '@concord/test-kit/database'
import { freePort } from '@concord/test-kit/net'

const run = promisify(execFile)
const script = join(import.meta.dirname, '../../../../scripts/start-postgres.sh')

/** A PostgreSQL database for tests that need a server (several gateways on one database, a database outage). */
export type PostgresServer = { url: string; stop(): Promise<void> }

/**
 * The test file's PostgreSQL database: a fresh database on the `DATABASE_URL` server when set (CI), else a throwaway
 * server started with scripts/start-postgres.sh on a free port (the PGlite run has no server to share).
 */
export async function startPostgres(): Promise<PostgresServer> {
  let database: TestDatabase
  let stopServer = async () => {}
  if (process.env.DATABASE_URL) {
    database = await createTestDatabase()
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'concord-pg-'))
    const port = await freePort()
    const { stdout } = await run('bash', [script, dir, String(port)])
    stopServer = async () => {
      await run('bash', [script, '--stop', dir])
      rmSync(dir, { recursive: true, force: true })
    }
    const saved = process.env.DATABASE_URL
    process.env.DATABASE_URL = stdout.trim()
    try {
      database = await createTestDatabase()
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL
      else process.env.DATABASE_URL = saved
    }
  }
  if (database.url === undefined) throw new Error('no PostgreSQL database was created')
  return {
    url: database.url,
    async stop() {
      await database.drop()
      await stopServer()
    },
  }
}

/** The newest Debian PostgreSQL bin directory (the one start-postgres.sh runs), so pg_dump matches the server. */
export async function postgresBin(): Promise<string> {
  const { stdout } = await run('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'])
  return stdout.trim()
}

/** A TCP proxy in front of a database that can be cut (every connection dropped, new ones refused) and restored. */
type CuttableProxy = { url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }

/** Puts a proxy in front of the PostgreSQL server of `url` and returns the URL through it. */
export async function startCuttableProxy(url: string): Promise<CuttableProxy> {
  const target = new URL(url)
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | null = null
  const open = async () => {
    const listening = createServer((client) => {
      const upstream = connect(Number(target.port || 5432), target.hostname)
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => {
          client.destroy()
          upstream.destroy()
        })
      }
      client.pipe(upstream).pipe(client)
    })
    listening.listen(port, '127.0.0.1')
    await once(listening, 'listening')
    server = listening
  }
  const shut = async () => {
    const current = server
    server = null
    for (const socket of sockets) socket.destroy()
    if (current !== null) await new Promise((resolve) => current.close(resolve))
  }
  await open()
  const proxied = new URL(url)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(port)
  return { url: proxied.toString(), cut: shut, restore: open, close: shut }
}
