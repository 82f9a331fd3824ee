// The mobile-version slider of SPEC 9: looped, 4 / 3 / 1 phone screens per page; the shared case
// image slider with its own options, sizes and phone-screen frame.
import { MOBILE_VERSION_SLIDER } from '@/lib/case/sliders';
import { ImageSlider, type SlideImage } from '../shared/ImageSlider';
import styles from './MobileSlider.module.scss';

const SIZES = '(max-width: 530px) 70vw, (max-width: 1024px) 30vw, 20vw';
const CLASSES = { slider: styles.slider, frame: styles.screen, image: styles.image };

export function MobileSlider({ slides, label }: { slides: readonly SlideImage[]; label: string }) {
  return (
    <ImageSlider
      slides={slides}
      label={label}
      options={MOBILE_VERSION_SLIDER}
      sizes={SIZES}
      classes={CLASSES}
    />
  );
}
