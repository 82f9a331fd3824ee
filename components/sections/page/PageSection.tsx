// Renders one content section by its type; the switch is checked for exhaustiveness.
import type { Section } from '@/content/types';
import { Faq } from './Faq';
import { FactList } from './FactList';
import { FeatureGrid } from './FeatureGrid';
import { LinkGrid } from './LinkGrid';
import { SectionShell } from './SectionShell';
import { Steps } from './Steps';
import { TechList } from './TechList';
import { TextBlock } from './TextBlock';

export function PageSection({ section, path }: { section: Section; path: string }) {
  switch (section.type) {
    case 'features':
      return <FeatureGrid {...section} />;
    case 'steps':
      return <Steps {...section} />;
    case 'tech':
      return <TechList {...section} currentPath={path} />;
    case 'faq':
      return <Faq {...section} />;
    case 'links':
      return <LinkGrid {...section} />;
    case 'text':
      return <TextBlock {...section} />;
    case 'facts':
      return (
        <SectionShell id={section.id} title={section.title} lead={section.lead} layout="stacked">
          <FactList items={section.items} />
        </SectionShell>
      );
    default: {
      const unknown: never = section;
      throw new Error(`Unknown section type: ${JSON.stringify(unknown)}`);
    }
  }
}
