// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { Link } from '../src/app/router/Link'
import { NavLink } from '../src/app/router/NavLink'

// The app's `react-router` Link and NavLink (build/lightRouterLinks.ts): each must stay a real link.

afterEach(cleanup)

function Where() {
  return (
    <>
      <output aria-label="location">{useLocation().pathname}</output>
      <output aria-label="navigation">{useNavigationType()}</output>
    </>
  )
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {/* As in the app: the Safe's navigation belongs to its layout route, the pages are its children. */}
        <Route
          path="/:safe"
          element={
            <nav>
              <NavLink to="home" end className="safe-nav__link">
                Home
              </NavLink>
              <NavLink to="transactions" className="safe-nav__link">
                Transactions
              </NavLink>
              <Link to="../new-safe" relative="path">
                New Safe
              </Link>
              <Link to="https://example.org/docs">Docs</Link>
              <Where />
            </nav>
          }
        >
          <Route path="*" element={null} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
}

const location = () => screen.getByLabelText('location').textContent

test('a link is an <a href> to its resolved path, and a plain click navigates in the app', () => {
  renderAt('/dev:0xabc/home')
  const link = screen.getByRole('link', { name: 'Transactions' })
  expect(link.getAttribute('href')).toBe('/dev:0xabc/transactions')
  expect(fireEvent.click(link, { button: 0 })).toBe(false)
  expect(location()).toBe('/dev:0xabc/transactions')
})

test('a modified or middle click is left to the browser (new tab or window): the app does not navigate', () => {
  renderAt('/dev:0xabc/home')
  const link = screen.getByRole('link', { name: 'Transactions' })
  for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
    expect(fireEvent.click(link, { button: 0, ...click })).toBe(true)
    expect(location()).toBe('/dev:0xabc/home')
  }
})

test('the link of the page shown is marked current (aria-current and the active class), with `end` respected', () => {
  renderAt('/dev:0xabc/transactions/queue')
  const transactions = screen.getByRole('link', { name: 'Transactions' })
  expect(transactions.getAttribute('aria-current')).toBe('page')
  expect(transactions.className).toBe('safe-nav__link active')
  const home = screen.getByRole('link', { name: 'Home' })
  expect(home.getAttribute('aria-current')).toBeNull()
  expect(home.className).toBe('safe-nav__link')
  fireEvent.click(home, { button: 0 })
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
})

test('a relative path resolves as react-router resolves it, and a URL elsewhere is a plain link', () => {
  renderAt('/dev:0xabc/home')
  expect(screen.getByRole('link', { name: 'New Safe' }).getAttribute('href')).toBe('/new-safe')
  const docs = screen.getByRole('link', { name: 'Docs' })
  expect(docs.getAttribute('href')).toBe('https://example.org/docs')
})

test('a link to another page adds a history entry; a link to the page shown replaces it, as react-router does', () => {
  renderAt('/dev:0xabc/home')
  fireEvent.click(screen.getByRole('link', { name: 'Transactions' }), { button: 0 })
  expect(screen.getByLabelText('navigation').textContent).toBe('PUSH')
  fireEvent.click(screen.getByRole('link', { name: 'Transactions' }), { button: 0 })
  expect(location()).toBe('/dev:0xabc/transactions')
  expect(screen.getByLabelText('navigation').textContent).toBe('REPLACE')
})
