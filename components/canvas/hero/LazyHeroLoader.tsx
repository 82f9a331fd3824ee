'use client';
// The hero's client island, loaded only when rendered. The root not-found boundary is serialised
// into every page's payload, and each client component it names is fetched by every page: the
// 404's error screen names this wrapper (a few hundred bytes), not HeroLoader (8.7 KB gzip).
import dynamic from 'next/dynamic';

export const LazyHeroLoader = dynamic(() => import('./HeroLoader').then((m) => m.HeroLoader));
