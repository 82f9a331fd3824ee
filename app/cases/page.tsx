// /cases/ — the portfolio list: the first page server-rendered, filters and paging on the client.
import { CasesList } from '@/components/sections/lists/CasesList';
import { ListCta } from '@/components/sections/lists/ListCta';
import { ListHead } from '@/components/sections/lists/ListHead';
import { WpNotice } from '@/components/sections/lists/WpNotice';
import styles from '@/components/sections/lists/Lists.module.scss';
import { initialListState, LIST_PAGE_SIZE } from '@/lib/paged-list';
import { FEEDS, pageMetadata } from '@/lib/seo/metadata';
import { getPortfolio } from '@/lib/wp/cases';

// Cached and refreshed in the background; WordPress saves revalidate the 'cases' tag sooner.
export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Портфолио: кейсы студии',
  description:
    'Кейсы студии «Орбита»: веб-сервисы, интернет-магазины, сайты для спорта и культуры, личные кабинеты и мобильные приложения. Задачи, решения и результаты.',
  path: '/cases/',
  feed: FEEDS.cases,
});

export default async function CasesPage() {
  const result = await getPortfolio({ page: 1, count: LIST_PAGE_SIZE });
  return (
    <div className={styles.page}>
      <ListHead
        eyebrow="Портфолио"
        title="Кейсы студии"
        intro="Проекты, которые мы спроектировали, разработали и запустили: от интернет-магазинов до сервисов для федераций и театров. Выберите направление, чтобы увидеть близкие вам задачи."
      />
      {result.ok ? (
        <CasesList
          initial={initialListState(
            result.data.portfolio,
            result.data.categories,
            result.data.meta,
          )}
        />
      ) : (
        <WpNotice what="кейсы" />
      )}
      <ListCta
        title="Хотите такой же результат?"
        text="Расскажите о задаче — предложим решение, этапы и бюджет. Первая консультация бесплатна."
      />
    </div>
  );
}
