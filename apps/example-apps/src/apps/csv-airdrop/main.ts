import '../shared/styles.css'
import { mountApp } from '../shared/mount-app.js'
import { airdropPanel } from './airdrop-panel.js'

// CSV Airdrop: Safe's CSV Airdrop format in, one batch of ETH, ERC-20 and NFT transfers out.
void mountApp('CSV Airdrop', ({ sdk, safe }) => airdropPanel(sdk, safe))
