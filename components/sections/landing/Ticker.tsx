// A running line (CSS only): the track is drawn twice so the loop is seamless; the copy is hidden
// from assistive technology, which reads the list once. Paused under prefers-reduced-motion.
import styles from './Ticker.module.scss';

export type TickerProps = { items: readonly string[]; label: string };

export function Ticker({ items, label }: TickerProps) {
  if (items.length === 0) return null;
  const track = (copy: boolean) => (
    <ul
      className={styles.track}
      aria-hidden={copy || undefined}
      aria-label={copy ? undefined : label}
    >
      {items.map((item) => (
        <li key={item} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.ticker} data-ticker="">
      <div className={styles.belt}>
        {track(false)}
        {track(true)}
      </div>
    </div>
  );
}
