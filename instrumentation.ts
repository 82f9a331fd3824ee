// Validates the runtime configuration once when the server starts, so a bad environment stops the
// process with a clear message instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { config } = await import('./lib/config');
    config();
  }
}
