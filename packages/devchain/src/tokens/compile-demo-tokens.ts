import { compileSolidity, type SolidityArtifact } from '../chain/compile-solidity.js'

/** Where the demo ERC-20 source lives, relative to the package root. */
const DEMO_TOKENS_SOURCE = 'contracts/DemoTokens.sol'
/** Where the demo NFT (the demo ERC-721 with on-chain pictures) lives. */
const DEMO_NFT_SOURCE = 'contracts/DemoNft.sol'

/** The compiled demo tokens: ABI and creation bytecode per contract, plus how they were compiled. */
export type DemoTokensArtifact = SolidityArtifact<'DemoERC20' | 'DemoNft'>

/**
 * Compiles the demo ERC-20 (contracts/DemoTokens.sol) and NFT (contracts/DemoNft.sol) against the installed
 * OpenZeppelin 5 sources (committed in artifacts/DemoTokens.json).
 */
export function compileDemoTokens(): DemoTokensArtifact {
  const erc20 = compileSolidity(DEMO_TOKENS_SOURCE, ['DemoERC20'])
  const nft = compileSolidity(DEMO_NFT_SOURCE, ['DemoNft'])
  return { ...erc20, contracts: { ...erc20.contracts, ...nft.contracts } }
}
