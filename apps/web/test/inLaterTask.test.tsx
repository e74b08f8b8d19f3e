// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { InLaterTask } from '../src/ui/InLaterTask'

afterEach(cleanup)

describe('InLaterTask', () => {
  test('shows its parent at once and its children only in a later task', async () => {
    render(
      <main>
        <h1>Send 42 dDAI</h1>
        <InLaterTask>
          <p>Decoded calls</p>
        </InLaterTask>
      </main>,
    )
    expect(screen.getByRole('heading', { name: 'Send 42 dDAI' })).toBeTruthy()
    expect(screen.queryByText('Decoded calls')).toBeNull()
    expect(await screen.findByText('Decoded calls')).toBeTruthy()
  })
})
