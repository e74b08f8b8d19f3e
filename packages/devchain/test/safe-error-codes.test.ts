import { canonicalAddresses, SAFE_ERROR_CODES, type SafeContractName } from '@concord/protocol'
import { hexToString } from 'viem'
import { expect, it } from 'vitest'
import { DEPLOYED_SAFE_VERSIONS } from '../src/index.js'
import { readSafeArtifact } from '../src/safe/safe-artifacts.js'

// The contracts revert with bare "GSxxx" strings, kept as ASCII in their runtime bytecode: every one of them must
// have words in @concord/protocol, or a signer would see a bare code.
it('every GSxxx code in the Safe 1.3.0 and 1.4.1 bytecode has words', () => {
  const found = new Set<string>()
  for (const version of DEPLOYED_SAFE_VERSIONS) {
    for (const name of Object.keys(canonicalAddresses[version]) as SafeContractName[]) {
      const text = hexToString(readSafeArtifact(version, name).deployedBytecode)
      for (const match of text.matchAll(/GS\d{3}/g)) found.add(match[0])
    }
  }
  expect(found.size).toBeGreaterThan(20)
  expect([...found].filter((code) => SAFE_ERROR_CODES[code] === undefined)).toEqual([])
})
