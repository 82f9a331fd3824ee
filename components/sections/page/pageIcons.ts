// The menu icons of the directions and technologies, looked up by a page's icon slug.
import { directionIcons, techIcons, type IconComponent } from '@/components/ui/icons';
import type { PageIcon } from '@/content/types';

export const pageIcons = { ...directionIcons, ...techIcons } satisfies Record<
  PageIcon,
  IconComponent
>;
