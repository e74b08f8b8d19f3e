import { type Blockie as BlockieCells, blockieOf } from './blockie'

/** The SVG path of the cells of one colour index: a unit square per cell. */
function cellsPath(cells: BlockieCells['cells'], index: number): string {
  let d = ''
  cells.forEach((cell, i) => {
    if (cell === index) d += `M${i % 8} ${Math.floor(i / 8)}h1v1h-1z`
  })
  return d
}

// The paths of each blockie drawn, by blockie (blockieOf gives the same object for the same address).
const drawings = new WeakMap<BlockieCells, BlockieCells & { colorPath: string; spotPath: string }>()

function drawingOf(blockie: BlockieCells): BlockieCells & { colorPath: string; spotPath: string } {
  let drawing = drawings.get(blockie)
  if (!drawing) {
    drawing = { ...blockie, colorPath: cellsPath(blockie.cells, 1), spotPath: cellsPath(blockie.cells, 2) }
    drawings.set(blockie, drawing)
  }
  return drawing
}

/**
 * An address's identicon (see blockieOf), drawn as SVG; decorative, the address is always said next to it. Three
 * elements (the background and one path per colour), not a rectangle per cell: a list of transactions draws dozens of
 * blockies, and some 40 elements each made most of the DOM a phone's main thread had to create at first paint.
 */
export function Blockie({ address, size = 20 }: { address: string; size?: number }) {
  const { color, background, spot, colorPath, spotPath } = drawingOf(blockieOf(address))
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
      <path d={colorPath} fill={color} />
      {spotPath === '' ? null : <path d={spotPath} fill={spot} />}
    </svg>
  )
}
