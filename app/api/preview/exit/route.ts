// «Выйти из предпросмотра»: a thin delegate to lib/preview/handlers.ts.
import { exitPreview } from '@/lib/preview/handlers';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<never> {
  return exitPreview(request);
}
