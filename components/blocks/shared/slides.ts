// Slides for the slider leaves: URL plus a Russian alt text (WordPress's, or a numbered fallback).
import type { WpImage } from '@/lib/wp/fields';
import type { SlideImage } from './ImageSlider';

export function toSlides(images: readonly WpImage[], fallbackAlt: string): SlideImage[] {
  return images.map((image, i) => ({
    url: image.url,
    alt: image.alt.trim() || `${fallbackAlt}, слайд ${i + 1} из ${images.length}`,
  }));
}
