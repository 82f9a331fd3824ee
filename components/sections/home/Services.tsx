// What the studio does: the menu's 'Делаем' services, each with a line and a link to its page.
import { Link } from '@/components/ui/Link';
import { SERVICES } from '@/lib/navigation';
import { SERVICE_TEXT } from './content';
import { HomeSection } from './HomeSection';
import styles from './Services.module.scss';

export function Services() {
  return (
    <HomeSection
      id="services"
      eyebrow="Что мы делаем"
      title="Заказная разработка полного цикла"
      lead="Берёмся за новые продукты и за системы, которые уже работают: проектируем, разрабатываем, запускаем и сопровождаем."
      more={{ href: '/services/', label: 'Все услуги и этапы' }}
    >
      <ul className={styles.grid}>
        {SERVICES.map((service, index) => (
          <li key={service.href} className={styles.item}>
            <span className={styles.index} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>
              <Link href={service.href} className={styles.link}>
                {service.label}
              </Link>
            </h3>
            <p className={styles.text}>{SERVICE_TEXT[service.href]}</p>
            <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M5 19 19 5m-10 0h10v10"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
            </svg>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
