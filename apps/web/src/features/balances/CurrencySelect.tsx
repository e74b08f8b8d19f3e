import { useFiatCurrencies } from '../../query/useBalances'

/** Picks the fiat currency from the gateway's supported codes. */
export function CurrencySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const codes = useFiatCurrencies().data ?? [value.toUpperCase()]
  return (
    <label className="field">
      <span>Currency</span>
      <select value={value.toUpperCase()} onChange={(event) => onChange(event.target.value.toLowerCase())}>
        {codes.map((code) => (
          <option key={code} value={code.toUpperCase()}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  )
}
