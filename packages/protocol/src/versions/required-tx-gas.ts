import { encodeFunctionData, type Hex, parseAbi, size, sliceHex } from 'viem'

// Safe before 1.4.0: estimation by a call from the Safe itself (it is `authorized`) that always reverts.
const requiredTxGasAbi = parseAbi([
  'function requiredTxGas(address to, uint256 value, bytes data, uint8 operation) returns (uint256)',
])

/** The inner call of a Safe transaction, as `requiredTxGas` takes it. */
export type RequiredTxGasCall = { to: Hex; value: bigint; data: Hex; operation: 0 | 1 }

/**
 * Calldata of the Safe's own `requiredTxGas` (1.0.0 to 1.3.0), to eth_call from the Safe's address: it runs the call in
 * the Safe's real code, which is what a pre-1.3.0 update needs (the singleton swapped in for `simulationPlan` lacks
 * `changeMasterCopy`, which that update calls).
 */
export function requiredTxGasData(call: RequiredTxGasCall): Hex {
  return encodeFunctionData({
    abi: requiredTxGasAbi,
    functionName: 'requiredTxGas',
    args: [call.to, call.value, call.data, call.operation],
  })
}

/**
 * The gas `requiredTxGas` measured, from its revert data (Error(string) whose 32-byte string is the gas as one word);
 * null when the call did not succeed (any other revert).
 */
export function gasFromRequiredTxGasRevert(revertData: Hex): bigint | null {
  if (size(revertData) !== 100 || sliceHex(revertData, 0, 4) !== '0x08c379a0') return null
  if (BigInt(sliceHex(revertData, 36, 68)) !== 32n) return null
  return BigInt(sliceHex(revertData, 68, 100))
}
