// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { FiltersFold } from '../src/features/transactions/history/FiltersFold'

afterEach(cleanup)

describe('the history filters fold', () => {
  test('closed, its form is not rendered; opened, it is, and stays when closed again', () => {
    const { container } = render(
      <FiltersFold open={false} summary="Filters">
        <input aria-label="Token" />
      </FiltersFold>,
    )
    expect(screen.queryByLabelText('Token')).toBeNull()
    const details = container.querySelector('details') as HTMLDetailsElement
    act(() => {
      details.open = true
      details.dispatchEvent(new Event('toggle'))
    })
    expect(screen.getByLabelText('Token')).toBeTruthy()
    act(() => {
      details.open = false
      details.dispatchEvent(new Event('toggle'))
    })
    expect(screen.getByLabelText('Token')).toBeTruthy()
  })

  test('open from the start (filters applied), its form is there at once', () => {
    render(
      <FiltersFold open summary="Filters (applied)">
        <input aria-label="Token" />
      </FiltersFold>,
    )
    expect(screen.getByLabelText('Token')).toBeTruthy()
  })
})
