import { useFiatCurrencies } from '../../query/useBalances'
import { Picker } from '../../ui/picker/Picker'
import { currencyName } from './currencyName'

// Intl names the ISO codes ("EUR · Euro"); a code it does not know (BTC, ETH) is shown alone.

/** Picks the fiat currency from the gateway's supported codes. */
export function CurrencySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const codes = useFiatCurrencies().data ?? [value.toUpperCase()]
  const options = codes.map((raw) => {
    const code = raw.toUpperCase()
    const name = currencyName(code)
    return {
      value: code,
      label: code,
      content: (
        <span className="picker-row">
          <span className="picker-row__main">{code}</span>{' '}
          {name && name !== code ? <span className="picker-row__detail">{name}</span> : null}
        </span>
      ),
    }
  })
  return (
    <Picker
      className="field currency-picker"
      label="Currency"
      value={value.toUpperCase()}
      options={options}
      onChange={(code) => onChange(code.toLowerCase())}
    />
  )
}
