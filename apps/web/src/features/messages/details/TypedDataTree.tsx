/** A JSON value of typed data as nested definition lists: structs and arrays open, leaves as code. */
function ValueTree({ value }: { value: unknown }) {
  if (value === null || typeof value !== 'object') return <code>{String(value)}</code>
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
  if (entries.length === 0) return <code>{Array.isArray(value) ? '[]' : '{}'}</code>
  return (
    <dl className="fields typed-tree">
      {entries.map(([key, child]) => (
        <div key={key} className="fields__row">
          <dt>{key}</dt>
          <dd>
            <ValueTree value={child} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** EIP-712 typed data as a tree: the domain, the primary type and the message, each field by name. */
export function TypedDataTree({
  data,
}: {
  data: { domain: unknown; primaryType: string; message: unknown; types: unknown }
}) {
  return (
    <div className="typed-data">
      <h3>Domain</h3>
      <ValueTree value={data.domain} />
      <h3>{data.primaryType}</h3>
      <ValueTree value={data.message} />
      <details>
        <summary>Types</summary>
        <pre className="break">{JSON.stringify(data.types, null, 2)}</pre>
      </details>
    </div>
  )
}
