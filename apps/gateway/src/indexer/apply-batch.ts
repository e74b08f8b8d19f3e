import { hashSafeTx } from '@concord/protocol'
import { type Address, decodeAbiParameters, getAddress, type Hex } from 'viem'
import type { Queryable } from '../db/db.js'
import type { BlockHeader, TxFacts } from './chain-reader.js'
import { saltNonceOf } from './chain-reader.js'
import type { ConfiguredToken } from './configured-token.js'
import type { ExecCall } from './find-exec-calls.js'
import { resolveL1Execution } from './resolve-l1-execution.js'
import type { SafeEvent, TokenTransfer } from './safe-events.js'
import { type SafeState, SafeStateTracker } from './safe-state.js'
import { insertNativeTransfer, type PendingExec, writeApprovedHash, writeExecution } from './write-execution.js'

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

/** Writes one batch inside the caller's transaction; returns the Safes it created. */
export async function applyBatch(tx: Queryable, batch: Batch): Promise<string[]> {
  const { chainId } = batch
  const tracker = new SafeStateTracker(tx, chainId)
  const created: string[] = []
  const pendingExec = new Map<string, PendingExec>()
  const pendingModule = new Map<string, PendingModule>()
  // Position of the owner removed by the latest RemovedOwner, so a swapOwner (RemovedOwner + AddedOwner) keeps order.
  const lastRemovedPosition = new Map<string, number>()
  const timeOf = (block: number) => batch.headers.get(block)?.timestamp ?? 0

  for (const [address, meta] of batch.newTokens) {
    await tx.query(
      `insert into tokens (chain_id, address, token_type, name, symbol, decimals, trusted, valid, logo_uri)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing`,
      [
        chainId,
        address,
        meta?.type ?? 'ERC20',
        meta?.name ?? '',
        meta?.symbol ?? '',
        meta?.decimals ?? 0,
        batch.configuredTokens.has(address),
        meta !== null,
        batch.configuredTokens.get(address)?.logoUri ?? '',
      ],
    )
  }

  for (const event of batch.events) {
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
      await tx.query(
        `insert into safes (chain_id, address, singleton, nonce, threshold, fallback_handler, guard, creator, factory,
           initializer, salt_nonce, creation_tx_hash, creation_block, creation_log_index, created_at)
         values ($1, $2, $3, 0, $4, $5, null, $6, $7, $8, $9, $10, $11, $12, $13) on conflict do nothing`,
        [
          chainId,
          safe,
          singleton,
          Number(args.threshold),
          nullIfZero(args.fallbackHandler),
          facts?.from ?? args.initiator,
          proxyCreation === undefined ? null : getAddress(proxyCreation.log.address),
          nullIfZero(args.initializer),
          facts === undefined ? null : saltNonceOf(facts.input),
          log.transactionHash,
          log.blockNumber,
          log.logIndex,
          timeOf(log.blockNumber),
        ],
      )
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
        const safeTxHash = hashSafeTx({
          chainId: BigInt(chainId),
          safeAddress: safe as Address,
          version,
          tx: {
            to: args.to as Address,
            value: args.value as bigint,
            data: args.data as Hex,
            operation: Number(args.operation) === 1 ? 1 : 0,
            safeTxGas: args.safeTxGas as bigint,
            baseGas: args.baseGas as bigint,
            gasPrice: args.gasPrice as bigint,
            gasToken: args.gasToken as Address,
            refundReceiver: args.refundReceiver as Address,
            nonce,
          },
        })
        pendingExec.set(safe, { event, nonce: Number(nonce), threshold: Number(threshold), safeTxHash })
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
          const resolved = await resolveL1Execution(tx, batch, safe, state, event)
          if (resolved !== null) await writeExecution(tx, batch, safe, resolved, event, timeOf(log.blockNumber))
          at({ ...state, nonce: state.nonce + 1 })
          break
        }
        await writeExecution(tx, batch, safe, pending, event, timeOf(log.blockNumber))
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
        await tx.query(
          `insert into module_transactions (chain_id, safe, module, to_address, value, data, operation, is_successful,
             tx_hash, block_number, log_index, execution_date)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict do nothing`,
          [
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
          ],
        )
        if (ok && (m.args.value as bigint) > 0n && Number(m.args.operation) === 0) {
          await insertNativeTransfer(
            tx,
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
        const previous = batch.events[batch.events.indexOf(event) - 1]
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
        await insertNativeTransfer(
          tx,
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
        await writeApprovedHash(tx, chainId, safe, event, timeOf(log.blockNumber))
        break
      case 'SignMsg':
        await tx.query(
          `insert into signed_messages (chain_id, safe, message_hash, tx_hash, block_number, log_index)
           values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
          [chainId, safe, String(args.msgHash).toLowerCase(), log.transactionHash, log.blockNumber, log.logIndex],
        )
        break
    }
  }

  for (const transfer of batch.transfers) {
    const { log } = transfer
    await tx.query(
      `insert into transfers (chain_id, tx_hash, log_index, block_number, execution_date, token_type, token_address,
         from_address, to_address, value, token_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing`,
      [
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
      ],
    )
  }

  await tracker.flush()
  return created
}
