// @vitest-environment happy-dom
import type { GetSafeMessageReturnType, MultisigExecutionDetails } from '@concord/gateway-client'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { MessageSignersPanel } from '../src/features/messages/details/MessageSignersPanel'
import { SignersPanel } from '../src/features/transactions/details/SignersPanel'
import { transferDetails } from './fixtures'

afterEach(cleanup)

// Issue 28 point 7: a confirmation made with eth_sign (Safe{Core} SDK's signHash, through the Transaction Service
// API) counts like any other, and the transaction's page says it was signed as a raw hash.
const OWNER_A = '0x1111111111111111111111111111111111111111'
const OWNER_B = '0x2222222222222222222222222222222222222222'
const part = (v: string) => `0x${'1a'.repeat(32)}${'2b'.repeat(32)}${v}` as `0x${string}`
const confirmation = (owner: string, signature: `0x${string}` | null) => ({
  signer: { value: owner as `0x${string}`, name: null, logoUri: null },
  signature,
  submittedAt: 1_718_000_000_000,
})

function renderPanel(confirmations: MultisigExecutionDetails['confirmations'], account?: string) {
  const details = transferDetails(`0x${'ab'.repeat(32)}`)
  const exec = { ...(details.detailedExecutionInfo as MultisigExecutionDetails), confirmations }
  render(<SignersPanel exec={exec} owners={[OWNER_A, OWNER_B]} queued account={account} />)
  return screen.getAllByRole('listitem')
}

describe("the transaction page's signers", () => {
  test('mark an eth_sign confirmation (v 31 or 32) as signed as a raw hash, and count it', () => {
    const [a, b] = renderPanel([confirmation(OWNER_A, part('1f')), confirmation(OWNER_B, part('1b'))])
    if (!a || !b) throw new Error('two confirmations expected')
    expect(within(a).getByText('signed as a raw hash').getAttribute('title')).toMatch(/eth_sign.*counts/)
    expect(within(b).queryByText('signed as a raw hash')).toBeNull()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Confirmations 2/2')
    cleanup()
    const [other] = renderPanel([confirmation(OWNER_B, part('20'))])
    expect(other && within(other).queryByText('signed as a raw hash')).toBeTruthy()
  })

  test('mark the connected owner "you", and no one else', () => {
    const [a, b] = renderPanel(
      [confirmation(OWNER_A, part('1c')), confirmation(OWNER_B, part('1c'))],
      OWNER_B.toUpperCase(),
    )
    if (!a || !b) throw new Error('two confirmations expected')
    expect(within(a).queryByText('you')).toBeNull()
    expect(within(b).getByText('you')).toBeTruthy()
    cleanup()
    renderPanel([confirmation(OWNER_A, part('1c'))])
    expect(screen.queryByText('you')).toBeNull()
  })

  test('mark neither a typed-data signature nor an on-chain approval (no signature stored)', () => {
    renderPanel([confirmation(OWNER_A, part('1c')), confirmation(OWNER_B, null)])
    expect(screen.queryByText('signed as a raw hash')).toBeNull()
  })

  test('mark neither an approved hash (v 1), a contract signature (v 0) nor bytes that are not one signature', () => {
    const ownerInR = `0x${'00'.repeat(12)}${OWNER_A.slice(2)}`
    const approved = `${ownerInR}${'00'.repeat(32)}01` as `0x${string}`
    // A contract signature: s points past the static part to a 32-byte length and the EIP-1271 bytes.
    const contract = `${ownerInR}${(65).toString(16).padStart(64, '0')}00${(4).toString(16).padStart(64, '0')}deadbeef`
    renderPanel([confirmation(OWNER_A, approved), confirmation(OWNER_B, contract as `0x${string}`)])
    expect(screen.queryByText('signed as a raw hash')).toBeNull()
    cleanup()
    renderPanel([
      confirmation(OWNER_A, part('1f').slice(0, 100) as `0x${string}`),
      confirmation(OWNER_B, `${part('1f')}0`),
    ])
    expect(screen.queryByText('signed as a raw hash')).toBeNull()
  })
})

describe("a message's signers", () => {
  test('mark an eth_sign signature as signed as a raw hash', () => {
    const owner = (value: string) => ({ value, name: null, logoUri: null })
    const signature = (value: string, v: string) => ({ owner: owner(value), signature: part(v), submittedAt: 1 })
    const message = {
      status: 'CONFIRMED',
      proposedBy: owner(OWNER_A),
      confirmationsSubmitted: 2,
      confirmationsRequired: 2,
      confirmations: [signature(OWNER_A, '1b'), signature(OWNER_B, '20')],
    } as unknown as GetSafeMessageReturnType
    render(<MessageSignersPanel message={message} owners={[OWNER_A, OWNER_B]} />)
    const [a, b] = screen.getAllByRole('listitem')
    if (!a || !b) throw new Error('two signatures expected')
    expect(within(a).queryByText('signed as a raw hash')).toBeNull()
    expect(within(b).getByText('signed as a raw hash')).toBeTruthy()
  })
})
