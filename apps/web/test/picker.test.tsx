// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { PickerView as Picker } from '../src/ui/picker/PickerView'
import { typeAheadMatch } from '../src/ui/picker/pickerKey'

afterEach(cleanup)

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'ETH'].map((code) => ({ value: code, label: code }))

/** A picker holding its own choice, as the forms do. */
function Currency({ initial = 'EUR' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <Picker label="Currency" value={value} options={CURRENCIES} onChange={setValue} />
      <output aria-label="chosen">{value}</output>
    </>
  )
}

const combobox = () => screen.getByRole('combobox', { name: 'Currency' })
const key = (name: string) => fireEvent.keyDown(combobox(), { key: name })
const chosen = () => screen.getByLabelText('chosen').textContent
const highlighted = () => {
  const id = combobox().getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.textContent : null
}

describe('Picker (select-only combobox)', () => {
  test('is a labelled combobox showing its choice, with a listbox that opens on a click and picks on a click', () => {
    render(<Currency />)
    expect(combobox().textContent).toBe('EUR')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(combobox())
    expect(combobox().getAttribute('aria-expanded')).toBe('true')
    const list = screen.getByRole('listbox', { name: 'Currency' })
    expect(combobox().getAttribute('aria-controls')).toBe(list.id)
    expect(screen.getByRole('option', { name: 'EUR' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('option', { name: 'CHF' }))
    expect(chosen()).toBe('CHF')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
  })

  test('arrows move the highlight from the choice, Enter picks it, Escape closes without changing', () => {
    render(<Currency />)
    key('ArrowDown')
    expect(highlighted()).toBe('EUR')
    key('ArrowDown')
    key('ArrowDown')
    expect(highlighted()).toBe('CHF')
    key('ArrowUp')
    expect(highlighted()).toBe('GBP')
    key('Escape')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(chosen()).toBe('EUR')
    key('ArrowDown')
    key('ArrowDown')
    key('Enter')
    expect(chosen()).toBe('GBP')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
  })

  test('Home and End go to the first and last option; the ends do not wrap', () => {
    render(<Currency />)
    key('End')
    expect(highlighted()).toBe('ETH')
    key('ArrowDown')
    expect(highlighted()).toBe('ETH')
    key('Home')
    expect(highlighted()).toBe('USD')
    key('ArrowUp')
    expect(highlighted()).toBe('USD')
    key('Tab')
    expect(chosen()).toBe('USD')
  })

  test("type-ahead opens on the option starting with the letters typed; shortcuts with Ctrl stay the browser's", () => {
    render(<Currency />)
    fireEvent.keyDown(combobox(), { key: 'c', ctrlKey: true })
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    key('c')
    expect(combobox().getAttribute('aria-expanded')).toBe('true')
    expect(highlighted()).toBe('CHF')
    key('Enter')
    expect(chosen()).toBe('CHF')
  })

  test('type-ahead cycles through options with the same first letter, and matches whole words typed', () => {
    const labels = ['Account 0', 'Account 1', 'Bob', 'Account 2']
    expect(typeAheadMatch(labels, 'a', 0)).toBe(1)
    expect(typeAheadMatch(labels, 'aa', 1)).toBe(3)
    expect(typeAheadMatch(labels, 'a', 3)).toBe(0)
    expect(typeAheadMatch(labels, 'account 2', 0)).toBe(3)
    expect(typeAheadMatch(labels, 'z', 0)).toBe(-1)
  })

  test('shows "Choose…" while nothing is chosen, and a press outside closes the list', () => {
    render(<Picker label="Currency" value={undefined} options={CURRENCIES} onChange={() => undefined} />)
    expect(combobox().textContent).toBe('Choose…')
    fireEvent.click(combobox())
    expect(screen.getAllByRole('option').every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true)
    fireEvent.pointerDown(document.body)
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
  })
})
