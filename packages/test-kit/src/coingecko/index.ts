export { type CoinGeckoStandIn, type StandInPrice, startCoinGeckoStandIn } from './start-coingecko-stand-in.js'
