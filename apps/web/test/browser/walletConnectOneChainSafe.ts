import { encodeSafeSetup, predictSafeAddress, safeAbisByVersion, versionContract } from '@concord/protocol'
import { type Address, keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devAccount } from './flowsHelpers'
import { settingsClient } from './settingsHelpers'
import type { Stack } from './stack'
import { waitForIndexedOwner } from './stack'

/**
 * Creates a 1-of-1 SafeL2 1.4.1 of dev account `owner` on the stack's first chain only (the other dev chains are
 * seeded alike, so every demo Safe exists on all of them): a Safe the gateway knows on one chain. Resolves once the
 * gateway lists it among the owner's Safes.
 */
export async function createOneChainSafe(stack: Stack, owner: number, label: string): Promise<Address> {
  const factory = versionContract('1.4.1', 'SafeProxyFactory')
  const singleton = versionContract('1.4.1', 'SafeL2')
  const handler = versionContract('1.4.1', 'CompatibilityFallbackHandler')
  if (!factory || !singleton || !handler) throw new Error('Safe 1.4.1 lacks a canonical factory, singleton or handler')
  const initializer = encodeSafeSetup({ owners: [devAccount(owner).address], threshold: 1, fallbackHandler: handler })
  const saltNonce = BigInt(keccak256(stringToHex(`concord.test.${label}`)))
  const address = predictSafeAddress({ factory, singleton, initializer, saltNonce, version: '1.4.1' })
  const client = settingsClient(stack.chain)
  const hash = await client.writeContract({
    account: privateKeyToAccount(devAccount(9).privateKey),
    address: factory,
    abi: safeAbisByVersion['1.4.1'].SafeProxyFactory,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, saltNonce],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`creating the Safe ${label} reverted`)
  await waitForIndexedOwner(stack, devAccount(owner).address, address)
  return address
}
