// The sports landing (SPEC 2.11): sixteen sections in order; the header and footer come from the
// layout, the copy from content/landings/sportsite.ts, cases and articles from WordPress.
import { DiscussionForm } from '@/components/sections/form/DiscussionForm';
import { ChampionTasks } from '@/components/sections/landing/sport/ChampionTasks';
import { InfoCycle } from '@/components/sections/landing/sport/InfoCycle';
import { PopularTasks } from '@/components/sections/landing/sport/PopularTasks';
import { SportBlog } from '@/components/sections/landing/sport/SportBlog';
import { SportCards } from '@/components/sections/landing/sport/SportCards';
import { SportCases } from '@/components/sections/landing/sport/SportCases';
import { SportEcosystem } from '@/components/sections/landing/sport/SportEcosystem';
import { SportFaq } from '@/components/sections/landing/sport/SportFaq';
import { SportInfo } from '@/components/sections/landing/sport/SportInfo';
import { SportMain } from '@/components/sections/landing/sport/SportMain';
import { SportTasks } from '@/components/sections/landing/sport/SportTasks';
import { SportVideo } from '@/components/sections/landing/sport/SportVideo';
import { SupportedCompanies } from '@/components/sections/landing/sport/SupportedCompanies';
import { JsonLd } from '@/components/ui/JsonLd';
import { sportLanding as c } from '@/content/landings/sportsite';
import { config } from '@/lib/config';
import { landingJsonLd, landingMetadata, landingOgImage } from '@/lib/seo/landing';

const SPORT_OG_IMAGE = landingOgImage(
  '/og/landing-sport.jpg',
  'Разработка сайтов для спорта — студия «Орбита»',
);

export const metadata = landingMetadata(c, SPORT_OG_IMAGE);

export default function SportsitePage() {
  const { service, faq } = landingJsonLd(c, config().SITE_URL);
  return (
    <>
      <JsonLd data={service} />
      {faq ? <JsonLd data={faq} /> : null}
      <SportMain headline={c.headline} partners={c.partners} partnersLabel={c.headings.partners} />
      <SportInfo info={c.info} />
      <SportEcosystem ecosystem={c.ecosystem} />
      <SportVideo video={c.video} heading={c.headings.video} />
      <ChampionTasks content={c.championTasks} />
      <SupportedCompanies content={c.supportedCompanies} />
      <SportCards cards={c.cards} heading={c.headings.cards} />
      <PopularTasks tasks={c.popularTasks} heading={c.headings.popularTasks} />
      <SportTasks content={c.tasks} />
      <InfoCycle cycle={c.cycle} />
      <SportCases heading={c.headings.cases} />
      <DiscussionForm id="form" sphere="sport" title={c.headings.form} />
      <SportBlog heading={c.headings.blog} />
      <SportFaq title={c.headings.faq} items={c.faq} />
    </>
  );
}
