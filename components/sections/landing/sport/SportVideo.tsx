// The video section: a short local clip with its poster; nothing is downloaded until play.
import { HomeSection } from '@/components/sections/home/HomeSection';
import type { SportHeading, SportVideo as SportVideoContent } from '@/content/landings/sport-types';
import { SPORT_VIDEO_SIZE } from './SportInfo';
import styles from './SportVideo.module.scss';

export function SportVideo({
  video,
  heading,
}: {
  video: SportVideoContent;
  heading: SportHeading;
}) {
  return (
    <HomeSection id="video" eyebrow="Видео" title={heading.title} lead={heading.lead}>
      <div className={styles.frame}>
        <video
          className={styles.video}
          src={video.video}
          poster={video.poster}
          width={SPORT_VIDEO_SIZE.width}
          height={SPORT_VIDEO_SIZE.height}
          preload="none"
          controls
          muted
          playsInline
          loop
          aria-label={heading.title}
        />
      </div>
    </HomeSection>
  );
}
