import type { VulnerableModule } from '@concord/protocol'

/** The flag of a known-vulnerable module version: its name, version and what to do. */
export function VulnerableModuleNote({ module }: { module: VulnerableModule | undefined }) {
  if (!module) return null
  return (
    <p className="banner banner--danger" role="alert">
      <strong>
        Known-vulnerable module: {module.name} {module.version}.
      </strong>{' '}
      {module.advisory}
    </p>
  )
}
