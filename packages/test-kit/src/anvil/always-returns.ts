import type { Hex } from 'viem'

/**
 * Runtime code of a contract whose every call returns `magic` left-aligned in one word, the way an EIP-1271 wallet
 * answers "valid signature" (`0x1626ba7e`, or the legacy `0x20c13b0b`): for anvil_setCode.
 */
export function alwaysReturns(magic: Hex): Hex {
  // PUSH32 magic‖zeros, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN
  return `0x7f${magic.slice(2).padEnd(64, '0')}60005260206000f3`
}
