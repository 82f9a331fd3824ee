'use client';
// The root layout itself failed: render the same error page with its own html/body and a
// minimal header (the full header needs the layout's server data).
import { Link } from '@/components/ui/Link';
import { LazyErrorScreen as ErrorScreen } from '@/components/layout/LazyErrorScreen';
import { Logo } from '@/components/ui/Logo';
import '@/styles/globals.scss';
import styles from './global-error.module.scss';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  console.error(error.digest ? `Fatal error (digest ${error.digest})` : error.message);
  return (
    <html lang="ru">
      <body>
        <header className={styles.header}>
          <Link href="/" aria-label="Орбита — на главную" className={styles.logo}>
            <Logo />
          </Link>
        </header>
        <main id="main">
          <ErrorScreen code={500} />
        </main>
      </body>
    </html>
  );
}
