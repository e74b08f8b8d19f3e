import { compileSolidity, type SolidityArtifact } from '../chain/compile-solidity.js'

/** Where the dev ENS source lives, relative to the package root. */
export const DEV_ENS_SOURCE = 'contracts/DevEns.sol'

/** The compiled dev ENS registry and resolver. */
export type DevEnsArtifact = SolidityArtifact<'DevEnsRegistry' | 'DevEnsResolver'>

/** Compiles contracts/DevEns.sol (committed in artifacts/DevEns.json). */
export function compileDevEns(): DevEnsArtifact {
  return compileSolidity(DEV_ENS_SOURCE, ['DevEnsRegistry', 'DevEnsResolver'])
}
