// A neutral, self-drawn mark for an integration partner: a geometric badge with the name's initial
// beside the name set in the site's type. Never a copy of a real logo.
import styles from './Integrations.module.scss';

const SHAPES = [
  <circle key="c" cx="20" cy="20" r="17" />,
  <rect key="r" x="4" y="4" width="32" height="32" rx="9" />,
  <path key="h" d="M20 3 35 11.5v17L20 37 5 28.5v-17z" />,
  <path key="d" d="M20 3 37 20 20 37 3 20z" />,
] as const;

/** A stable shape per name, so a partner keeps its mark between renders and builds. */
export function shapeIndex(name: string): number {
  let sum = 0;
  for (const ch of name) sum = (sum + (ch.codePointAt(0) ?? 0)) % 9973;
  return sum % SHAPES.length;
}

export function PartnerMark({ name, note }: { name: string; note: string }) {
  const initial = [...name][0] ?? '';
  return (
    <figure className={styles.mark}>
      <svg className={styles.badge} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="1.5">
          {SHAPES[shapeIndex(name)]}
        </g>
        <text
          x="20"
          y="25.5"
          textAnchor="middle"
          fill="currentColor"
          fontSize="15"
          fontWeight="700"
        >
          {initial}
        </text>
      </svg>
      <figcaption className={styles.markText}>
        <span className={styles.markName}>{name}</span>
        <span className={styles.markNote}>{note}</span>
      </figcaption>
    </figure>
  );
}
