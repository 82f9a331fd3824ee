// /vacancies/{slug}/ — one vacancy (first catch-all segment) with its JobPosting JSON-LD, rendered
// on demand and cached. Applying means sending a CV by e-mail (the button opens the visitor's mail
// client with the vacancy in the subject); the contacts dialog answers questions.
import type { Metadata } from 'next';
import { ContactsTrigger } from '@/components/layout/ContactsTrigger';
import { DetailView } from '@/components/sections/detail/DetailView';
import styles from '@/components/sections/detail/DetailView.module.scss';
import { detailMetadata, detailPage } from '@/components/sections/detail/detail-page';
import { cvMailto, VacancyFacts } from '@/components/sections/vacancies/VacancyItem';
import { ButtonLink } from '@/components/ui/Button';
import { JsonLd } from '@/components/ui/JsonLd';
import { config } from '@/lib/config';
import { publicContacts } from '@/lib/layout/public-contacts';
import { VACANCIES_PATH } from '@/lib/paths';
import { viewVacancy } from '@/lib/preview/detail';
import { vacancyJsonLd, vacancyMetadata, vacancyTitle } from '@/lib/seo/vacancy';

type Props = { params: Promise<{ slug: string[] }> };

export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata(viewVacancy((await params).slug), ({ slug, detail }) =>
    vacancyMetadata(slug, detail),
  );
}

export default async function VacancyPage({ params }: Props) {
  return detailPage(viewVacancy((await params).slug), ({ slug, detail: vacancy }) => {
    const title = vacancyTitle(vacancy);
    return (
      <>
        <JsonLd data={vacancyJsonLd(slug, vacancy, config().SITE_URL)} />
        <DetailView
          section={{ name: 'Вакансии', href: VACANCIES_PATH }}
          title={vacancy.title}
          image={undefined}
          imageAlt={title}
          html={vacancy.description}
          lead={<VacancyFacts vacancy={vacancy} />}
        >
          <footer className={styles.footer}>
            <ButtonLink href={VACANCIES_PATH} variant="text">
              ← Все вакансии
            </ButtonLink>
            <ContactsTrigger variant="outline">Задать вопрос</ContactsTrigger>
            <ButtonLink href={cvMailto(publicContacts().email, title)} variant="filled" arrow>
              Откликнуться
            </ButtonLink>
          </footer>
        </DetailView>
      </>
    );
  });
}
