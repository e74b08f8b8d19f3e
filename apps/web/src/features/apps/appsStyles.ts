// The Apps pages' CSS, brought inside their JS (`?inline`) and adopted as a constructed stylesheet: a lazily loaded
// stylesheet would carry no integrity (see vite.config.ts), and it landed in a shared lazy chunk once the message
// review joined the apps pages.
import { adoptStyleSheet } from '../../ui/adoptStyleSheet'
import appsCss from './apps.css?inline'

adoptStyleSheet(appsCss)
