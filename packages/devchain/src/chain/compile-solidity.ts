import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { DevchainError } from '../errors.js'

const require = createRequire(import.meta.url)

/** A compiled source file: ABI and creation bytecode per contract, plus how they were compiled. */
export type SolidityArtifact<Name extends string> = {
  compiler: string
  settings: { optimizer: { enabled: boolean; runs: number }; evmVersion: string }
  contracts: Record<Name, { abi: Abi; bytecode: Hex }>
}

type SolcOutput = {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

const packageFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

const settings = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' }

/**
 * Compiles one of the package's Solidity files (path relative to the package root) with solc-js (WebAssembly, no
 * download), resolving `@openzeppelin/contracts/` imports from the installed package and relative ones among contracts/. Takes seconds, which is why
 * the results are committed under artifacts/.
 */
export function compileSolidity<Name extends string>(
  sourcePath: string,
  names: readonly Name[],
): SolidityArtifact<Name> {
  const solc = require('solc') as { compile(input: string, callbacks: object): string; version(): string }
  const absolute = packageFile(sourcePath)
  const input = {
    language: 'Solidity',
    sources: { [sourcePath]: { content: readFileSync(absolute, 'utf8') } },
    settings: { ...settings, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const openZeppelin = dirname(require.resolve('@openzeppelin/contracts/package.json'))
  const findImports = (path: string) => {
    const prefix = '@openzeppelin/contracts/'
    try {
      if (path.startsWith('contracts/')) return { contents: readFileSync(packageFile(path), 'utf8') }
      if (!path.startsWith(prefix)) throw new Error('outside OpenZeppelin')
      return { contents: readFileSync(join(openZeppelin, path.slice(prefix.length)), 'utf8') }
    } catch {
      return { error: `${path} not found: only @openzeppelin/contracts and ./ imports of contracts/ are available.` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const compiled = output.contracts?.[sourcePath]
  if (errors.length > 0 || !compiled) {
    const details = errors.map((error) => error.formattedMessage).join('\n')
    throw new DevchainError('COMPILE_FAILED', `${sourcePath} does not compile; fix the source.\n${details}`)
  }
  const contracts = {} as Record<Name, { abi: Abi; bytecode: Hex }>
  for (const name of names) {
    const contract = compiled[name]
    if (!contract) throw new DevchainError('COMPILE_FAILED', `${name} is missing from the solc output.`)
    contracts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }
  }
  return { compiler: `solc ${solc.version()}`, settings, contracts }
}
