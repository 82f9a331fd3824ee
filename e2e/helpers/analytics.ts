// The build with analytics on (scripts/build-analytics.mjs, `npm run build:analytics`) and its
// standalone server, which e2e/analytics/ starts itself.
import { ANALYTICS_DIST_DIR } from '../../scripts/build-analytics.mjs';

export { ANALYTICS_BUILD_ENV } from '../../scripts/build-analytics.mjs';
export const ANALYTICS_SERVER = `${ANALYTICS_DIST_DIR}/standalone/server.js`;
