// Why a company needs a personal account (SPEC 2.10 section 5): pictures with a short text each.
import { Img } from '@/components/ui/Img';
import { SectionShell } from '@/components/sections/page/SectionShell';
import type { SupportLanding } from '@/content/landings/types';
import { IMAGE_QUALITY } from '@/lib/constants';
import styles from './SupportSections.module.scss';

/** The generated pictures' size (scripts/make-landing-assets.mjs). */
const QUESTION_IMAGE = { width: 640, height: 480 } as const;

export function Questions({ block }: { block: SupportLanding['questions'] }) {
  return (
    <SectionShell id="questions" title={block.title} lead={block.subtitle} layout="stacked">
      <ul className={styles.questions}>
        {block.items.map((item) => (
          <li key={item.src} className={styles.question}>
            <Img
              className={styles.questionImage}
              src={item.src}
              alt={item.alt}
              {...QUESTION_IMAGE}
              quality={IMAGE_QUALITY}
              sizes="(max-width: 768px) 90vw, 40vw"
            />
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
