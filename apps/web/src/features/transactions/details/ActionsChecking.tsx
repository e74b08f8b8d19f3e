/** What stands where Sign and Execute will be while the transaction's hashes are checked (and their code loads). */
export function ActionsChecking() {
  return (
    <p className="muted" role="status">
      Checking… Sign and Execute appear once the hashes recomputed in your browser match the gateway's.
    </p>
  )
}
