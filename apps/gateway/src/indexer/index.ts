// The indexer's front door: modules read what it tracks through what this file exports, never its internals.
export { backfillShare } from './store/backfill-share.js'
export { requestSlotsRepository } from './store/request-slots-repository.js'
export { trackedSafesRepository } from './store/tracked-safes-repository.js'
