/** The picture of an address: three colours and an 8×8 grid of colour indexes (0 background, 1 colour, 2 spot). */
export type Blockie = { color: string; background: string; spot: string; cells: readonly number[] }

// The Ethereum "blockies" algorithm (the identicons of MetaMask, Etherscan and Safe{Wallet}), written out because
// the npm packages draw on a <canvas> and return a data URL: we draw SVG rectangles, which need neither canvas nor a
// `data:` image source under our CSP. Same seed → same xorshift stream → the same picture as those wallets show.
const SIZE = 8

function seeded(seed: string): () => number {
  const state = [0, 0, 0, 0]
  for (let i = 0; i < seed.length; i++) {
    const at = i % 4
    state[at] = ((state[at] as number) << 5) - (state[at] as number) + seed.charCodeAt(i)
  }
  return () => {
    const s0 = state[0] as number
    const t = s0 ^ (s0 << 11)
    state[0] = state[1] as number
    state[1] = state[2] as number
    state[2] = state[3] as number
    const s3 = state[3] as number
    state[3] = s3 ^ (s3 >> 19) ^ t ^ (t >> 8)
    return (state[3] >>> 0) / ((1 << 31) >>> 0)
  }
}

function colorOf(rand: () => number): string {
  const hue = Math.floor(rand() * 360)
  const saturation = rand() * 60 + 40
  const lightness = (rand() + rand() + rand() + rand()) * 25
  return `hsl(${hue} ${saturation.toFixed(1)}% ${lightness.toFixed(1)}%)`
}

// A page draws the same few addresses many times (the Safe, its owners, each row's counterparty and token): each is
// worked out once. Bounded: a long session's addresses are dropped all at once past this many.
const MAX_KNOWN = 512
const known = new Map<string, Blockie>()

/** The blockie of an address (case-insensitive: a checksummed and a lower-case address look the same). */
export function blockieOf(address: string): Blockie {
  const key = address.toLowerCase()
  const found = known.get(key)
  if (found) return found
  if (known.size >= MAX_KNOWN) known.clear()
  const blockie = drawBlockie(key)
  known.set(key, blockie)
  return blockie
}

function drawBlockie(address: string): Blockie {
  const rand = seeded(address)
  const color = colorOf(rand)
  const background = colorOf(rand)
  const spot = colorOf(rand)
  const cells: number[] = []
  const half = Math.ceil(SIZE / 2)
  for (let y = 0; y < SIZE; y++) {
    const left = Array.from({ length: half }, () => Math.floor(rand() * 2.3))
    cells.push(...left, ...left.slice(0, SIZE - half).reverse())
  }
  return Object.freeze({ color, background, spot, cells: Object.freeze(cells) })
}
