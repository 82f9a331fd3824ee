// Every static content page (for tests, the sitemap and e2e); each route imports its own entry.
// The sports landing /sportsite/ has its own content module (content/landings/sportsite.ts).
import type { PageContent } from '../types';
import { about } from './about';
import { account } from './account';
import { analytics } from './analytics';
import { backend } from './backend';
import { bitrix } from './bitrix';
import { culture } from './culture';
import { design } from './design';
import { development } from './development';
import { ecommerce } from './ecommerce';
import { flutter } from './flutter';
import { frontend } from './frontend';
import { laravel } from './laravel';
import { mvp } from './mvp';
import { react } from './react';
import { restaurant } from './restaurant';
import { seo } from './seo';
import { services } from './services';
import { threeD } from './three-d';
import { vue } from './vue';
import { webapps } from './webapps';
import { wordpress } from './wordpress';

export const CONTENT_PAGES: readonly PageContent[] = [
  about,
  account,
  threeD,
  bitrix,
  laravel,
  wordpress,
  vue,
  react,
  flutter,
  culture,
  ecommerce,
  restaurant,
  webapps,
  mvp,
  development,
  services,
  analytics,
  design,
  frontend,
  backend,
  seo,
];
