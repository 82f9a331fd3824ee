// Info: the sports division, its description and achievements, a click-to-load video and a
// running line of what the studio builds.
import { HomeSection } from '@/components/sections/home/HomeSection';
import type { SportInfo as SportInfoContent } from '@/content/landings/sport-types';
import { Ticker } from '../Ticker';
import { VideoEmbed } from './VideoEmbed';
import styles from './SportInfo.module.scss';

/** The generated clips are 960×540 (scripts/make-sport-assets.mjs). */
export const SPORT_VIDEO_SIZE = { width: 960, height: 540 } as const;

export function SportInfo({ info }: { info: SportInfoContent }) {
  return (
    <HomeSection id="info" eyebrow={info.subtitle} title={info.title} lead={info.desc}>
      <div className={styles.grid}>
        <ul className={styles.achievements}>
          {info.achievements.map((item) => (
            <li key={item.title} className={styles.achievement}>
              <span className={styles.figure}>{item.title}</span>
              <span className={styles.text}>{item.text}</span>
            </li>
          ))}
        </ul>
        <div className={styles.video}>
          <VideoEmbed
            src={info.video.link}
            poster={info.video.placeholder}
            label={info.video.text}
            sizes="(max-width: 1024px) 90vw, 50vw"
            {...SPORT_VIDEO_SIZE}
          />
        </div>
      </div>
      <div className={styles.ticker}>
        <Ticker items={info.runItems} label="Что мы делаем для спорта" />
      </div>
    </HomeSection>
  );
}
