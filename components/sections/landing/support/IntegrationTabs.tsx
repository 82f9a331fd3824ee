'use client';
// A WAI-ARIA tablist (automatic activation): roving tabindex, ArrowLeft/ArrowRight wrap around,
// Home and End jump to the ends. The panels are server-rendered and passed in, in tab order.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Integrations.module.scss';

export type Tab = { id: string; label: string };

/** The tab index a key moves to from `current`, or null when the key is not a tab key. */
export function tabKeyTarget(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function IntegrationTabs({
  label,
  tabs,
  panels,
}: {
  label: string;
  tabs: readonly Tab[];
  panels: readonly ReactNode[];
}) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabKeyTarget(event.key, selected, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div className={styles.tablist} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            className={styles.tab}
            aria-selected={index === selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          className={styles.panel}
          hidden={index !== selected}
          tabIndex={0}
        >
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
