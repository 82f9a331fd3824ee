// /privacy/ — the personal-data policy (152-ФЗ) every lead form links to from its consent.
import { ListHead } from '@/components/sections/lists/ListHead';
import styles from '@/components/sections/lists/Lists.module.scss';
import { SectionShell } from '@/components/sections/page/SectionShell';
import { TextBlock } from '@/components/sections/page/TextBlock';
import proseStyles from '@/components/sections/page/TextBlock.module.scss';
import { privacy } from '@/content/privacy';
import { analytics } from '@/lib/config';
import { publicContacts } from '@/lib/layout/public-contacts';
import { pageMetadata } from '@/lib/seo/metadata';
import { PRIVACY_PATH } from '@/lib/paths';
import { OFFICE, SITE_LEGAL_NAME } from '@/lib/site';

export const metadata = pageMetadata({ ...privacy.meta, path: PRIVACY_PATH });

export default function PrivacyPage() {
  const { email } = publicContacts();
  // What Metrika collects is told only when the build has the counter (issue 32).
  const metrika = analytics().metrika !== null;
  return (
    <>
      <div className={styles.page}>
        <ListHead eyebrow={privacy.eyebrow} title={privacy.title} intro={privacy.intro} />
      </div>
      {privacy.sections.map((section) => (
        <TextBlock key={section.id} {...section} />
      ))}
      {metrika && <TextBlock {...privacy.metrika} />}
      <SectionShell
        id="contacts"
        title={metrika ? privacy.contactsTitleWithMetrika : privacy.contactsTitle}
      >
        <div className={proseStyles.prose}>
          <p>{privacy.contactsText}</p>
          <p>
            Электронная почта: <a href={`mailto:${email}`}>{email}</a>
            <br />
            Почтовый адрес: {SITE_LEGAL_NAME}, {OFFICE.address}
          </p>
          <p>{privacy.changes}</p>
        </div>
      </SectionShell>
    </>
  );
}
