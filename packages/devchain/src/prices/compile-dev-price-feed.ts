import { compileSolidity, type SolidityArtifact } from '../chain/compile-solidity.js'

/** The compiled dev price feed (Chainlink's AggregatorV3Interface). */
export type DevPriceFeedArtifact = SolidityArtifact<'DevPriceFeed'>

/** Compiles contracts/DevPriceFeed.sol (committed in artifacts/DevPriceFeed.json). */
export function compileDevPriceFeed(): DevPriceFeedArtifact {
  return compileSolidity('contracts/DevPriceFeed.sol', ['DevPriceFeed'])
}
