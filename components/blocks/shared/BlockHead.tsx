// The usual head of a constructor block: an optional kicker, the title (when WordPress sends
// one), then the lead made of the block's rich text and its content paragraphs.
import type { ReactNode } from 'react';
import { Paragraphs, Rich } from './Rich';
import { BlockTitle } from './Section';

type Props = {
  title: string | null | undefined;
  text: string | null | undefined;
  content: readonly string[];
  className?: string;
  leadClassName?: string;
  /** A small label above the title. */
  kicker?: ReactNode;
  as?: 'div' | 'header';
};

export function BlockHead({
  title,
  text,
  content,
  className,
  leadClassName,
  kicker,
  as: Tag = 'div',
}: Props) {
  return (
    <Tag className={className}>
      {kicker}
      {title ? <BlockTitle>{title}</BlockTitle> : null}
      <div className={leadClassName}>
        <Rich html={text} />
        <Paragraphs items={content} />
      </div>
    </Tag>
  );
}
