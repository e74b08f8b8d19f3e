import type { SafeInfo } from '@concord/gateway-client'
import { Link, useParams } from 'react-router'
import { getAddress } from 'viem'
import { useSafeInfo } from '../../query/useSafeInfo'
import { useCurrentSafe } from '../../services/currentSafe'
import { safePath } from '../../services/safePath'
import { SignatureAgeCard } from '../../tx'
import { QueryView } from '../../ui/QueryView'
import { VersionBanner } from '../../ui/VersionBanner'
import { AlertsCard } from '../alerts'
import { AppPermissionsCard } from '../apps'
import { AppSignaturesCard, BlindSigningCard } from '../messages'
import { NotificationsSettingsCard } from '../notifications'
import { SpendingLimitsCard } from '../spending-limits'
import { YourDataCard } from '../your-data'
import { ContractCard } from './contract/ContractCard'
import { ModulesCard } from './contract/ModulesCard'
import { AddNetworkCard } from './networks/AddNetworkCard'
import { OwnersCard } from './owners/OwnersCard'
import { ProposersCard } from './proposers/ProposersCard'
import { SettingsTabs } from './SettingsTabs'
import { safeSetupOf } from './safeSetup'
import { type SettingsTabId, settingsTabOf } from './settingsTabs'
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

function SpendingLimitsTab({ info }: { info: SafeInfo }) {
  return <SpendingLimitsCard info={info} canManage={useCanManage(safeSetupOf(info))} />
}

/** The cards of one tab (setup: the Safe's own, on chain; the others: this browser's and the gateway's settings). */
function TabCards({ tab }: { tab: SettingsTabId }) {
  const info = useSafeInfo()
  switch (tab) {
    case 'setup':
      return (
        <QueryView query={info} what="the Safe's setup">
          {(safe) => <SafeSettings info={safe} />}
        </QueryView>
      )
    case 'spending-limits':
      return (
        <QueryView query={info} what="the Safe's spending limits">
          {(safe) => <SpendingLimitsTab info={safe} />}
        </QueryView>
      )
    case 'apps':
      return (
        <>
          <AppPermissionsCard />
          <AppSignaturesCard />
        </>
      )
    case 'alerts':
      return <AlertsCard />
    case 'notifications':
      return <NotificationsSettingsCard />
    case 'data':
      return <YourDataCard />
    case 'security':
      return (
        <>
          <BlindSigningCard />
          <SignatureAgeCard />
        </>
      )
  }
}

/**
 * Settings in tabs with URLs (`settings/alerts` …), so a link lands on its tab: the Safe's setup (an owner's wallet
 * also gets the actions, each ending on the review screen), apps, alerts, notifications, data and security.
 */
export function SettingsPage() {
  const { tab: segment } = useParams()
  const { shortName, address } = useCurrentSafe()
  const tab = settingsTabOf(segment)
  return (
    <section className="page">
      <h1>Settings</h1>
      <SettingsTabs current={tab ?? 'setup'} />
      {tab === null ? (
        <p role="alert">
          There is no settings tab named “{segment}”. Pick one above, or open{' '}
          <Link to={safePath(shortName, address, 'settings/setup')}>the Safe's setup</Link>.
        </p>
      ) : (
        <TabCards tab={tab} />
      )}
    </section>
  )
}
