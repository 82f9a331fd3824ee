// The technologies of the menu (SPEC 2.3) with their icons and category labels.
import { Link } from '@/components/ui/Link';
import { techIcons } from '@/components/ui/icons';
import { TECHNOLOGIES } from '@/lib/navigation';
import { TECH_CATEGORY } from './content';
import { HomeSection } from './HomeSection';
import styles from './Technologies.module.scss';

export function Technologies() {
  return (
    <HomeSection
      id="technologies"
      eyebrow="Технологии"
      title="Стек, который мы знаем глубоко"
      lead="Выбираем технологию под задачу, бюджет и команду, которая будет развивать продукт дальше, а не под моду."
    >
      <ul className={styles.grid}>
        {TECHNOLOGIES.map((tech) => {
          const Icon = techIcons[tech.icon];
          return (
            <li key={tech.href} className={styles.item}>
              <Icon size={40} className={styles.icon} />
              <h3 className={styles.title}>
                <Link href={tech.href} className={styles.link}>
                  {tech.label}
                </Link>
              </h3>
              <p className={styles.category}>{TECH_CATEGORY[tech.category]}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
