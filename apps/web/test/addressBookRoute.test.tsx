// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, expect, test } from 'vitest'
import { AddressBookRedirectPage } from '../src/features/address-book/AddressBookRedirectPage'
import { SAFE } from './fixtures'

afterEach(cleanup)

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/address-book" element={<AddressBookRedirectPage />} />
        <Route path="/:safe/address-book" element={<p>Book of the Safe's chain</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

test("Safe{Wallet}'s /address-book?safe=… opens the address book of that Safe's chain", () => {
  renderAt(`/address-book?safe=dev:${SAFE.toLowerCase()}`)
  expect(screen.getByText("Book of the Safe's chain")).toBeTruthy()
})

test('/address-book without a Safe says where the book is', () => {
  renderAt('/address-book')
  expect(screen.getByText(/open a Safe, then Address book in its navigation/)).toBeTruthy()
})
