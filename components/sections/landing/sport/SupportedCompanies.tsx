// The supported-companies slider in sport mode: the server frame and the Splide leaf.
import { HomeSection } from '@/components/sections/home/HomeSection';
import type { SportSupportedCompanies } from '@/content/landings/sport-types';
import { CompaniesSlider } from './CompaniesSlider';

export function SupportedCompanies({ content }: { content: SportSupportedCompanies }) {
  return (
    <HomeSection id="companies" eyebrow="Клиенты" title={content.title}>
      <CompaniesSlider slides={content.slides} label={content.title} mode="sport" />
    </HomeSection>
  );
}
