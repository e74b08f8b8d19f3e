/**
 * A table of the indexer that batch writes fill with rows of type `Row`; a field's column is its name in snake_case.
 */
export type Table<Row> = {
  name: string
  /** Every field of `Row`, in the table's column order. */
  fields: readonly (keyof Row & string)[]
  /** The key's fields: a repeated key is written before the next row, as row-by-row inserts would. */
  key: readonly (keyof Row & string)[]
  /** On a stored key: keep the stored row, overwrite the listed fields, or fail (no conflict clause). */
  onConflict: 'skip' | 'fail' | { update: readonly (keyof Row & string)[] }
  /** Fields sent as JSON text and stored as jsonb. */
  jsonb?: readonly (keyof Row & string)[]
}
