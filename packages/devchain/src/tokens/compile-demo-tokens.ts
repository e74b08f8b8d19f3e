import { compileSolidity, type SolidityArtifact } from '../chain/compile-solidity.js'

/** Where the demo token source lives, relative to the package root. */
export const DEMO_TOKENS_SOURCE = 'contracts/DemoTokens.sol'

/** The compiled demo tokens: ABI and creation bytecode per contract, plus how they were compiled. */
export type DemoTokensArtifact = SolidityArtifact<'DemoERC20' | 'DemoERC721'>

/** Compiles contracts/DemoTokens.sol against the installed OpenZeppelin 5 sources (committed in artifacts/DemoTokens.json). */
export function compileDemoTokens(): DemoTokensArtifact {
  return compileSolidity(DEMO_TOKENS_SOURCE, ['DemoERC20', 'DemoERC721'])
}
