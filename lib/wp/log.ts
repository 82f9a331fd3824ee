// Server-side logging for the WordPress layer: one prefix, no upstream addresses or bodies.
type Level = 'warn' | 'error' | 'info';

export function logWp(level: Level, message: string): void {
  if (process.env.NODE_ENV === 'test' && !process.env.WP_LOG_IN_TESTS) return;
  console[level](`[wp] ${message}`);
}
