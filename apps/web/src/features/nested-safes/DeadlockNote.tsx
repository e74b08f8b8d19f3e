/** Under an owner form: why the change is blocked (Safe's deadlock check), when it is. */
export function DeadlockNote({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p className="field__error" role="alert" data-testid="deadlock-note">
      {message}
    </p>
  )
}
