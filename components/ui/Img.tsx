// next/image without its client component: `getImageProps` computes the same optimised `src`,
// `srcSet`, `sizes`, lazy loading and fill styles, and a plain <img> renders them. Rendered by a
// server component it ships no JavaScript and hydrates nothing; <Image> is a client component whose
// code (~6 KB gzip) every page carried only for load/blur handlers this site never uses.
// `preload` emits the same <link rel="preload" imagesrcset> that <Image preload> does (with high fetch priority), through
// React's resource hints. No `placeholder`, `onLoad` or `onError`: they need the client component.
import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource, type PreloadOptions } from 'react-dom';

export type ImgProps = Omit<
  ImageProps,
  'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'onLoadingComplete' | 'priority'
> & {
  /** Element Timing name for the paint record (the hero waits for it). */
  elementtiming?: string;
};

export function Img({ fill, preload, fetchPriority, ...rest }: ImgProps) {
  // A preloaded image is a first-screen one, most often the LCP element: fetched ahead of the rest.
  const priority = fetchPriority ?? (preload ? 'high' : undefined);
  const { props } = getImageProps({
    ...rest,
    fill,
    preload,
    ...(priority ? { fetchPriority: priority } : {}),
  });
  if (preload) {
    const hint: PreloadOptions = { as: 'image' };
    if (props.fetchPriority) hint.fetchPriority = props.fetchPriority;
    if (props.srcSet) hint.imageSrcSet = props.srcSet;
    if (props.sizes) hint.imageSizes = props.sizes;
    preloadResource(props.src, hint);
  }
  // `data-nimg` as next/image sets it, so the markup (and any selector on it) stays the same.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in `props`
  return <img {...props} data-nimg={fill ? 'fill' : '1'} />;
}
