// /blog/ — the article list: the first page server-rendered, categories and paging on the client.
import { ArticlesList } from '@/components/sections/lists/ArticlesList';
import { ListCta } from '@/components/sections/lists/ListCta';
import { ListHead } from '@/components/sections/lists/ListHead';
import { WpNotice } from '@/components/sections/lists/WpNotice';
import styles from '@/components/sections/lists/Lists.module.scss';
import { initialListState, LIST_PAGE_SIZE } from '@/lib/paged-list';
import { FEEDS, pageMetadata } from '@/lib/seo/metadata';
import { getArticles } from '@/lib/wp/blog';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Блог: статьи и заметки о разработке',
  description:
    'Статьи студии «Орбита» о заказной разработке: как оценить сроки и бюджет, выбрать технологии, запустить интернет-магазин, личный кабинет или мобильное приложение.',
  path: '/blog/',
  feed: FEEDS.blog,
});

export default async function BlogPage() {
  const result = await getArticles({ page: 1, count: LIST_PAGE_SIZE });
  return (
    <div className={styles.page}>
      <ListHead
        eyebrow="Блог"
        title="Статьи и заметки"
        intro="Делимся опытом из проектов: как считать сроки и бюджет, выбирать стек, проектировать интерфейсы и не терять позиции в поиске при редизайне."
      />
      {result.ok ? (
        <ArticlesList
          initial={initialListState(result.data.articles, result.data.categories, result.data.meta)}
        />
      ) : (
        <WpNotice what="статьи" />
      )}
      <ListCta
        title="Есть вопрос, на который нет статьи?"
        text="Спросите нас напрямую: разберём вашу задачу и честно скажем, как её решить."
      />
    </div>
  );
}
