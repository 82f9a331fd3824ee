// A production build must never bake the bundled demo WordPress into a public site: when
// WP_API_URL is unset, scripts/with-demo-wp.mjs starts the demo, which is right on a developer's
// machine (SITE_URL on localhost) and wrong for a public SITE_URL.

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0']);

/** Whether a URL points at this machine (localhost, loopback or *.localhost). */
export function isLocalUrl(raw) {
  let hostname;
  try {
    hostname = new URL(raw).hostname;
  } catch {
    return false;
  }
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost');
}

/** Whether a command line is a production build (`next build …`). */
export function isBuildCommand(command, args) {
  return /(^|\/)next$/.test(command) && args[0] === 'build';
}

/**
 * Why a build with this environment must stop, or null when it may go on: it may when WP_API_URL
 * names a WordPress, or when SITE_URL is unset or local (a build of the demo).
 */
export function demoBuildRefusal(env) {
  if (env.WP_API_URL) return null;
  const site = env.SITE_URL;
  if (!site || isLocalUrl(site)) return null;
  return [
    `Build stopped: SITE_URL is ${site}, but WP_API_URL is not set.`,
    'Without WP_API_URL the build would use the bundled demo WordPress and bake its demo content',
    'into a public site. Set WP_API_URL to the real WordPress API (https://…/wp-json/studio/v1),',
    'or unset SITE_URL (or point it at localhost) to build the demo. See .env.example.',
  ].join('\n');
}
