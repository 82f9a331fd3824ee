// Validates the runtime configuration once when the server starts, so a bad environment stops the
// process with a clear message instead of failing on the first request; then starts delivering the
// leads left in the outbox (docs/leads.md 'The outbox'), so a restart never strands one.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { config } = await import('./lib/config');
    config();
    const { leadConfig } = await import('./lib/lead/config');
    leadConfig();
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startLeadDelivery } = await import('./lib/lead/delivery');
      startLeadDelivery();
    }
  }
}
