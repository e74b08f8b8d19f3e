/** Builds an `and`-joined SQL condition with numbered parameters, starting after the ones already bound. */
export function sqlFilter(firstIndex: number) {
  const clauses: string[] = []
  const params: unknown[] = []
  return {
    /** Adds `template` with `?` replaced by the next parameter number, when `value` is defined. */
    add(template: string, value: unknown) {
      if (value === undefined) return
      params.push(value)
      clauses.push(template.replace('?', `$${firstIndex + params.length - 1}`))
    },
    /** Adds a condition with no parameter. */
    raw(clause: string) {
      clauses.push(clause)
    },
    get where() {
      return clauses.length === 0 ? 'true' : clauses.join(' and ')
    },
    params,
  }
}
