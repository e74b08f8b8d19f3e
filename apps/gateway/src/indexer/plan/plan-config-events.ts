import { getAddress } from 'viem'
import { type SafeEventHandler, type SafeEventInput, setState } from './batch-plan.js'
import { nullIfZero } from './plan-safe-setup.js'

/** AddedOwner: first in the list, or, after a RemovedOwner of the same swapOwner, where the removed owner was. */
function onAddedOwner(input: SafeEventInput): void {
  const { plan, event, index, safe, state } = input
  const previous = plan.batch.events[index - 1]
  const owners = [...state.owners]
  const swapped =
    previous?.name === 'RemovedOwner' &&
    previous.log.transactionHash === event.log.transactionHash &&
    getAddress(previous.log.address) === safe
  const removedAt = swapped ? plan.lastRemovedPosition.get(safe) : undefined
  if (removedAt !== undefined) owners.splice(removedAt, 0, event.args.owner as string)
  else owners.unshift(event.args.owner as string)
  setState(input, { ...state, owners })
}

/** RemovedOwner: remembers where the owner was, for a swapOwner's AddedOwner. */
function onRemovedOwner(input: SafeEventInput): void {
  const { plan, event, safe, state } = input
  const position = state.owners.indexOf(event.args.owner as string)
  plan.lastRemovedPosition.set(safe, Math.max(position, 0))
  setState(input, { ...state, owners: state.owners.filter((owner) => owner !== event.args.owner) })
}

/** Handlers of the events that change a Safe's configuration. */
export const CONFIG_HANDLERS: Record<string, SafeEventHandler> = {
  AddedOwner: onAddedOwner,
  RemovedOwner: onRemovedOwner,
  ChangedThreshold: (input) => setState(input, { ...input.state, threshold: Number(input.event.args.threshold) }),
  EnabledModule: (input) => {
    const module = input.event.args.module as string
    setState(input, { ...input.state, modules: [module, ...input.state.modules.filter((m) => m !== module)] })
  },
  DisabledModule: (input) =>
    setState(input, { ...input.state, modules: input.state.modules.filter((m) => m !== input.event.args.module) }),
  ChangedFallbackHandler: (input) =>
    setState(input, { ...input.state, fallbackHandler: nullIfZero(input.event.args.handler) }),
  ChangedGuard: (input) => setState(input, { ...input.state, guard: nullIfZero(input.event.args.guard) }),
  ChangedModuleGuard: (input) =>
    setState(input, { ...input.state, moduleGuard: nullIfZero(input.event.args.moduleGuard) }),
  // A migration moved the proxy to another singleton: the version (and so the EIP-712 domain) follows it.
  ChangedMasterCopy: (input) => setState(input, { ...input.state, singleton: input.event.args.singleton as string }),
}
