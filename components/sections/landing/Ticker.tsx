// A running line of short items (CSS-animated): the track is drawn twice so the loop has no seam;
// the copy is hidden from assistive tech, which reads the items once as a list.
import styles from './Ticker.module.scss';

export function Ticker({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.ticker}>
      <div className={styles.track}>
        <ul className={styles.group} aria-label={label}>
          {items.map((item) => (
            <li key={item} className={styles.item}>
              {item}
            </li>
          ))}
        </ul>
        <ul className={styles.group} aria-hidden="true">
          {items.map((item) => (
            <li key={item} className={styles.item}>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
