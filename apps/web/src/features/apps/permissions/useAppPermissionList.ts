import { useCallback, useState } from 'react'
import { permissionsByOrigin, revokePermission } from './appPermissions'
import { grantedFeatures, grantedFeaturesByOrigin, setGrantedFeatures } from './browserFeatures'

/** One app origin and what it holds: bridge permissions (granted or denied) and browser features. */
export type OriginGrants = {
  origin: string
  permissions: { capability: string; denied: boolean }[]
  features: string[]
}

function readGrants(): OriginGrants[] {
  const byOrigin = new Map<string, OriginGrants>()
  const entry = (origin: string) => {
    const existing = byOrigin.get(origin) ?? { origin, permissions: [], features: [] }
    byOrigin.set(origin, existing)
    return existing
  }
  for (const { origin, permissions } of permissionsByOrigin()) {
    entry(origin).permissions = permissions.map((p) => ({
      capability: p.parentCapability,
      denied: (p.caveats ?? []).some((c) => c.type === 'userRestricted'),
    }))
  }
  for (const { origin, features } of grantedFeaturesByOrigin()) entry(origin).features = features
  return [...byOrigin.values()].sort((a, b) => a.origin.localeCompare(b.origin))
}

/** Every app origin's grants, and revoking one (the app asks again next time it needs it). */
export function useAppPermissionList() {
  const [grants, setGrants] = useState(readGrants)
  const revoke = useCallback((origin: string, capability: string) => {
    revokePermission(origin, capability)
    setGrants(readGrants())
  }, [])
  const revokeFeature = useCallback((origin: string, feature: string) => {
    setGrantedFeatures(
      origin,
      grantedFeatures(origin).filter((f) => f !== feature),
    )
    setGrants(readGrants())
  }, [])
  return { grants, revoke, revokeFeature }
}
