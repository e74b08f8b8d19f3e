// A stand-in for CoinGecko's HTTP API (this machine cannot reach api.coingecko.com), speaking the two routes the
// gateway's price source uses exactly as CoinGecko documents them:
//   GET /api/v3/simple/price?ids=<coin ids>&vs_currencies=<codes>&include_last_updated_at=true
//   GET /api/v3/simple/token_price/<platform id>?contract_addresses=<addresses>&vs_currencies=<codes>&include_last_updated_at=true
// with the key in `x-cg-demo-api-key` (or `x-cg-pro-api-key`); a request without the key is answered 401 with
// CoinGecko's error body. Answers: `{<id or lowercase address>: {<code>: number, last_updated_at: seconds}}`, and only
// for what it has a price for.
// Prices of the past, as CoinGecko documents its market charts over a range:
//   GET /api/v3/coins/<coin id>/market_chart/range?vs_currency=<code>&from=<s>&to=<s>
//   GET /api/v3/coins/<platform id>/contract/<address>/market_chart/range?vs_currency=<code>&from=<s>&to=<s>
// answer `{prices: [[ms, price], …], market_caps: […], total_volumes: […]}`: hourly points for a range of up to 90 days,
// one at 00:00 UTC per day beyond, none past now; 404 `{error: "coin not found"}` for what it has no history of. The
// prices are the test's function of the day (deterministic); within a day each hour adds a little, as markets move.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/** A price the stand-in answers: `value` in `code` (lowercase), updated at `updatedAt` (seconds since the epoch). */
export type StandInPrice = { value: number; updatedAt: number }

/** The running stand-in: its base URL (`…/api/v3`), the prices it serves, and the requests it saw. */
export type CoinGeckoStandIn = {
  url: string
  apiKey: string
  /** Sets the price of coin `id` (e.g. "ethereum") in `code`. */
  setCoinPrice(id: string, code: string, price: StandInPrice): void
  /** Sets the price of token `address` on `platform` (e.g. "ethereum") in `code`. */
  setTokenPrice(platform: string, address: string, code: string, price: StandInPrice): void
  /** Sets the prices of the past of coin `id` in `code`: `priceOfDay(00:00 UTC of the day, ms)`. */
  setCoinHistory(id: string, code: string, priceOfDay: PriceOfDay): void
  /** Sets the prices of the past of token `address` on `platform` in `code`. */
  setTokenHistory(platform: string, address: string, code: string, priceOfDay: PriceOfDay): void
  /** Answers every market-chart request with this HTTP status (429: over the rate limit), or normally again (null). */
  failHistory(status: number | null): void
  /** Every request's path and query, in order. */
  requests: string[]
  close(): Promise<void>
}

/** The price of one whole coin or token on the UTC day starting at `dayStart` (ms). */
export type PriceOfDay = (dayStart: number) => number

type Book = Map<string, Map<string, StandInPrice>>
type HistoryBook = Map<string, PriceOfDay>

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** The market chart of `priceOfDay` over [from, to] (ms) as CoinGecko answers it: hourly up to 90 days, else daily. */
function marketChart(priceOfDay: PriceOfDay, from: number, to: number) {
  const step = to - from <= 90 * DAY_MS ? HOUR_MS : DAY_MS
  const prices: [number, number][] = []
  for (let at = Math.ceil(from / step) * step; at <= Math.min(to, Date.now()); at += step) {
    const dayStart = Math.floor(at / DAY_MS) * DAY_MS
    prices.push([at, priceOfDay(dayStart) * (1 + (at - dayStart) / HOUR_MS / 10_000)])
  }
  return { prices, market_caps: prices.map(([at]) => [at, 0]), total_volumes: prices.map(([at]) => [at, 0]) }
}

function answer(book: Book, keys: readonly string[], codes: readonly string[], withTime: boolean) {
  const out: Record<string, Record<string, number>> = {}
  for (const key of keys) {
    const prices = book.get(key)
    if (prices === undefined) continue
    const entry: Record<string, number> = {}
    let updatedAt = 0
    for (const code of codes) {
      const price = prices.get(code)
      if (price === undefined) continue
      entry[code] = price.value
      updatedAt = Math.max(updatedAt, price.updatedAt)
    }
    if (Object.keys(entry).length === 0) continue
    if (withTime) entry.last_updated_at = updatedAt
    out[key] = entry
  }
  return out
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)

/** Starts the stand-in on a free loopback port. */
export async function startCoinGeckoStandIn(apiKey = 'CG-stand-in-key-0123456789'): Promise<CoinGeckoStandIn> {
  const coins: Book = new Map()
  const tokens = new Map<string, Book>()
  const requests: string[] = []
  const history: HistoryBook = new Map()
  let historyStatus: number | null = null
  const send = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  /** The answer to a market-chart request (null for another route): the test's failure, 404, or the chart. */
  const chartAnswer = (url: URL): { status: number; body: unknown } | null => {
    const chart = /^\/api\/v3\/coins\/([^/]+)(?:\/contract\/([^/]+))?\/market_chart\/range$/.exec(url.pathname)
    if (chart === null) return null
    if (historyStatus !== null) {
      return {
        status: historyStatus,
        body: { status: { error_code: historyStatus, error_message: 'stand-in failure' } },
      }
    }
    const name = chart[2] === undefined ? `coin:${chart[1]}` : `${chart[1]}:${chart[2].toLowerCase()}`
    const priceOfDay = history.get(`${name}:${(url.searchParams.get('vs_currency') ?? '').toLowerCase()}`)
    if (priceOfDay === undefined) return { status: 404, body: { error: 'coin not found' } }
    const ms = (key: string) => Number(url.searchParams.get(key)) * 1000
    return { status: 200, body: marketChart(priceOfDay, ms('from'), ms('to')) }
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    requests.push(`${url.pathname}${url.search}`)
    const key = request.headers['x-cg-demo-api-key'] ?? request.headers['x-cg-pro-api-key']
    if (key !== apiKey) {
      return send(response, 401, { status: { error_code: 10002, error_message: 'API Key Missing' } })
    }
    const codes = list(url.searchParams.get('vs_currencies'))
    const withTime = url.searchParams.get('include_last_updated_at') === 'true'
    const chart = chartAnswer(url)
    if (chart !== null) return send(response, chart.status, chart.body)
    if (url.pathname === '/api/v3/simple/price') {
      return send(response, 200, answer(coins, list(url.searchParams.get('ids')), codes, withTime))
    }
    const platform = /^\/api\/v3\/simple\/token_price\/([^/]+)$/.exec(url.pathname)?.[1]
    if (platform !== undefined) {
      const book = tokens.get(platform) ?? new Map()
      return send(response, 200, answer(book, list(url.searchParams.get('contract_addresses')), codes, withTime))
    }
    return send(response, 404, { error: 'Not found' })
  }

  const server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the CoinGecko stand-in has no port')
  const put = (book: Book, key: string, code: string, price: StandInPrice) => {
    const prices = book.get(key) ?? new Map<string, StandInPrice>()
    prices.set(code.toLowerCase(), price)
    book.set(key, prices)
  }
  return {
    url: `http://127.0.0.1:${address.port}/api/v3`,
    apiKey,
    setCoinPrice: (id, code, price) => put(coins, id.toLowerCase(), code, price),
    setTokenPrice: (platform, tokenAddress, code, price) => {
      const book = tokens.get(platform) ?? new Map()
      tokens.set(platform, book)
      put(book, tokenAddress.toLowerCase(), code, price)
    },
    setCoinHistory: (id, code, priceOfDay) => history.set(`coin:${id}:${code.toLowerCase()}`, priceOfDay),
    setTokenHistory: (platform, tokenAddress, code, priceOfDay) =>
      history.set(`${platform}:${tokenAddress.toLowerCase()}:${code.toLowerCase()}`, priceOfDay),
    failHistory: (status) => {
      historyStatus = status
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
