// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { isString, usePersistentState } from '../src/ui/usePersistentState'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

let choose: (currency: string) => void = () => undefined

function Switch() {
  const [currency, setCurrency] = usePersistentState('concord.test.currency', 'usd', isString)
  choose = setCurrency
  return <p data-testid="switch">{currency}</p>
}

function Sidebar() {
  const [currency] = usePersistentState('concord.test.currency', 'usd', isString)
  return <p data-testid="sidebar">{currency}</p>
}

// Issue 35 point 10: the currency switched on one page updates the sidebar's total at once.
describe('persistent state', () => {
  test('a change in one component reaches every other reader of the key at once, and is stored', () => {
    render(
      <>
        <Switch />
        <Sidebar />
      </>,
    )
    expect(screen.getByTestId('sidebar').textContent).toBe('usd')
    act(() => choose('eur'))
    expect(screen.getByTestId('switch').textContent).toBe('eur')
    expect(screen.getByTestId('sidebar').textContent).toBe('eur')
    expect(localStorage.getItem('concord.test.currency')).toBe('"eur"')
  })

  test('a stored value that fails its check reads as the default', () => {
    localStorage.setItem('concord.test.currency', '42')
    render(<Sidebar />)
    expect(screen.getByTestId('sidebar').textContent).toBe('usd')
  })
})
