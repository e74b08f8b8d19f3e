import { compileSolidity, type SolidityArtifact } from '../chain/compile-solidity.js'

/** The compiled stand-in for Safe's AllowanceModule (no published artifact carries the real bytecode). */
export type StandInAllowanceModuleArtifact = SolidityArtifact<'StandInAllowanceModule'>

/** Compiles contracts/StandInAllowanceModule.sol (committed in artifacts/StandInAllowanceModule.json). */
export function compileStandInAllowanceModule(): StandInAllowanceModuleArtifact {
  return compileSolidity('contracts/StandInAllowanceModule.sol', ['StandInAllowanceModule'])
}
