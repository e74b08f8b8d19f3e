import type { UseQueryResult } from '@tanstack/react-query'
import type { SimulationOutcome } from './useSimulation'

/** The result of running the call inside the Safe on the chain now: "Would fail: reason" when it reverts. */
export function SimulationPanel({ simulation }: { simulation: UseQueryResult<SimulationOutcome> }) {
  const result = simulation.data
  return (
    <section className="card" aria-label="Simulation">
      <h2>Simulation</h2>
      {result?.ok ? (
        <p className="ok" role="status">
          Would succeed (the call used {result.gasUsed.toString()} gas in the simulation).
        </p>
      ) : result && 'notDeployed' in result ? (
        <p className="banner" role="note">
          Not simulated: this Safe is not deployed yet, so nothing can run in it. Executing this transaction deploys the
          Safe first, then runs it.
        </p>
      ) : result ? (
        <p className="banner banner--danger" role="alert">
          Would fail: {result.reason}
        </p>
      ) : (
        <p className="muted">{simulation.isError ? 'The simulation could not run.' : 'Simulating…'}</p>
      )}
    </section>
  )
}
