import type { ChainInfo } from '@concord/gateway-client'
import { DEFAULT_SAFE_VERSION, type FullSafeVersion, isFullSafeVersion, toChainId } from '@concord/protocol'
import { useState } from 'react'
import { useAccount } from 'wagmi'
import { chainIdOf } from '../../chains/chainIdOf'
import { useResolvedAddresses } from '../../ens/useResolvedAddresses'
import { useApp } from '../../services/appContext'
import { planSafeDeployment } from './planSafeDeployment'
import { suggestedThreshold } from './suggestedThreshold'
import { EMPTY_OWNER, randomSaltNonce, type SafeForm, validateSafeForm } from './validateSafeForm'

/** The version `chain` recommends for new Safes when Concord can create it, else Safe{Wallet}'s default. */
function recommendedVersion(chain: ChainInfo | undefined): FullSafeVersion {
  const recommended = chain?.recommendedMasterCopyVersion
  return recommended && isFullSafeVersion(recommended) ? recommended : DEFAULT_SAFE_VERSION
}

/**
 * The create-Safe form's state: network (the wallet's when the gateway serves it), version, owners (the wallet's
 * address first), threshold (a majority of the owners until the user picks one) and salt; the deployment plan once valid, and the errors worth showing so far.
 */
export function useCreateSafeForm() {
  const { chains } = useApp()
  const { address, chainId: walletChainId } = useAccount()
  const [chainId, setChosenChainId] = useState(
    () =>
      chains.find((c) => walletChainId !== undefined && chainIdOf(c) === toChainId(walletChainId))?.chainId ??
      chains[0]?.chainId ??
      '',
  )
  const [version, setVersion] = useState<FullSafeVersion>(() =>
    recommendedVersion(chains.find((c) => c.chainId === chainId)),
  )
  // Another network: the version follows that network's recommendation (the user may still pick another).
  const setChainId = (next: string) => {
    setChosenChainId(next)
    setVersion(recommendedVersion(chains.find((c) => c.chainId === next)))
  }
  const [form, setForm] = useState<SafeForm>(() => ({
    owners: [
      { address: address ?? '', name: '' },
      { address: '', name: '' },
    ],
    threshold: suggestedThreshold(2),
    saltNonce: randomSaltNonce(),
  }))
  // Until the user picks a threshold, it follows the owners as a majority; a picked one only follows them down.
  const [thresholdPicked, setThresholdPicked] = useState(false)
  const [touched, setTouched] = useState(false)
  const chain = chains.find((c) => c.chainId === chainId)
  // An owner typed as an ENS name is checked (and deployed) as the address it resolves to on the chosen network.
  const resolved = useResolvedAddresses(
    chain,
    form.owners.map((owner) => owner.address),
  )
  const resolvedForm = {
    ...form,
    owners: form.owners.map((owner, i) => ({ ...owner, address: resolved[i]?.value ?? owner.address })),
  }
  const validation = validateSafeForm(resolvedForm)
  const plan = chain && validation.ok ? planSafeDeployment(chain, version, validation.value) : undefined
  // Rows not filled in yet are not mistakes until the user tries to deploy.
  const shown = validation.ok ? [] : validation.errors.filter((e) => touched || !e.endsWith(EMPTY_OWNER))
  const setOwners = (owners: SafeForm['owners']) =>
    setForm({
      ...form,
      owners,
      threshold: thresholdPicked
        ? Math.min(Math.max(form.threshold, 1), Math.max(owners.length, 1))
        : suggestedThreshold(owners.length),
    })
  const setThreshold = (threshold: number) => {
    setThresholdPicked(true)
    setForm({ ...form, threshold })
  }
  return {
    chains,
    chainId,
    setChainId,
    chain,
    version,
    setVersion,
    form,
    resolved,
    resolvedForm,
    setForm,
    setOwners,
    setThreshold,
    setTouched,
    plan,
    shown,
  }
}
