import type { UseQueryResult } from '@tanstack/react-query'
import type { SimulationOutcome } from './useSimulation'

/**
 * Leads the review when the simulation says the transaction fails: the reason in words comes before the calls, so a
 * signer reads why before reading what (nothing shows while it succeeds or runs).
 */
export function SimulationFailureLead({ simulation }: { simulation: UseQueryResult<SimulationOutcome> }) {
  const result = simulation.data
  if (!result || result.ok || 'notDeployed' in result) return null
  return (
    <section className="banner banner--danger" aria-label="Why it would fail">
      <strong>This transaction would fail if executed now.</strong> <span>{result.reason}</span>
    </section>
  )
}
