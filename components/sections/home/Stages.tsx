// The five development stages (SPEC 2.3), numbered 1 to 5, each linking to its page.
import { Link } from '@/components/ui/Link';
import { STAGES } from '@/lib/navigation';
import { STAGE_TEXT } from './content';
import { HomeSection } from './HomeSection';
import styles from './Stages.module.scss';

export function Stages() {
  return (
    <HomeSection
      id="stages"
      eyebrow="Этапы разработки"
      title="Ведём проект от идеи до первой строчки в поиске"
      lead="Одна команда на всех этапах: аналитики, дизайнеры и разработчики передают проект друг другу без потерь и переделок."
    >
      <ol className={styles.list}>
        {STAGES.map((stage, index) => (
          <li key={stage.href} className={styles.item}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>
              <Link href={stage.href} className={styles.link}>
                {/* Labels letter for letter as SPEC 2.3 has them. */}
                {stage.label}
              </Link>
            </h3>
            <p className={styles.text}>{STAGE_TEXT[index]}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
