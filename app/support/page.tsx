// /support/ — the personal-account landing (SPEC 2.10, reading 1 of 2.1): canonical /support/,
// structured data pointing to /account/. The footer (section 13) comes from the root layout.
import { DiscussionForm } from '@/components/sections/form/DiscussionForm';
import { LandingNav } from '@/components/sections/landing/LandingNav';
import styles from '@/components/sections/landing/Landing.module.scss';
import { Ticker } from '@/components/sections/landing/Ticker';
import { AccountTypes } from '@/components/sections/landing/support/AccountTypes';
import { Examples } from '@/components/sections/landing/support/Examples';
import { Functionality } from '@/components/sections/landing/support/Functionality';
import { Integrations } from '@/components/sections/landing/support/Integrations';
import { supportMetadata } from '@/lib/seo/landing';
import { Questions } from '@/components/sections/landing/support/Questions';
import { supportJsonLd } from '@/lib/seo/landing';
import { SupportCases } from '@/components/sections/landing/support/SupportCases';
import { SupportHero } from '@/components/sections/landing/support/SupportHero';
import { Faq } from '@/components/sections/page/Faq';
import { TechList } from '@/components/sections/page/TechList';
import { JsonLd } from '@/components/ui/JsonLd';
import { supportLanding as content } from '@/content/landings/support';
import { config } from '@/lib/config';

// The #cases list comes from WordPress: cached, refreshed in the background like /cases/.
export const revalidate = 300;

export const metadata = supportMetadata(content);

export default function SupportPage() {
  return (
    <div className={styles.landing}>
      <JsonLd data={supportJsonLd(content, config().SITE_URL)} />
      <LandingNav {...content.nav} />
      <SupportHero hero={content.hero} />
      <Ticker items={content.ticker.items} label={content.ticker.label} />
      <AccountTypes block={content.types} />
      <Questions block={content.questions} />
      <Functionality block={content.functionality} />
      <Integrations block={content.integrations} />
      <TechList
        id="techs"
        title={content.techs.title}
        lead={content.techs.subtitle}
        groups={content.techs.groups}
      />
      <Examples block={content.examples} />
      <SupportCases block={content.cases} />
      <DiscussionForm id="bye" sphere="account" title={content.form.title} />
      <Faq id="faq" title={content.faq.title} items={content.faq.items} />
    </div>
  );
}
