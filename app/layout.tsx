import type { Metadata, Viewport } from 'next';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { CaptureAttribution } from '@/components/layout/attribution/CaptureAttribution';
import { BuildCheck } from '@/components/layout/build-check/BuildCheck';
import { ContactsModal } from '@/components/layout/ContactsModal';
import { RenderAllBeforeJumps } from '@/components/layout/render-all/RenderAllBeforeJumps';
import { RenderAllOnFragment } from '@/components/layout/render-all/RenderAllOnFragment';
import { FontSwap } from '@/components/layout/FontSwap';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { LoadingBar } from '@/components/layout/LoadingBar';
import { Menu } from '@/components/layout/Menu';
import { Messenger } from '@/components/layout/messenger/Messenger';
import { BottomChromeCheck } from '@/components/layout/BottomChromeCheck';
import { MobileBar } from '@/components/layout/MobileBar';
import { UiProvider } from '@/components/layout/UiProvider';
import { analytics, config } from '@/lib/config';
import { publicContacts } from '@/lib/layout/public-contacts';
import { DEFAULT_OG_IMAGE } from '@/lib/seo/metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';
import { getHeaderCounts } from '@/lib/wp/header';
import '@/styles/globals.scss';
import { montserratCyrillic, montserratLatin } from './fonts';

/** The search engines' verification tags (Yandex Webmaster, Google Search Console), when set. */
function verification(): Metadata['verification'] {
  const { yandex, google } = analytics().verification;
  if (!yandex && !google) return undefined;
  return { ...(yandex ? { yandex } : {}), ...(google ? { google } : {}) };
}

// The Metrika leaf is bundled only by a build with a counter: YANDEX_METRIKA_ID is inlined when
// building (next.config.ts), so without one this import is dead code and reaches no chunk.
const Analytics = process.env.YANDEX_METRIKA_ID
  ? dynamic(() => import('@/components/layout/analytics/Analytics').then((m) => m.Analytics))
  : null;

export function generateMetadata(): Metadata {
  const tags = verification();
  return {
    metadataBase: new URL(config().SITE_URL),
    title: {
      default: `${SITE_NAME} — студия разработки веб-сервисов и приложений`,
      template: `%s — ${SITE_NAME}`,
    },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    alternates: { canonical: '/' },
    openGraph: {
      type: 'website',
      locale: 'ru_RU',
      siteName: SITE_NAME,
      title: SITE_NAME,
      description: SITE_DESCRIPTION,
      url: '/',
      images: [DEFAULT_OG_IMAGE],
    },
    formatDetection: { telephone: false },
    ...(tags ? { verification: tags } : {}),
  };
}

export const viewport: Viewport = {
  themeColor: '#0d0d0d',
  colorScheme: 'dark',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const counts = await getHeaderCounts();
  const contacts = publicContacts();
  const metrika = analytics().metrika;
  return (
    // suppressHydrationWarning: FontSwap and BottomChromeCheck set attributes on <html> before
    // React hydrates it.
    <html
      lang="ru"
      className={`${montserratLatin.variable} ${montserratCyrillic.variable}`}
      suppressHydrationWarning
    >
      <body>
        {/* The inline scripts open <body> rather than sit in <head>: each still runs before
            any content is parsed, but after the first (empty) frame, which then no longer waits
            for them (docs/performance.md 'The first-paint stall'). */}
        <FontSwap
          fontFamilies={[montserratLatin.style.fontFamily, montserratCyrillic.style.fontFamily]}
        />
        <BottomChromeCheck />
        <RenderAllOnFragment />
        <a className="skip-link" href="#main">
          Перейти к содержанию
        </a>
        {/* Only when the build has a counter (issue 32): the cookie notice comes after first paint. */}
        {metrika && Analytics && <Analytics messengerUrl={contacts.messengerUrl} />}
        <LoadingBar />
        <UiProvider>
          <Header contacts={contacts} />
          <Menu counts={counts} contacts={contacts} />
          <main id="main">{children}</main>
          <Footer contacts={contacts} />
          <MobileBar contacts={contacts} />
          <Messenger contacts={contacts} />
          <ContactsModal contacts={contacts} />
        </UiProvider>
        <BuildCheck />
        <CaptureAttribution />
        <RenderAllBeforeJumps />
      </body>
    </html>
  );
}
