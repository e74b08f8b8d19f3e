/** The error of one settings field, in words, announced to screen readers; nothing when there is none. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <span id={id} className="field__error" role="alert">
      {error}
    </span>
  )
}
