// One DisplayNames for the page: building one loads locale data, and the currency picker names every code the gateway
// supports (one per code was most of the Assets page's longest task on a phone).
let names: Intl.DisplayNames | null | undefined

/** The English name of an ISO currency code ("EUR" → "Euro"); the code itself when Intl does not know it (BTC, ETH). */
export function currencyName(code: string): string | undefined {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'currency' })
    } catch {
      names = null
    }
  }
  try {
    return names?.of(code)
  } catch {
    return undefined
  }
}
