import type { DataDecoded, ParamValue } from '@concord/gateway-client'

const show = (value: ParamValue): string => (Array.isArray(value) ? `[${value.map(show).join(', ')}]` : value)

/** A decoded call: method name and each parameter with its type and value. */
export function DecodedCall({ decoded }: { decoded: DataDecoded }) {
  return (
    <div className="decoded">
      <code className="decoded__method">{decoded.method}</code>
      {decoded.parameters?.length ? (
        <dl className="fields">
          {decoded.parameters.map((param) => (
            <div key={param.name} className="fields__row">
              <dt>
                {param.name} <span className="muted">{param.type}</span>
              </dt>
              <dd>
                <code className="break">{show(param.value)}</code>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  )
}
