// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { Picker } from '../src/ui/picker/Picker'

const OPTIONS = ['USD', 'EUR'].map((code) => ({ value: code, label: code }))

/** A page part whose data is still on its way: the page has not settled. */
function Loading() {
  useQuery({ queryKey: ['balances'], queryFn: () => new Promise<never>(() => undefined) })
  return null
}

/** A page (its own query client) showing one picker, its data still loading or not. */
function Page({ label, loading }: { label: string; loading: boolean }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      {loading ? <Loading /> : null}
      <Picker label={label} value="USD" options={OPTIONS} onChange={() => undefined} />
    </QueryClientProvider>
  )
}

/** The picker's combobox once its list's code has loaded; null while it shows its closed face. */
const loaded = (name: string) => {
  const combobox = screen.queryByRole('combobox', { name })
  return combobox?.getAttribute('aria-controls') ? combobox : null
}

afterEach(cleanup)

describe("the picker's list loads after the page's data, not with its first render", () => {
  test('a settled page loads it on its own; a page still loading shows the closed face until a pointer comes', async () => {
    render(
      <>
        <Page label="Currency" loading />
        <Page label="Account" loading={false} />
      </>,
    )
    // Both show their label and choice at once, neither with its list yet.
    expect(screen.getByText('Currency')).toBeTruthy()
    expect(screen.getAllByText('USD')).toHaveLength(2)
    expect(loaded('Currency')).toBeNull()
    expect(loaded('Account')).toBeNull()
    // The settled page's picker loads its list; the loading page's does not.
    await waitFor(() => expect(loaded('Account')).not.toBeNull(), { timeout: 3000 })
    expect(loaded('Currency')).toBeNull()
    fireEvent.pointerEnter(screen.getByText('Currency').closest('.picker') as Element)
    await waitFor(() => expect(loaded('Currency')).not.toBeNull())
  })
})
