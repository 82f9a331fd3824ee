// The three latest blog articles; left out when WordPress has none or fails.
import { ArticleCard } from '@/components/sections/cards/ArticleCard';
import { getArticles } from '@/lib/wp/blog';
import { HomeSection } from './HomeSection';
import styles from './LatestArticles.module.scss';

export const HOME_ARTICLES_COUNT = 3;

export async function LatestArticles() {
  const result = await getArticles({ page: 1, count: HOME_ARTICLES_COUNT });
  if (!result.ok || result.data.articles.length === 0) return null;
  return (
    <HomeSection
      id="blog"
      eyebrow="Блог"
      title="Статьи и заметки"
      lead="Пишем о том, как выбирать технологии, считать сроки и запускать продукты без сюрпризов."
      more={{ href: '/blog/', label: 'Все статьи' }}
    >
      <ul className={styles.grid}>
        {result.data.articles.slice(0, HOME_ARTICLES_COUNT).map((item) => (
          <li key={item.id}>
            <ArticleCard item={item} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
