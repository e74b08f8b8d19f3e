// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { HashesPanel } from '../src/features/transactions/details/HashesPanel'
import { verifyTxHashes } from '../src/features/transactions/details/verifyTxHashes'
import { transferDetails } from './fixtures'

afterEach(cleanup)

const lying = `0x${'ab'.repeat(32)}` as const

describe('hashes panel', () => {
  test('a mismatch shows the blocking red warning next to both hashes', () => {
    render(<HashesPanel check={verifyTxHashes(transferDetails(lying), '31337', '1.4.1')} />)
    expect(screen.getByRole('alert').textContent).toContain('Do not sign or execute this transaction.')
    expect(screen.getByText(lying)).toBeTruthy()
    expect(screen.getByText('Domain hash')).toBeTruthy()
    expect(screen.getByText('Message hash')).toBeTruthy()
  })

  test('while the hashes are being recomputed it says so, and shows neither a match nor a mismatch', () => {
    render(<HashesPanel check={undefined} />)
    expect(screen.getByRole('status').textContent).toContain('Checking')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText('safeTxHash (gateway)')).toBeNull()
  })

  test('a match shows no warning', () => {
    const honest = verifyTxHashes(transferDetails(lying), '31337', '1.4.1')
    if (honest.kind !== 'checked') throw new Error('expected a checked result')
    render(<HashesPanel check={verifyTxHashes(transferDetails(honest.safeTxHash), '31337', '1.4.1')} />)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toContain('matches')
  })
})
