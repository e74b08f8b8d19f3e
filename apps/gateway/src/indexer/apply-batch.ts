import { decodeAbiParameters, getAddress, type Hex } from 'viem'
import type { Queryable } from '../db/db.js'
import type { BatchWriter } from './batch-writer.js'
import type { BlockHeader, TxFacts } from './chain-reader.js'
import { saltNonceOf } from './chain-reader.js'
import type { ConfiguredToken } from './configured-token.js'
import type { ExecCall } from './find-exec-calls.js'
import { resolveL1Execution } from './resolve-l1-execution.js'
import type { SafeEvent, TokenTransfer } from './safe-events.js'
import { type SafeState, SafeStateTracker } from './safe-state.js'
import { createSafeTxHasher } from './safe-tx-hash.js'
import { MODULE_TRANSACTIONS, SAFES, SIGNED_MESSAGES, TOKENS, TRANSFERS } from './table-specs.js'
import { type PendingExec, recordNativeTransfer, writeApprovedHash, writeExecution } from './write-execution.js'

/** Everything fetched for one block range, ready to be written. */
export type Batch = {
  chainId: string
  events: SafeEvent[]
  transfers: TokenTransfer[]
  headers: Map<number, BlockHeader>
  txFacts: Map<Hex, TxFacts>
  /** execTransaction calls of transactions where a Safe executed without the L2 event (non-L2 singletons). */
  execCalls: Map<Hex, ExecCall[]>
  /** Singleton of Safes set up without a ProxyCreation event in the same transaction. */
  singletons: Map<string, string>
  /** Metadata of tokens seen for the first time (null = not a valid token). */
  newTokens: Map<string, { type: 'ERC20' | 'ERC721'; name: string; symbol: string; decimals: number } | null>
  versionOf: (singleton: string) => string | null
  /** Tokens listed in the chain config: trusted, with the logo (and fallback metadata) given there. */
  configuredTokens: ReadonlyMap<string, ConfiguredToken>
}

type PendingModule = { event: SafeEvent }

const ZERO = '0x0000000000000000000000000000000000000000'
const nullIfZero = (address: unknown) => (typeof address === 'string' && address !== ZERO ? address : null)

/**
 * Records one batch's writes in `writer` (run later in the batch's DB transaction) and returns the Safes it creates.
 * Reads the Safes' previous state through `db` before that transaction: only this indexer writes them (it holds the
 * chain's lock), so the transaction sees the same state. Signatures are recovered here, outside the transaction.
 */
export async function applyBatch(db: Queryable, batch: Batch, writer: BatchWriter): Promise<string[]> {
  const { chainId } = batch
  const tracker = new SafeStateTracker(db, chainId)
  const hashSafeTx = createSafeTxHasher(chainId)
  const created: string[] = []
  const pendingExec = new Map<string, PendingExec>()
  const pendingModule = new Map<string, PendingModule>()
  // Position of the owner removed by the latest RemovedOwner, so a swapOwner (RemovedOwner + AddedOwner) keeps order.
  const lastRemovedPosition = new Map<string, number>()
  const timeOf = (block: number) => batch.headers.get(block)?.timestamp ?? 0

  for (const [address, meta] of batch.newTokens) {
    writer.insert(TOKENS, [
      chainId,
      address,
      meta?.type ?? 'ERC20',
      meta?.name ?? '',
      meta?.symbol ?? '',
      meta?.decimals ?? 0,
      batch.configuredTokens.has(address),
      meta !== null,
      batch.configuredTokens.get(address)?.logoUri ?? '',
    ])
  }

  for (const [eventIndex, event] of batch.events.entries()) {
    const { log, args } = event
    const safe = getAddress(log.address)
    const at = (state: SafeState) => tracker.set(safe, log.blockNumber, log.logIndex, state)

    if (event.name === 'SafeSetup') {
      const proxyCreation = batch.events.find(
        (e) => e.name === 'ProxyCreation' && e.log.transactionHash === log.transactionHash && e.args.proxy === safe,
      )
      const singleton = (proxyCreation?.args.singleton as string | undefined) ?? batch.singletons.get(safe)
      if (singleton === undefined || batch.versionOf(singleton) === null) continue
      const facts = batch.txFacts.get(log.transactionHash)
      writer.insert(SAFES, [
        chainId,
        safe,
        singleton,
        0,
        Number(args.threshold),
        nullIfZero(args.fallbackHandler),
        null,
        facts?.from ?? args.initiator,
        proxyCreation === undefined ? null : getAddress(proxyCreation.log.address),
        nullIfZero(args.initializer),
        facts === undefined ? null : saltNonceOf(facts.input),
        log.transactionHash,
        log.blockNumber,
        log.logIndex,
        timeOf(log.blockNumber),
      ])
      created.push(safe)
      at({
        nonce: 0,
        threshold: Number(args.threshold),
        owners: [...(args.owners as string[])],
        modules: [],
        singleton,
        fallbackHandler: nullIfZero(args.fallbackHandler),
        guard: null,
      })
      continue
    }
    if (event.name === 'ProxyCreation') continue

    const state = await tracker.get(safe)
    if (state === null) continue
    switch (event.name) {
      case 'SafeMultiSigTransaction': {
        const [nonce, , threshold] = decodeAbiParameters(
          [{ type: 'uint256' }, { type: 'address' }, { type: 'uint256' }],
          args.additionalInfo as Hex,
        )
        const version = batch.versionOf(state.singleton) ?? '1.4.1'
        const safeTxHash = hashSafeTx(safe, version, {
          to: args.to as string,
          value: args.value as bigint,
          data: args.data as Hex,
          operation: Number(args.operation) === 1 ? 1 : 0,
          safeTxGas: args.safeTxGas as bigint,
          baseGas: args.baseGas as bigint,
          gasPrice: args.gasPrice as bigint,
          gasToken: args.gasToken as string,
          refundReceiver: args.refundReceiver as string,
          nonce,
        })
        // The event is emitted inside execTransaction before checkSignatures: it survives only if they passed.
        const checked = { owners: state.owners, threshold: Number(threshold) }
        pendingExec.set(safe, { event, nonce: Number(nonce), threshold: Number(threshold), safeTxHash, checked })
        // The contract bumps the nonce before running the call, so events of the call see the new nonce.
        at({ ...state, nonce: Number(nonce) + 1 })
        break
      }
      case 'ExecutionSuccess':
      case 'ExecutionFailure': {
        const pending = pendingExec.get(safe)
        pendingExec.delete(safe)
        if (pending === undefined) {
          // A non-L2 Safe emits no SafeMultiSigTransaction: the SafeTx comes from its call or its stored proposal.
          const resolved = await resolveL1Execution(db, batch, safe, state, event)
          if (resolved !== null) await writeExecution(writer, batch, safe, resolved, event, timeOf(log.blockNumber))
          at({ ...state, nonce: state.nonce + 1 })
          break
        }
        await writeExecution(writer, batch, safe, pending, event, timeOf(log.blockNumber))
        break
      }
      case 'SafeModuleTransaction':
        pendingModule.set(safe, { event })
        break
      case 'ExecutionFromModuleSuccess':
      case 'ExecutionFromModuleFailure': {
        const pending = pendingModule.get(safe)
        pendingModule.delete(safe)
        if (pending === undefined) break
        const m = pending.event
        const ok = event.name === 'ExecutionFromModuleSuccess'
        writer.insert(MODULE_TRANSACTIONS, [
          chainId,
          safe,
          m.args.module,
          m.args.to,
          String(m.args.value),
          m.args.data === '0x' ? null : m.args.data,
          Number(m.args.operation),
          ok,
          log.transactionHash,
          log.blockNumber,
          m.log.logIndex,
          timeOf(log.blockNumber),
        ])
        if (ok && (m.args.value as bigint) > 0n && Number(m.args.operation) === 0) {
          recordNativeTransfer(
            writer,
            chainId,
            log.transactionHash,
            m.log.logIndex,
            log.blockNumber,
            timeOf(log.blockNumber),
            safe,
            m.args.to as string,
            m.args.value as bigint,
          )
        }
        break
      }
      case 'AddedOwner': {
        const previous = batch.events[eventIndex - 1]
        const owners = [...state.owners]
        const swapped =
          previous?.name === 'RemovedOwner' &&
          previous.log.transactionHash === log.transactionHash &&
          getAddress(previous.log.address) === safe
        const removedAt = swapped ? lastRemovedPosition.get(safe) : undefined
        if (removedAt !== undefined) owners.splice(removedAt, 0, args.owner as string)
        else owners.unshift(args.owner as string)
        at({ ...state, owners })
        break
      }
      case 'RemovedOwner': {
        const position = state.owners.indexOf(args.owner as string)
        lastRemovedPosition.set(safe, Math.max(position, 0))
        at({ ...state, owners: state.owners.filter((owner) => owner !== args.owner) })
        break
      }
      case 'ChangedThreshold':
        at({ ...state, threshold: Number(args.threshold) })
        break
      case 'EnabledModule':
        at({ ...state, modules: [args.module as string, ...state.modules.filter((m) => m !== args.module)] })
        break
      case 'DisabledModule':
        at({ ...state, modules: state.modules.filter((m) => m !== args.module) })
        break
      case 'ChangedFallbackHandler':
        at({ ...state, fallbackHandler: nullIfZero(args.handler) })
        break
      case 'ChangedGuard':
        at({ ...state, guard: nullIfZero(args.guard) })
        break
      case 'ChangedMasterCopy':
        // A migration moved the proxy to another singleton: the version (and so the EIP-712 domain) follows it.
        at({ ...state, singleton: args.singleton as string })
        break
      case 'SafeReceived':
        recordNativeTransfer(
          writer,
          chainId,
          log.transactionHash,
          log.logIndex,
          log.blockNumber,
          timeOf(log.blockNumber),
          args.sender as string,
          safe,
          args.value as bigint,
        )
        break
      case 'ApproveHash':
        writeApprovedHash(writer, chainId, safe, event, timeOf(log.blockNumber))
        break
      case 'SignMsg':
        writer.insert(SIGNED_MESSAGES, [
          chainId,
          safe,
          String(args.msgHash).toLowerCase(),
          log.transactionHash,
          log.blockNumber,
          log.logIndex,
        ])
        break
    }
  }

  for (const transfer of batch.transfers) {
    const { log } = transfer
    writer.insert(TRANSFERS, [
      chainId,
      log.transactionHash,
      log.logIndex,
      log.blockNumber,
      timeOf(log.blockNumber),
      transfer.tokenType,
      transfer.token,
      transfer.from,
      transfer.to,
      transfer.tokenType === 'ERC20' ? transfer.value.toString() : null,
      transfer.tokenType === 'ERC721' ? transfer.value.toString() : null,
    ])
  }

  tracker.recordInto(writer)
  return created
}
