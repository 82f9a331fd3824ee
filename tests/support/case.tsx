// Shared helpers of the case page tests: fixtures parsed exactly as the site parses WordPress.
import { render } from '@testing-library/react';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { ImageConfigContext } from 'next/dist/shared/lib/image-config-context.shared-runtime';
import type { ReactElement } from 'react';
import { nextConfig } from '@/next.config';
import type { BlockContext } from '@/components/blocks/types';
import type { BlockOf, BlockType, KeyedBlock } from '@/lib/wp/blocks';
import { caseDetailSchema, type CaseDetail } from '@/lib/wp/schemas';
import full from '../fixtures/case-full.json';
import hostile from '../fixtures/case-hostile.json';
import minimal from '../fixtures/case-minimal.json';

export const FIXTURES = { full, minimal, hostile } as const;

/** A fixture answer parsed by the real schema (what getCase returns as data). */
export function detailOf(name: keyof typeof FIXTURES): CaseDetail {
  return caseDetailSchema.parse(FIXTURES[name]).data;
}

export function contextOf(detail: CaseDetail): BlockContext {
  return {
    caseTitle: detail.case.title,
    technologies: detail.case.technologies.map((t) => t.title),
    createSolution: detail.create_solution,
  };
}

/** Every parsed block of a type in a fixture, in order. */
export function blocksOf<K extends BlockType>(
  name: keyof typeof FIXTURES,
  type: K,
): (BlockOf<K> & { key: string })[] {
  return detailOf(name).case.constructor.filter(
    (b): b is KeyedBlock & BlockOf<K> => b.type === type,
  );
}

/** The first parsed block of a type; throws when the fixture has none. */
export function blockOf<K extends BlockType>(name: keyof typeof FIXTURES, type: K): BlockOf<K> {
  const block = blocksOf(name, type)[0];
  if (!block) throw new Error(`fixture ${name} has no ${type} block`);
  return block;
}

/** Text with every whitespace run (non-breaking spaces included) as one space. */
export function squash(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** A role-name matcher that ignores the non-breaking spaces the typography adds. */
export function named(expected: string): (name: string) => boolean {
  return (name) => squash(name) === expected;
}

/** The squashed text of each element. */
export function textsOf(elements: readonly Element[]): string[] {
  return elements.map((el) => squash(el.textContent));
}

/** The site's real images config (webp, qualities [100], the SPEC 9 device sizes). */
export const IMAGE_CONFIG = { ...imageConfigDefault, ...nextConfig.images };

/**
 * Renders with next/image configured as in production (in the app the bundler inlines the config;
 * in tests it comes through next/image's own context).
 */
export function renderWithImages(element: ReactElement) {
  return render(
    <ImageConfigContext.Provider value={IMAGE_CONFIG}>{element}</ImageConfigContext.Provider>,
  );
}
