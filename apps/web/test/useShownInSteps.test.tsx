// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { useShownInSteps } from '../src/ui/useShownInSteps'

afterEach(cleanup)

function List({ items }: { items: string[] }) {
  const shown = useShownInSteps(items.length, 3)
  return (
    <ul>
      {items.slice(0, shown).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

// Records each render's count of shown rows.
function Counted({ items, counts }: { items: string[]; counts: number[] }) {
  const shown = useShownInSteps(items.length, 3, 2)
  counts.push(shown)
  return <List items={items.slice(0, shown)} />
}

const names = (count: number) => Array.from({ length: count }, (_, i) => `tx ${i + 1}`)

describe('useShownInSteps', () => {
  test('renders the first rows at once and the rest in the next task', async () => {
    render(<List items={names(7)} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(7))
  })

  test('a long list comes a step of rows per task, each task adding at most a step', async () => {
    const counts: number[] = []
    render(<Counted items={names(8)} counts={counts} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(8))
    // 3, then 5, 7 and 8 in later tasks: never the whole rest at once.
    expect([...new Set(counts)]).toEqual([3, 5, 7, 8])
  })

  test('a list whose data arrives after it mounted steps too; rows added once all are shown come at once', async () => {
    const view = render(<List items={[]} />)
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    view.rerender(<List items={names(5)} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5))
    view.rerender(<List items={names(9)} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(9)
  })
})
