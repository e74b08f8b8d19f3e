// @vitest-environment happy-dom
import type { ChainInfo } from '@concord/gateway-client'
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { CurrentSafeProvider } from '../src/services/currentSafe'
import { AddressNamesProvider } from '../src/ui/AddressNames'
import { AddressView } from '../src/ui/AddressView'
import { Amount } from '../src/ui/Amount'
import { Blockie } from '../src/ui/Blockie'
import { blockieOf } from '../src/ui/blockie'
import { EmptyState } from '../src/ui/States'
import { fallbackLetters } from '../src/ui/TokenLogo'
import { TxRowView } from '../src/ui/tx/TxRowView'
import { txShape } from '../src/ui/tx/txKind'
import { queuedTx, SAFE } from './fixtures'

afterEach(cleanup)

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const chain = {
  chainId: '31337',
  chainName: 'Dev chain',
  shortName: 'dev',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  blockExplorerUriTemplate: {
    address: 'https://explorer.test/address/{{address}}',
    txHash: 'https://explorer.test/tx/{{txHash}}',
    api: '',
  },
} as unknown as ChainInfo

/** Renders under a router, a Safe's route and an address book naming Alice. */
function renderOnSafePage(node: ReactNode, names: Record<string, string> = { [ALICE]: 'Alice' }) {
  return render(
    <MemoryRouter>
      <CurrentSafeProvider value={{ chain, address: SAFE, shortName: 'dev' }}>
        <AddressNamesProvider value={(address) => names[address]}>{node}</AddressNamesProvider>
      </CurrentSafeProvider>
    </MemoryRouter>,
  )
}

describe('blockies', () => {
  test('the same address always draws the same picture, whatever its case', () => {
    const one = blockieOf(ALICE)
    expect(blockieOf(ALICE)).toEqual(one)
    expect(blockieOf(ALICE.toLowerCase())).toEqual(one)
    expect(one.cells).toHaveLength(64)
    expect(new Set(one.cells).size).toBeGreaterThan(1)
    // Each row is mirrored, as in every wallet's blockies.
    for (let row = 0; row < 8; row++) {
      const cells = one.cells.slice(row * 8, row * 8 + 8)
      expect(cells).toEqual([...cells].reverse())
    }
  })

  test('a pinned picture: a change of the algorithm shows here, not as a silently different identicon', () => {
    const { cells, ...colors } = blockieOf(ALICE)
    expect(colors).toMatchInlineSnapshot(`
      {
        "background": "hsl(37 94.3% 44.1%)",
        "color": "hsl(34 84.3% 63.9%)",
        "spot": "hsl(174 89.6% 35.6%)",
      }
    `)
    expect(cells.join('')).toMatchInlineSnapshot(`"2001100210111101201001020121121020200202011001100112211010100101"`)
  })

  test('the SVG draws each cell in its colour, in three elements rather than one per cell', () => {
    const { container } = render(<Blockie address={ALICE} />)
    const { cells, color, spot } = blockieOf(ALICE)
    const svg = container.querySelector('svg.blockie')
    expect(svg?.children).toHaveLength(3)
    const squares = (fill: string) =>
      [...(svg?.querySelector(`path[fill="${fill}"]`)?.getAttribute('d') ?? '').matchAll(/M(\d) (\d)h1v1h-1z/g)]
        .map(([, x, y]) => Number(y) * 8 + Number(x))
        .sort((a, b) => a - b)
    const indexes = (value: number) => cells.flatMap((cell, i) => (cell === value ? [i] : []))
    expect(squares(color)).toEqual(indexes(1))
    expect(squares(spot)).toEqual(indexes(2))
  })

  test('an address is worked out once per page, whatever its case, and what is shared cannot be changed', () => {
    const one = blockieOf(ALICE)
    expect(blockieOf(ALICE.toLowerCase())).toBe(one)
    expect(Object.isFrozen(one) && Object.isFrozen(one.cells)).toBe(true)
  })

  test('different addresses draw different pictures', () => {
    expect(blockieOf(ALICE)).not.toEqual(blockieOf(SAFE))
  })
})

describe('address', () => {
  test('the address book name wins over the name the gateway sent; short form with the full value on hover', () => {
    renderOnSafePage(<AddressView value={ALICE} name="From the gateway" short />)
    expect(screen.getByText('Alice')).toBeTruthy()
    expect(screen.queryByText('From the gateway')).toBeNull()
    expect(screen.getByText('0x7099…79C8')).toBeTruthy()
    expect(screen.getByTitle(ALICE)).toBeTruthy()
  })

  test('one copy icon button and one explorer link, both named for what they do', () => {
    renderOnSafePage(<AddressView value={ALICE} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([`Copy: ${ALICE}`])
    expect(buttons[0]?.textContent).not.toContain('Copy')
    const link = screen.getByRole('link', { name: 'Address in the block explorer' })
    expect(link.getAttribute('href')).toBe(`https://explorer.test/address/${ALICE}`)
  })

  test("the gateway's name when the address book has none; a hash gets no blockie and no explorer link", () => {
    const hash = `0x${'ab'.repeat(32)}`
    const { container } = renderOnSafePage(
      <>
        <AddressView value={SAFE} name="Treasury" />
        <AddressView value={hash} />
      </>,
    )
    expect(screen.getByText('Treasury')).toBeTruthy()
    expect(container.querySelectorAll('.blockie')).toHaveLength(1)
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  test('no second blockie beside a larger picture of the same address (the Safe overview)', () => {
    const { container } = renderOnSafePage(<AddressView value={SAFE} blockie={false} />)
    expect(container.querySelectorAll('.blockie')).toHaveLength(0)
    expect(screen.getByText(SAFE)).toBeTruthy()
  })
})

describe('amount', () => {
  const usdc = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'dUSDC', decimals: 6, logoUri: null }

  test('token units with the symbol, the sign and the fiat value; a generated logo when there is none', () => {
    const { container } = render(<Amount token={usdc} value="1234500000" fiat="$1,234.50" sign="−" />)
    expect(screen.getByText('−1,234.5 dUSDC')).toBeTruthy()
    expect(screen.getByText('$1,234.50')).toBeTruthy()
    const logo = container.querySelector('.token-logo')
    expect(logo?.getAttribute('data-letters')).toBe('dU')
    expect(screen.getByText('−1,234.5 dUSDC').closest('.amount')?.textContent).toBe('−1,234.5 dUSDC$1,234.50')
  })

  test("the gateway's logo when it has one", () => {
    const { container } = render(<Amount token={{ ...usdc, logoUri: 'https://logos.test/usdc.png' }} value="1" />)
    expect(container.querySelector('img.token-logo')?.getAttribute('src')).toBe('https://logos.test/usdc.png')
    expect(screen.getByText('0.000001 dUSDC')).toBeTruthy()
  })

  test('fallback letters skip punctuation', () => {
    expect(fallbackLetters('$ETH')).toBe('ET')
    expect(fallbackLetters('…')).toBe('?')
  })
})

describe('transaction row', () => {
  test('kind icon, counterparty by name, amount out and the status', () => {
    const tx = queuedTx('multisig_1', 4, 1)
    const shape = txShape(
      { ...tx.txInfo, recipient: { value: ALICE, name: null, logoUri: null } } as typeof tx.txInfo,
      chain.nativeCurrency,
    )
    renderOnSafePage(
      <TxRowView to="/x" shape={shape} title="Send 1 ETH" nonce={4} status={<span>Needs execution</span>} />,
    )
    expect(screen.getByRole('img', { name: 'Outgoing' })).toBeTruthy()
    expect(screen.getByRole('link').textContent).toContain('to Alice 0x7099…79C8')
    expect(screen.getByText('−1 ETH')).toBeTruthy()
    expect(screen.getByText('4').className).toBe('tx-row__nonce')
  })

  test('an incoming transfer is from its sender, with a plus', () => {
    const tx = queuedTx('multisig_2', 5, 2)
    const info = { ...tx.txInfo, direction: 'INCOMING', sender: { value: ALICE, name: null, logoUri: null } }
    const shape = txShape(info as typeof tx.txInfo, chain.nativeCurrency)
    expect(shape).toMatchObject({
      kind: 'incoming',
      counterparty: ALICE,
      moved: { sign: '+', value: '1000000000000000000' },
    })
  })
})

describe('empty state', () => {
  test('says what to do next with the action as a button', () => {
    renderOnSafePage(
      <EmptyState action={{ label: 'Create a transaction', to: '../new' }}>No transactions are waiting.</EmptyState>,
    )
    expect(screen.getByText('No transactions are waiting.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create a transaction' }).className).toContain('button')
  })
})
