// The first screen of a content page: kicker, h1, lead, actions and optional key figures.
import { ContactsTrigger } from '@/components/layout/ContactsTrigger';
import { ButtonLink } from '@/components/ui/Button';
import type { PageContent } from '@/content/types';
import { FactList } from './FactList';
import styles from './PageIntro.module.scss';

export function PageIntro({ intro }: { intro: PageContent['intro'] }) {
  return (
    <section className={styles.intro} aria-labelledby="page-title">
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{intro.eyebrow}</p>
        <h1 id="page-title" className={styles.title}>
          {intro.title}
        </h1>
        <p className={styles.lead}>{intro.lead}</p>
        <div className={styles.actions}>
          <ContactsTrigger variant="filled" arrow>
            Обсудить проект
          </ContactsTrigger>
          <ButtonLink href="/cases/" variant="outline">
            Смотреть кейсы
          </ButtonLink>
        </div>
        {intro.facts?.length ? <FactList items={intro.facts} className={styles.facts} /> : null}
      </div>
    </section>
  );
}
