// The editor's Preview link (docs/wordpress-plugin.md 'Draft previews'): a thin delegate to lib/preview/handlers.ts.
import { enterPreview } from '@/lib/preview/handlers';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<never> {
  return enterPreview(request);
}
