import * as v from 'valibot'
import { type TxDraft, TxDraftSchema } from './txDraft'

// sessionStorage: the draft survives a reload of the review page (nothing typed is lost) but not the tab.
const keyOf = (safeKey: string) => `concord.txDraft.${safeKey.toLowerCase()}`

/** Keeps the draft under review for one Safe (`shortName:address`). */
export function saveDraft(safeKey: string, draft: TxDraft, storage: Storage = sessionStorage): void {
  storage.setItem(keyOf(safeKey), JSON.stringify(v.parse(TxDraftSchema, draft)))
}

/** The draft under review for one Safe, or null when none (or when what is stored is not a valid draft). */
export function loadDraft(safeKey: string, storage: Storage = sessionStorage): TxDraft | null {
  const raw = storage.getItem(keyOf(safeKey))
  if (!raw) return null
  try {
    const parsed = v.safeParse(TxDraftSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

/** Forgets the draft once it is signed or abandoned. */
export function clearDraft(safeKey: string, storage: Storage = sessionStorage): void {
  storage.removeItem(keyOf(safeKey))
}
