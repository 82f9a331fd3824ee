// /solutions/ — ready-made solutions from WordPress.
import { SolutionCard } from '@/components/sections/cards/SolutionCard';
import { ListCta } from '@/components/sections/lists/ListCta';
import { ListHead } from '@/components/sections/lists/ListHead';
import { WpNotice } from '@/components/sections/lists/WpNotice';
import styles from '@/components/sections/lists/Lists.module.scss';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSolutions } from '@/lib/wp/solutions';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Готовые решения',
  description:
    'Готовые решения студии «Орбита»: билетные системы, личные кабинеты, модули для магазинов и сервисов. Внедряем и дорабатываем под ваш бизнес быстрее разработки с нуля.',
  path: '/solutions/',
});

export default async function SolutionsPage() {
  const result = await getSolutions();
  return (
    <div className={styles.page}>
      <ListHead
        eyebrow="Решения"
        title="Готовые решения"
        intro="Модули и продукты, которые уже работают у наших клиентов. Адаптируем их под ваши процессы — это быстрее и дешевле, чем разрабатывать с нуля."
      />
      {!result.ok ? (
        <WpNotice what="решения" />
      ) : result.data.length === 0 ? (
        <p className={styles.empty}>
          Каталог решений обновляется. Расскажите о задаче — подберём готовый модуль или предложим
          разработку.
        </p>
      ) : (
        <ul className={styles.gridArticles}>
          {result.data.map((item) => (
            <li key={item.id}>
              <SolutionCard item={item} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <ListCta
        title="Не нашли подходящее решение?"
        text="Соберём продукт под ваши процессы: от аналитики и прототипа до запуска и поддержки."
      />
    </div>
  );
}
