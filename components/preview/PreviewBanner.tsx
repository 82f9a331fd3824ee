// The banner of a draft preview (docs/wordpress-plugin.md 'Draft previews'): says the page is a draft and leaves
// preview mode through a plain link (a full request: the exit route handler clears the cookies).
import styles from './PreviewBanner.module.scss';

type Props = { /** The page's path, where leaving the preview returns to. */ path: string };

export function PreviewBanner({ path }: Props) {
  return (
    <aside className={styles.banner} role="status" aria-label="Предпросмотр" data-preview-banner="">
      <strong>Черновик: предпросмотр</strong>
      <a className={styles.exit} href={`/api/preview/exit/?to=${encodeURIComponent(path)}`}>
        Выйти из предпросмотра
      </a>
    </aside>
  );
}
