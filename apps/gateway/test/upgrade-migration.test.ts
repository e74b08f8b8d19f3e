import { canonicalAddresses, migrationAddresses, safeL2Abi, safeMigrationAbi } from '@concord/protocol'
import { waitForIndexer } from '@concord/test-kit/dev-stack'
import { type Address, createPublicClient, encodeFunctionData, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DevGateway, startDevGateway } from './support/dev-gateway.js'
import { request } from './support/http.js'
import { postJson, proposalBody, type TestSafe } from './support/proposals.js'
import { executeFromDetails } from './support/safe-chain.js'

let dev: DevGateway

beforeAll(async () => {
  dev = await startDevGateway()
})

afterAll(async () => {
  await dev?.stop()
})

describe('the 1.3.0 → 1.4.1 upgrade through SafeMigration', () => {
  it('accepts the delegate call to the migration contract, decodes it, and reports the Safe as 1.4.1 once executed', async () => {
    const owner = dev.chain.accounts[3]
    if (!owner) throw new Error('dev account 3 missing')
    const safe = dev.chain.demo.safe130.address as Address
    const base = `/v1/chains/31337`
    const before = await request(dev.gateway.url, `${base}/safes/${safe}`)
    expect(before.body.version).toBe('1.3.0')

    const contract = await request(dev.gateway.url, `${base}/contracts/${migrationAddresses.SafeMigration}`)
    expect(contract.status).toBe(200)
    expect(contract.body).toMatchObject({ name: 'SafeMigration', trustedForDelegateCall: true })

    // The demo 1.3.0 Safe runs SafeL2 with the default 1.3.0 handler: Safe{Wallet} picks this entry point for it.
    const data = encodeFunctionData({ abi: safeMigrationAbi, functionName: 'migrateL2WithFallbackHandler' })
    const testSafe: TestSafe = { address: safe, version: '1.3.0', chainId: 31337 }
    const tx = { to: migrationAddresses.SafeMigration, data, operation: 1 as const, nonce: BigInt(before.body.nonce) }
    const proposed = await request(
      dev.gateway.url,
      `${base}/transactions/${safe}/propose`,
      postJson(await proposalBody(testSafe, tx, owner)),
    )
    expect(proposed.status).toBe(200)
    expect(proposed.body.txData.dataDecoded).toMatchObject({ method: 'migrateL2WithFallbackHandler' })

    expect(await executeFromDetails(dev.chain.rpcUrl, owner.privateKey, proposed.body)).toBe('success')
    const chain = createPublicClient({ transport: http(dev.chain.rpcUrl) })
    expect(await chain.readContract({ address: safe, abi: safeL2Abi, functionName: 'VERSION' })).toBe('1.4.1')
    await waitForIndexer(dev.gateway.url, '31337', dev.chain.rpcUrl)

    const after = await request(dev.gateway.url, `${base}/safes/${safe}`)
    expect(after.body.version).toBe('1.4.1')
    expect(after.body.implementation.value).toBe(canonicalAddresses['1.4.1'].SafeL2)
    expect(after.body.implementationVersionState).toBe('UP_TO_DATE')
    expect(after.body.fallbackHandler.value).toBe(canonicalAddresses['1.4.1'].CompatibilityFallbackHandler)
    const details = await request(dev.gateway.url, `${base}/transactions/${proposed.body.txId}`)
    expect(details.body.txStatus).toBe('SUCCESS')
  })
})
