import type { SafeInfo } from '@concord/gateway-client'
import { getAddress } from 'viem'
import { useSafeInfo } from '../../query/useSafeInfo'
import { SignatureAgeCard } from '../../tx'
import { QueryView } from '../../ui/QueryView'
import { VersionBanner } from '../../ui/VersionBanner'
import { AlertsCard } from '../alerts'
import { AppPermissionsCard } from '../apps'
import { AppSignaturesCard, BlindSigningCard } from '../messages'
import { NotificationsSettingsCard } from '../notifications'
import { YourDataCard } from '../your-data'
import { ContractCard } from './contract/ContractCard'
import { ModulesCard } from './contract/ModulesCard'
import { AddNetworkCard } from './networks/AddNetworkCard'
import { OwnersCard } from './owners/OwnersCard'
import { ProposersCard } from './proposers/ProposersCard'
import { safeSetupOf } from './safeSetup'
import { useCanManage } from './useCanManage'

/** The gateway's names of owners and modules, by checksummed address. */
function namesOf(info: SafeInfo): Record<string, string | null> {
  const entries = [...info.owners, ...(info.modules ?? [])].map((a) => [getAddress(a.value), a.name ?? null] as const)
  return Object.fromEntries(entries)
}

function SafeSettings({ info }: { info: SafeInfo }) {
  const safe = safeSetupOf(info)
  const canManage = useCanManage(safe)
  const names = namesOf(info)
  return (
    <>
      <VersionBanner info={info} />
      {canManage ? null : (
        <p className="muted" role="note">
          Read only: connect the wallet of an owner of this Safe to change its owners, threshold, modules, guard,
          fallback handler or version.
        </p>
      )}
      <OwnersCard safe={safe} names={names} canManage={canManage} />
      <ProposersCard safe={safe} canManage={canManage} />
      <ContractCard info={info} safe={safe} canManage={canManage} />
      <ModulesCard safe={safe} names={names} canManage={canManage} />
      <AddNetworkCard />
    </>
  )
}

/** The Safe's setup; an owner's connected wallet also gets the actions, each ending on the review screen. */
export function SettingsPage() {
  const info = useSafeInfo()
  return (
    <section className="page">
      <h1>Settings</h1>
      <QueryView query={info} what="the Safe's setup">
        {(safe) => <SafeSettings info={safe} />}
      </QueryView>
      <AlertsCard />
      <AppPermissionsCard />
      <AppSignaturesCard />
      <BlindSigningCard />
      <SignatureAgeCard />
      <NotificationsSettingsCard />
      <YourDataCard />
    </section>
  )
}
