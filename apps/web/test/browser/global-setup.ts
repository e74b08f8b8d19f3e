// The browser tests share one build of the web app per run: this reserves its folder (see @concord/test-kit/web-build).
export { default } from '@concord/test-kit/web-build-setup'
