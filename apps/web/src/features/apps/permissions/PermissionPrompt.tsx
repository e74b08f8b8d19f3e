const CAPABILITY_WORDS: Record<string, string> = { requestAddressBook: 'Access to your address book' }

/** The prompt for an app's permission request: what it asks for, and Accept / Reject (both answer the app). */
export function PermissionPrompt({
  origin,
  capabilities,
  onAccept,
  onReject,
}: {
  origin: string
  capabilities: string[]
  onAccept: () => void
  onReject: () => void
}) {
  return (
    <section aria-labelledby="permission-title">
      <h2 id="permission-title">Permissions request</h2>
      <p>
        <strong>{origin}</strong> is requesting permissions for:
      </p>
      <ul>
        {capabilities.map((c) => (
          <li key={c}>{CAPABILITY_WORDS[c] ?? c}</li>
        ))}
      </ul>
      <div className="app-card__actions">
        <button type="button" className="button button--primary" onClick={onAccept}>
          Accept
        </button>
        <button type="button" className="button" onClick={onReject}>
          Reject
        </button>
      </div>
    </section>
  )
}
