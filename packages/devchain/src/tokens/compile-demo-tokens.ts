import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { DevchainError } from '../errors.js'

const require = createRequire(import.meta.url)

/** Where the demo token source lives, relative to the package root. */
export const DEMO_TOKENS_SOURCE = 'contracts/DemoTokens.sol'

/** The compiled demo tokens: ABI and creation bytecode per contract, plus how they were compiled. */
export type DemoTokensArtifact = {
  compiler: string
  settings: { optimizer: { enabled: boolean; runs: number }; evmVersion: string }
  contracts: Record<'DemoERC20' | 'DemoERC721', { abi: Abi; bytecode: Hex }>
}

type SolcOutput = {
  errors?: Array<{ severity: string; formattedMessage: string }>
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

const settings = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun' }

/**
 * Compiles contracts/DemoTokens.sol with solc-js (WebAssembly, no download) against the installed OpenZeppelin 5
 * sources. Takes about 2 s, which is why the result is committed in artifacts/DemoTokens.json.
 */
export function compileDemoTokens(): DemoTokensArtifact {
  const solc = require('solc') as { compile(input: string, callbacks: object): string; version(): string }
  const sourcePath = fileURLToPath(new URL(`../../${DEMO_TOKENS_SOURCE}`, import.meta.url))
  const input = {
    language: 'Solidity',
    sources: { [DEMO_TOKENS_SOURCE]: { content: readFileSync(sourcePath, 'utf8') } },
    settings: { ...settings, outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  // The source imports only OpenZeppelin; its files are read from the installed package.
  const openZeppelin = dirname(require.resolve('@openzeppelin/contracts/package.json'))
  const findImports = (path: string) => {
    const prefix = '@openzeppelin/contracts/'
    try {
      if (!path.startsWith(prefix)) throw new Error('outside OpenZeppelin')
      return { contents: readFileSync(join(openZeppelin, path.slice(prefix.length)), 'utf8') }
    } catch {
      return { error: `${path} not found: only @openzeppelin/contracts imports are available.` }
    }
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as SolcOutput
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  const compiled = output.contracts?.[DEMO_TOKENS_SOURCE]
  if (errors.length > 0 || !compiled) {
    const details = errors.map((error) => error.formattedMessage).join('\n')
    throw new DevchainError('COMPILE_FAILED', `${DEMO_TOKENS_SOURCE} does not compile; fix the source.\n${details}`)
  }
  const pick = (name: 'DemoERC20' | 'DemoERC721') => {
    const contract = compiled[name]
    if (!contract) throw new DevchainError('COMPILE_FAILED', `${name} is missing from the solc output.`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }
  }
  return {
    compiler: `solc ${solc.version()}`,
    settings,
    contracts: { DemoERC20: pick('DemoERC20'), DemoERC721: pick('DemoERC721') },
  }
}
