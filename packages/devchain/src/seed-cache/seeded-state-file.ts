import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { startAnvil } from '../anvil/start-anvil.js'
import { seedDevChain } from '../seed-dev-chain.js'

/**
 * The state file of a freshly seeded chain with id `chainId` in `cacheDir`, seeding one first when there is none:
 * chains loaded from it skip seeding's ~80 transactions (seconds per chain on a busy machine) and still answer for
 * every past block of the seeded history (its blocks, logs, traces and states), as a seeded chain does.
 */
export async function seededStateFile(
  cacheDir: string,
  chainId: number,
  onProgress?: (line: string) => void,
): Promise<string> {
  const file = join(cacheDir, `seeded-${chainId}.json`)
  if (existsSync(file)) return file
  mkdirSync(cacheDir, { recursive: true })
  // Processes that miss the file together each seed their own and rename it into place: either is a whole seeded chain.
  const partial = join(cacheDir, `seeding-${chainId}-${randomUUID()}.json`)
  const anvil = await startAnvil({ chainId, dumpHistoryPath: partial })
  let seeded = false
  try {
    await seedDevChain(anvil.rpcUrl, onProgress ? { onProgress } : {})
    seeded = true
  } finally {
    // anvil writes the file as it stops.
    await anvil.stop()
    if (!seeded) rmSync(partial, { force: true })
  }
  renameSync(partial, file)
  return file
}
