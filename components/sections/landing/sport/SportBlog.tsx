// 'Статьи и заметки': blog articles from WordPress (SPEC 7.4: page 1, 12 per load); a calm notice
// when WordPress fails.
import { ArticleCard } from '@/components/sections/cards/ArticleCard';
import { HomeSection } from '@/components/sections/home/HomeSection';
import { WpNotice } from '@/components/sections/lists/WpNotice';
import type { SportHeading } from '@/content/landings/sport-types';
import { SPORT_PAGE_LOAD } from '@/lib/constants';
import { getArticles } from '@/lib/wp/blog';
import styles from './SportLists.module.scss';

export async function SportBlog({ heading }: { heading: SportHeading }) {
  const result = await getArticles({ page: 1, count: SPORT_PAGE_LOAD });
  return (
    <HomeSection
      id="blog"
      eyebrow="Блог"
      title={heading.title}
      lead={heading.lead}
      more={{ href: '/blog/', label: 'Все статьи' }}
    >
      {!result.ok ? (
        <WpNotice what="статьи" />
      ) : result.data.articles.length === 0 ? (
        <p className={styles.empty}>Все материалы студии собраны в блоге.</p>
      ) : (
        <ul className={styles.articles}>
          {result.data.articles.map((item) => (
            <li key={item.id}>
              <ArticleCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
