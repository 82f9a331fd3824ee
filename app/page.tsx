// Home page (SPEC 2.7): the hero first, then what the studio does, for whom, how and with what.
import type { Metadata } from 'next';
import { DiscussionForm } from '@/components/sections/form/DiscussionForm';
import { Claims } from '@/components/sections/home/Claims';
import { Directions } from '@/components/sections/home/Directions';
import { HomeHero } from '@/components/sections/home/HomeHero';
import { homeJsonLd } from '@/lib/seo/home';
import { LatestArticles } from '@/components/sections/home/LatestArticles';
import { SelectedCases } from '@/components/sections/home/SelectedCases';
import { Services } from '@/components/sections/home/Services';
import { Stages } from '@/components/sections/home/Stages';
import { Technologies } from '@/components/sections/home/Technologies';
import { JsonLd } from '@/components/ui/JsonLd';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';

const TITLE = `${SITE_NAME} — студия разработки веб-сервисов и приложений`;

export const metadata: Metadata = {
  ...pageMetadata({ title: TITLE, description: SITE_DESCRIPTION, path: '/' }),
  // The home page title is the full brand line, without the layout's ' — Орбита' suffix.
  title: { absolute: TITLE },
};

export default function HomePage() {
  const { SITE_URL, CONTACT_EMAIL, CONTACT_PHONE, MESSENGER_URL } = config();
  return (
    <>
      <JsonLd
        data={homeJsonLd({
          siteUrl: SITE_URL,
          email: CONTACT_EMAIL,
          phone: CONTACT_PHONE,
          messengerUrl: MESSENGER_URL,
        })}
      />
      <HomeHero />
      <Claims />
      <Services />
      <Directions />
      <SelectedCases />
      <Stages />
      <Technologies />
      <LatestArticles />
      <DiscussionForm id="discussion" />
    </>
  );
}
