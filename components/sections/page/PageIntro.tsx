// The first screen of a content page: kicker, h1, lead, actions and optional key figures.
import { ShiftBackground } from '@/components/canvas/shift/Shift';
import { ContactsTrigger } from '@/components/layout/ContactsTrigger';
import { ButtonLink } from '@/components/ui/Button';
import type { PageContent } from '@/content/types';
import { FactList } from './FactList';
import styles from './PageIntro.module.scss';
import { pageIcons } from './pageIcons';

export function PageIntro({ intro }: { intro: PageContent['intro'] }) {
  const Icon = intro.icon ? pageIcons[intro.icon] : null;
  return (
    <section className={styles.intro} aria-labelledby="page-title">
      <ShiftBackground />
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          {Icon ? (
            <span className={styles.icon}>
              <Icon size={22} />
            </span>
          ) : null}
          {intro.eyebrow}
        </p>
        <h1 id="page-title" className={styles.title}>
          {intro.title}
        </h1>
        <p className={styles.lead}>{intro.lead}</p>
        <div className={styles.actions}>
          <ContactsTrigger variant="filled" arrow>
            Обсудить проект
          </ContactsTrigger>
          {intro.more ? (
            <ButtonLink href={intro.more.href} variant="outline" arrow>
              {intro.more.label}
            </ButtonLink>
          ) : null}
          <ButtonLink href="/cases/" variant="outline">
            Смотреть кейсы
          </ButtonLink>
        </div>
        {intro.facts?.length ? <FactList items={intro.facts} className={styles.facts} /> : null}
      </div>
    </section>
  );
}
