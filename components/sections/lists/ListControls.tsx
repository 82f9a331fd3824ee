'use client';
// The filter chips and the 'Показать ещё' button shared by the paged lists.
import clsx from 'clsx';
import type { Category } from '@/lib/wp/schemas';
import styles from './Lists.module.scss';

export function FilterChips({
  label,
  categories,
  selected,
  disabled,
  onSelect,
}: {
  label: string;
  categories: Category[];
  selected: string | undefined;
  disabled: boolean;
  onSelect: (category: string | undefined) => void;
}) {
  if (categories.length === 0) return null;
  const options = [{ id: undefined, title: 'Все' }, ...categories];
  return (
    <div className={styles.filters} role="group" aria-label={label}>
      {options.map((option) => {
        const active = option.id === selected;
        return (
          <button
            key={option.id ?? 'all'}
            type="button"
            className={clsx(styles.filter, active && styles.filterActive)}
            aria-pressed={active}
            disabled={disabled && !active}
            onClick={() => onSelect(option.id)}
          >
            {option.title}
          </button>
        );
      })}
    </div>
  );
}

export function LoadMore({
  shown,
  total,
  pending,
  onClick,
}: {
  shown: number;
  total: number | undefined;
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <div className={styles.more}>
      <button
        type="button"
        className={styles.moreButton}
        // aria-disabled, not disabled: the button keeps focus while the next page loads.
        onClick={pending ? undefined : onClick}
        aria-disabled={pending}
        aria-busy={pending}
      >
        {pending ? 'Загружаем…' : 'Показать ещё'}
      </button>
      {total !== undefined ? (
        <p className={styles.counter}>
          {shown} из&nbsp;{total}
        </p>
      ) : null}
    </div>
  );
}
