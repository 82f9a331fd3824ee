'use client';
// The messenger widget's panel: messenger, e-mail, phone and 'Заказать звонок' (contacts modal).
import type { Ref } from 'react';
import { IconMail, IconPhone, IconSend } from '@/components/ui/icons';
import { typograph } from '@/lib/text/typograph';
import { telHref } from '@/lib/layout/contacts';
import { messengerHandle } from '@/lib/layout/messenger';
import { OFFICE } from '@/lib/site';
import styles from './MessengerWidget.module.scss';

export const PANEL_ID = 'messenger-panel';
const TITLE_ID = 'messenger-panel-title';

export type MessengerContacts = {
  messengerUrl: string;
  messengerName: string;
  email: string;
  phone: string;
};

type Props = MessengerContacts & {
  open: boolean;
  onCall: () => void;
  firstLinkRef: Ref<HTMLAnchorElement>;
};

export function MessengerPanel({
  open,
  onCall,
  firstLinkRef,
  messengerUrl,
  messengerName,
  email,
  phone,
}: Props) {
  const handle = messengerHandle(messengerUrl);
  return (
    <div
      id={PANEL_ID}
      className={styles.panel}
      role="dialog"
      aria-labelledby={TITLE_ID}
      hidden={!open}
    >
      <p id={TITLE_ID} className={styles.title}>
        {typograph('Как вам удобнее связаться?')}
      </p>
      <p className={styles.lead}>{typograph('Ответим в течение рабочего дня.')}</p>
      <ul className={styles.list}>
        <li>
          <a
            ref={firstLinkRef}
            className={styles.item}
            href={messengerUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <IconSend className={styles.icon} />
            <span className={styles.label}>Написать в&nbsp;{messengerName}</span>{' '}
            {handle && <span className={styles.hint}>{handle}</span>}
          </a>
        </li>
        <li>
          <a className={styles.item} href={`mailto:${email}`}>
            <IconMail className={styles.icon} />
            <span className={styles.label}>Написать на&nbsp;почту</span>{' '}
            <span className={styles.hint}>{email}</span>
          </a>
        </li>
        <li>
          <a className={styles.item} href={telHref(phone)}>
            <IconPhone className={styles.icon} />
            <span className={styles.label}>{typograph(phone)}</span>{' '}
            <span className={styles.hint}>{typograph(OFFICE.hours)}</span>
          </a>
        </li>
      </ul>
      <button type="button" className={styles.call} onClick={onCall} aria-haspopup="dialog">
        Заказать звонок
      </button>
    </div>
  );
}
