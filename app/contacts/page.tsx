// /contacts/ — the studio's phone, e-mail, messenger, hours and address, and the discussion form.
import { DiscussionForm } from '@/components/sections/form/DiscussionForm';
import { homeJsonLd } from '@/lib/seo/home';
import { ContactCards } from '@/components/sections/contacts/ContactCards';
import { ListHead } from '@/components/sections/lists/ListHead';
import styles from '@/components/sections/lists/Lists.module.scss';
import { JsonLd } from '@/components/ui/JsonLd';
import { config } from '@/lib/config';
import { publicContacts } from '@/lib/layout/public-contacts';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Контакты',
  description:
    'Контакты студии «Орбита»: телефон, почта, мессенджер и адрес офиса в Москве. Оставьте заявку — оценим разработку бесплатно и ответим в течение рабочего дня.',
  path: '/contacts/',
});

export default function ContactsPage() {
  const { SITE_URL } = config();
  const contacts = publicContacts();
  const [organization] = homeJsonLd({
    siteUrl: SITE_URL,
    email: contacts.email,
    phone: contacts.phone,
    messengerUrl: contacts.messengerUrl,
  });
  return (
    <>
      <JsonLd data={organization} />
      <div className={styles.page}>
        <ListHead
          eyebrow="Студия «Орбита»"
          title="Контакты"
          intro="Позвоните, напишите в мессенджер или на почту — или оставьте заявку ниже. Отвечаем в течение рабочего дня."
        />
        <ContactCards {...contacts} />
      </div>
      <DiscussionForm id="form" title="Расскажите о задаче — оценим разработку бесплатно" />
    </>
  );
}
