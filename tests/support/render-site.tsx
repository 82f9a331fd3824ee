// Renders components the way the site's next.config sets them up: images at quality 100 and
// links with a trailing slash (next.config.ts: `images.qualities: [100]`, `trailingSlash: true`).
import { render, type RenderOptions } from '@testing-library/react';
import { ImageConfigContext } from 'next/dist/shared/lib/image-config-context.shared-runtime';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';

const imageConfig = { ...imageConfigDefault, qualities: [100], formats: ['image/webp' as const] };

function Providers({ children }: { children: ReactNode }) {
  return <ImageConfigContext.Provider value={imageConfig}>{children}</ImageConfigContext.Provider>;
}

export function renderSite(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  vi.stubEnv('__NEXT_TRAILING_SLASH', 'true');
  return render(ui, { wrapper: Providers, ...options });
}
