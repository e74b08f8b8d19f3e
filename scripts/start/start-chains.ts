import { join } from 'node:path'
import type { StartOptions } from './options.ts'
import { progress } from './progress.ts'

export type DevChain = Awaited<ReturnType<typeof import('@concord/devchain')['startDevChain']>>

/** The chain id of the n-th dev chain (0-based): 31337, 31338. */
export const devChainId = (n: number) => 31337 + n

/**
 * Starts `options.chains` dev chains, each seeded with the same contracts and demo Safes (so a demo Safe has the same
 * address on every chain); the first on `--chain-port` with its state in `chain/`, the next on the following port.
 * Each chain's stop is pushed to `stoppers` as soon as it runs.
 */
export async function startDevChains(options: StartOptions, stoppers: Array<() => Promise<void>>): Promise<DevChain[]> {
  const { startDevChain } = await import('@concord/devchain')
  const chains: DevChain[] = []
  for (let n = 0; n < options.chains; n++) {
    const port = options.chainPort + n
    const statePath = n === 0 ? options.chainStatePath : join(options.dataDir, `chain-${devChainId(n)}`, 'state.json')
    const label = n === 0 ? '' : `chain ${devChainId(n)}: `
    progress('chain', `${label}starting anvil on 127.0.0.1:${port} (state in ${statePath})`)
    // The dev chain says `contracts: …` or `demo Safes: …`, interleaved (contracts added later are deployed after the
    // demo history, to keep its block numbers): contract lines print as they come, demo Safe lines once seeding is
    // done, so the numbered steps print in order.
    const demoLines: string[] = []
    const chain = await startDevChain({
      port,
      chainId: devChainId(n),
      statePath,
      onProgress: (line: string) => {
        const [, step, message] = /^(contracts|demo Safes): (.*)$/.exec(line) ?? [line, 'contracts', line]
        if (step === 'demo Safes') demoLines.push(`${label}${message ?? line}`)
        else progress('contracts', `${label}${message ?? line}`)
      },
    })
    for (const line of demoLines) progress('demo Safes', line)
    stoppers.push(() => chain.stop())
    chains.push(chain)
  }
  return chains
}
