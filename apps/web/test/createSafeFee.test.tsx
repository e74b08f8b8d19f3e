// @vitest-environment happy-dom
import type { ChainInfo } from '@concord/gateway-client'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { SafeDeploymentPlan } from '../src/features/create-safe/planSafeDeployment'
import { SafeReviewStep } from '../src/features/create-safe/SafeReviewStep'

afterEach(cleanup)

// Issue 35 point 7: Create Safe's review shows the deployment's fee in the native coin and in fiat.
const chain = {
  chainId: '31337',
  chainName: 'Concord Devnet',
  shortName: 'dev',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: null },
} as unknown as ChainInfo
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const plan = {
  version: '1.4.1',
  factory: OWNER,
  singleton: OWNER,
  initializer: '0x',
  saltNonce: 1n,
  predicted: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
} as unknown as SafeDeploymentPlan
// 300,000 gas at 10 gwei: 0.003 ETH.
const fee = { ok: true as const, gas: 300_000n, maxFeePerGas: 10_000_000_000n }

function review(price: { fiatConversion: string | null; currency: string }) {
  render(
    <SafeReviewStep
      chain={chain}
      owners={[{ address: OWNER, name: 'Alice' }]}
      threshold={1}
      plan={plan}
      fee={fee}
      price={price}
    />,
  )
  return screen.getByRole('note', { name: 'Network fee' }).textContent
}

describe("Create Safe's network fee", () => {
  test('is said in the native coin and in fiat at the native coin’s price', () => {
    expect(review({ fiatConversion: '2000', currency: 'usd' })).toMatch(/^up to 0\.003 ETH \(≈ \$6\.00\) to deploy now/)
  })

  test('without a price it is the native coin alone, never a made-up fiat value', () => {
    expect(review({ fiatConversion: null, currency: 'usd' })).toMatch(/^up to 0\.003 ETH to deploy now/)
  })
})
