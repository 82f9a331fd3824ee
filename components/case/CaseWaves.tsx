// The waves background of the case page (SPEC 2.8): quiet contour lines on the white page behind
// the closing part of the case and the neighbour cases. Decorative only.
import styles from './CaseWaves.module.scss';

const WIDTH = 1440;
const LINES = 9;

/** One smooth wave across the width: two periods of a cubic curve around `y`. */
function wave(y: number, amplitude: number, shift: number): string {
  const q = WIDTH / 4;
  return (
    `M0 ${y + shift} C ${q * 0.5} ${y - amplitude}, ${q * 1.5} ${y - amplitude}, ${q * 2} ${y}` +
    ` S ${q * 3.5} ${y + amplitude}, ${WIDTH} ${y - shift}`
  );
}

const PATHS = Array.from({ length: LINES }, (_, i) => wave(60 + i * 34, 40 + i * 6, (i % 3) * 10));

export function CaseWaves() {
  return (
    <div className={styles.waves} aria-hidden="true">
      <svg viewBox={`0 0 ${WIDTH} 400`} preserveAspectRatio="none" focusable="false">
        {PATHS.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </div>
  );
}
