// /vacancies/ — open positions from WordPress and a way to send a CV by e-mail.
import { ListHead } from '@/components/sections/lists/ListHead';
import { cvMailto, VacancyItem } from '@/components/sections/vacancies/VacancyItem';
import { WpNotice } from '@/components/sections/lists/WpNotice';
import styles from '@/components/sections/lists/Lists.module.scss';
import vacancyStyles from '@/components/sections/vacancies/Vacancies.module.scss';
import { ButtonLink } from '@/components/ui/Button';
import { publicContacts } from '@/lib/layout/public-contacts';
import { pageMetadata } from '@/lib/seo/metadata';
import { getVacancies } from '@/lib/wp/vacancies';

export const revalidate = 300;

export const metadata = pageMetadata({
  title: 'Вакансии',
  description:
    'Работа в студии «Орбита»: ищем frontend- и backend-разработчиков, дизайнеров и аналитиков. Интересные проекты, сильная команда и официальное оформление в аккредитованной ИТ-компании.',
  path: '/vacancies/',
});

export default async function VacanciesPage() {
  const result = await getVacancies();
  const email = publicContacts().email;
  return (
    <div className={styles.page}>
      <ListHead
        eyebrow="Карьера"
        title="Вакансии"
        intro="Делаем продукты для бизнеса уже более 15 лет. Ищем людей, которым важно, как работает результат, а не только как он выглядит. Официальное оформление в аккредитованной ИТ-компании."
      />
      {!result.ok ? (
        <WpNotice what="вакансии" />
      ) : result.data.length === 0 ? (
        <p className={styles.empty}>
          Сейчас открытых вакансий нет, но сильным специалистам мы рады всегда — пришлите резюме, и
          мы напишем, когда появится подходящая задача.
        </p>
      ) : (
        <ul className={vacancyStyles.list}>
          {result.data.map((vacancy) => (
            <li key={vacancy.id}>
              <VacancyItem vacancy={vacancy} email={email} />
            </li>
          ))}
        </ul>
      )}
      <aside className={vacancyStyles.cv} aria-labelledby="cv-title">
        <div>
          <h2 id="cv-title">Не нашли свою вакансию?</h2>
          <p>
            Пришлите резюме и&nbsp;ссылки на&nbsp;работы на&nbsp;{email}. Расскажите, чем хотите
            заниматься, — ответим каждому.
          </p>
        </div>
        <ButtonLink href={cvMailto(email)} variant="filled" arrow>
          Отправить резюме
        </ButtonLink>
      </aside>
    </div>
  );
}
