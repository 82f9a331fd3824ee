// The editor's Preview link (README 'Draft previews'): a thin delegate to lib/preview/handlers.ts.
import { enterPreview } from '@/lib/preview/handlers';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<never> {
  return enterPreview(request);
}
