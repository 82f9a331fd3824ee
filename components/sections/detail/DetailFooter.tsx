// Under an article or a solution: back to its list, and a way to start a conversation.
import { ContactsTrigger } from '@/components/layout/ContactsTrigger';
import { ButtonLink } from '@/components/ui/Button';
import styles from './DetailView.module.scss';

export function DetailFooter({ back }: { back: { href: string; label: string } }) {
  return (
    <footer className={styles.footer}>
      <ButtonLink href={back.href} variant="text">
        ← {back.label}
      </ButtonLink>
      <ContactsTrigger variant="outline" arrow>
        Обсудить проект
      </ContactsTrigger>
    </footer>
  );
}
