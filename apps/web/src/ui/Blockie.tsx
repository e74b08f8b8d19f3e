import { useMemo } from 'react'
import { blockieOf } from './blockie'

/** An address's identicon (see blockieOf), drawn as SVG; decorative, the address is always said next to it. */
export function Blockie({ address, size = 20 }: { address: string; size?: number }) {
  const { color, background, spot, cells } = useMemo(() => blockieOf(address), [address])
  return (
    <svg
      className="blockie"
      width={size}
      height={size}
      viewBox="0 0 8 8"
      aria-hidden="true"
      shapeRendering="crispEdges"
    >
      <rect width="8" height="8" fill={background} />
      {cells.map((cell, i) =>
        cell === 0 ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cells are a fixed grid, the index is the position
          <rect key={i} x={i % 8} y={Math.floor(i / 8)} width="1" height="1" fill={cell === 1 ? color : spot} />
        ),
      )}
    </svg>
  )
}
