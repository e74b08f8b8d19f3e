import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url))

/** Where a gateway CLI process reads its config and keeps its data (PostgreSQL when `databaseUrl` is given). */
export type GatewayCliOptions = { configPath: string; dir: string; databaseUrl: string | undefined }

/**
 * Starts the gateway CLI in its own process (so a test can SIGKILL it) and resolves with its URL once it listens;
 * the child is pushed to `children` at once, for the test's clean-up.
 */
export async function startGatewayCli(
  options: GatewayCliOptions,
  children: ChildProcess[],
): Promise<{ child: ChildProcess; url: string }> {
  const args = ['--conditions=source', '--import', 'tsx', MAIN, '--config', options.configPath, '--port', '0']
  const child = spawn(process.execPath, [...args, '--data-dir', join(options.dir, 'pg'), '--log-level', 'warn'], {
    env: { ...process.env, ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}: ${output}`)))
  })
  return { child, url }
}
