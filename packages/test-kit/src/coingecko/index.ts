export {
  type CoinGeckoStandIn,
  type PriceOfDay,
  type StandInPrice,
  startCoinGeckoStandIn,
} from './start-coingecko-stand-in.js'
