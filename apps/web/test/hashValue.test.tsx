// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { HashValue } from '../src/ui/HashValue'

afterEach(cleanup)

const HASH = `0x${'12ab'.repeat(16)}`

test('a hash shows short with copy; "Show full" shows the whole value for a hardware wallet comparison, and back', () => {
  const { container } = render(<HashValue value={HASH} />)
  const hash = container.querySelector('.hash') as HTMLElement
  expect(screen.getByText('0x12ab12…ab12ab')).toBeTruthy()
  expect(screen.getByRole('button', { name: `Copy: ${HASH}` })).toBeTruthy()
  // Short by default (components.css hides .hash__full outside .hash--full).
  expect(hash.classList.contains('hash--full')).toBe(false)
  fireEvent.click(screen.getByRole('button', { name: 'Show full' }))
  expect(hash.classList.contains('hash--full')).toBe(true)
  expect(screen.getByText(HASH)).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Show short' }))
  expect(hash.classList.contains('hash--full')).toBe(false)
})
