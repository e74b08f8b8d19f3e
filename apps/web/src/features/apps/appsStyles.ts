import { adoptStyleSheet } from '../../ui/adoptStyleSheet'
import appsCss from './apps.css?inline'

// The Apps pages load lazily: their styles travel inside their JS chunk, under its integrity (see adoptStyleSheet),
// not as a stylesheet of their own that would carry none.
adoptStyleSheet(appsCss)
