import { MAX_NOTE_LENGTH } from './proposalOrigin'

/** The review's optional note: kept with the proposal, so every owner sees it in the queue, details and history. */
export function NoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor="tx-note">Note (optional)</label>
      <input
        id="tx-note"
        value={value}
        maxLength={MAX_NOTE_LENGTH}
        placeholder="What is this for?"
        aria-describedby="tx-note-hint"
        onChange={(e) => onChange(e.target.value)}
      />
      <span id="tx-note-hint" className="muted">
        {value.length}/{MAX_NOTE_LENGTH} · every owner sees it in the queue, the details and the history.
      </span>
    </div>
  )
}
