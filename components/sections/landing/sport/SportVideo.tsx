// The video section: a short local clip with its poster; nothing is downloaded until play. The
// poster is the frame's background, not the video's `poster` attribute: the HTML parser fetches a
// poster at once (18 KB at the page's start, five screens above it), a background only once the
// section is laid out (it is deferred until near the viewport, styles/globals.scss).
import type { CSSProperties } from 'react';
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
      <div
        className={styles.frame}
        style={{ '--poster': `url(${JSON.stringify(video.poster)})` } as CSSProperties}
        data-poster={video.poster}
      >
        <video
          className={styles.video}
          src={video.video}
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
