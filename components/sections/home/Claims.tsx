// The studio's claims in figures (SPEC 1: accreditation, more than 15 years of experience).
import { CLAIMS } from './content';
import styles from './Claims.module.scss';

export function Claims() {
  return (
    <section className={styles.claims} aria-label="Студия в цифрах">
      <ul className={styles.list}>
        {CLAIMS.map((claim) => (
          <li key={claim.value} className={styles.item}>
            <p className={styles.value}>{claim.value}</p>
            <p className={styles.label}>{claim.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
