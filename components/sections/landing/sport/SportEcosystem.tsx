// The ecosystem of type 'sport': three parties at the corners of a triangle, the three sides
// (what links each pair) as cards around it, and the technologies; a stacked list on phones.
import clsx from 'clsx';
import { Img } from '@/components/ui/Img';
import { HomeSection } from '@/components/sections/home/HomeSection';
import type { SportEcosystem as SportEcosystemContent } from '@/content/landings/sport-types';
import styles from './SportEcosystem.module.scss';

const ICON_SIZE = 40;
/** Card positions around the triangle: left edge, right edge, bottom edge. */
const SIDE_SLOTS = [styles.left, styles.right, styles.bottom] as const;

export function SportEcosystem({ ecosystem }: { ecosystem: SportEcosystemContent }) {
  const { triangle } = ecosystem;
  return (
    <HomeSection
      id="ecosystem"
      eyebrow="Экосистема"
      title={ecosystem.title}
      lead={ecosystem.desc}
      className={styles.section}
    >
      <div className={styles.diagram} data-type={ecosystem.type}>
        <div className={styles.triangle}>
          <svg className={styles.lines} viewBox="0 0 300 260" aria-hidden="true" focusable="false">
            <path d="M150 24 24 236h252z" />
            {[
              [87, 130],
              [213, 130],
              [150, 236],
            ].map(([x, y], i) => (
              <g key={i}>
                <circle cx={x} cy={y} r="13" />
                <text x={x} y={(y ?? 0) + 5}>
                  {i + 1}
                </text>
              </g>
            ))}
          </svg>
          <ul className={styles.corners} aria-label="Участники экосистемы">
            <li className={styles.top}>{triangle.top}</li>
            <li className={styles.bottomLeft}>{triangle.bottomLeft}</li>
            <li className={styles.bottomRight}>{triangle.bottomRight}</li>
          </ul>
        </div>
        {ecosystem.sides.map((side, i) => (
          <article key={side.id} className={clsx(styles.side, SIDE_SLOTS[i])}>
            <div className={styles.sideHead}>
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              {side.icons.map((icon) => (
                <Img key={icon} src={icon} alt="" width={ICON_SIZE} height={ICON_SIZE} />
              ))}
            </div>
            <h3 className={styles.sideTitle}>{side.title}</h3>
            <p className={styles.sideText}>{side.text}</p>
            <ul className={styles.list}>
              {side.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <div className={styles.techs}>
        <p className={styles.techsLabel}>Технологии</p>
        <ul className={styles.chips}>
          {ecosystem.techs.map((tech) => (
            <li key={tech}>{tech}</li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
