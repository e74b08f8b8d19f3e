import type { BrowserContext } from 'playwright-core'

declare global {
  interface Window {
    __concordCspViolation?: (violation: CspViolation) => void
  }
}

/** One Content-Security-Policy violation as the browser reports it to the page. */
export type CspViolation = { origin: string; directive: string; blocked: string; source: string }

/**
 * Records every Content-Security-Policy violation of the pages opened in `context` (any tab, any frame, any origin),
 * as the browser reports it to the page (`securitypolicyviolation`). Returns the live list.
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = []
  await context.exposeBinding('__concordCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__concordCspViolation?.({
        origin: window.location.origin,
        directive: event.effectiveDirective,
        blocked: event.blockedURI || 'inline',
        source: `${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      })
    })
  })
  return violations
}

/** The violations of `url`'s origin, one line each. */
export function violationsOf(violations: readonly CspViolation[], url: string): string[] {
  const origin = new URL(url).origin
  return violations.filter((v) => v.origin === origin).map((v) => `${v.directive} blocked ${v.blocked} at ${v.source}`)
}
