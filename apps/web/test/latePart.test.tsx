// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { LatePart } from '../src/ui/LatePart'

afterEach(cleanup)

type Props = { title: string }
const Panels = ({ title }: Props) => <p>Decoded calls of {title}</p>

/** A part's load that the test settles when it wants, counting its calls. */
function controlledLoad() {
  const settle: { resolve: (part: ComponentType<Props>) => void; reject: (error: unknown) => void }[] = []
  const load = () =>
    new Promise<ComponentType<Props>>((resolve, reject) => {
      settle.push({ resolve, reject })
    })
  return { load, settle }
}

function Part({ load }: { load: () => Promise<ComponentType<Props>> }) {
  return (
    <LatePart
      load={load}
      props={{ title: 'Send 42 dDAI' }}
      what="the transaction's decoded calls and checks"
      failed="This transaction's checks could not load"
    />
  )
}

describe('LatePart', () => {
  test('says what is loading, then shows the part with its props', async () => {
    const { load, settle } = controlledLoad()
    render(<Part load={load} />)
    expect(screen.getByText(/Loading the transaction's decoded calls and checks/)).toBeTruthy()
    await waitFor(() => expect(settle).toHaveLength(1))
    settle[0]?.resolve(Panels)
    expect(await screen.findByText('Decoded calls of Send 42 dDAI')).toBeTruthy()
  })

  test("renders the part in a task after the one its code loaded in (evaluating a part's modules and its first render made one long task)", async () => {
    const { load, settle } = controlledLoad()
    render(<Part load={load} />)
    await waitFor(() => expect(settle).toHaveLength(1))
    await act(async () => {
      settle[0]?.resolve(Panels)
      for (let i = 0; i < 10; i++) await Promise.resolve()
    })
    expect(screen.queryByText('Decoded calls of Send 42 dDAI')).toBeNull()
    expect(screen.getByText(/Loading the transaction's decoded calls and checks/)).toBeTruthy()
    expect(await screen.findByText('Decoded calls of Send 42 dDAI')).toBeTruthy()
  })

  test('a failed load says so in words, and Retry loads again', async () => {
    const { load, settle } = controlledLoad()
    render(<Part load={load} />)
    await waitFor(() => expect(settle).toHaveLength(1))
    settle[0]?.reject(new Error('Failed to fetch dynamically imported module'))
    expect(await screen.findByText("This transaction's checks could not load")).toBeTruthy()
    expect(screen.getByText(/Failed to fetch dynamically imported module/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(settle).toHaveLength(2))
    settle[1]?.resolve(Panels)
    expect(await screen.findByText('Decoded calls of Send 42 dDAI')).toBeTruthy()
  })
})
