// An editor render (docs/WP-API.md 'Editor renders'): what wp-admin's block editor reads from the
// site and shows in a frame where no script runs. The element `[data-editor-render]` holds it:
// `block`, the one block drawn through the block registry with its case's context, on the case
// page's white; `case`, the case's head, blocks and neighbours (CaseBody). Its stylesheet
// (EditorRender.module.scss) shows, without JavaScript, what scripts would reveal on the public
// page (sliders before Splide mounts), for this element only: public pages stay as they are.
import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import { CaseBody, caseBlockContext } from '@/components/case/CaseBody';
import { blocksToRender } from '@/lib/case/blocks';
import type { CaseDetail } from '@/lib/wp/schemas';
import styles from './EditorRender.module.scss';

/** What the block render says when its block draws nothing (e.g. all its fields are empty). */
export const EMPTY_BLOCK_TEXT = 'Блоку пока нечего показать: заполните его поля.';

type Props = { type: 'block' | 'case'; detail: CaseDetail };

export function EditorRender({ type, detail }: Props) {
  if (type === 'case') {
    return (
      <div className={styles.render} data-editor-render="case">
        <CaseBody detail={detail} />
      </div>
    );
  }
  // WordPress answers the one block in the constructor ('Editor renders' step 3).
  const blocks = blocksToRender(true, detail.case.constructor);
  return (
    <div className={`${styles.render} ${styles.block}`} data-editor-render="block">
      {blocks.length > 0 ? (
        <RenderBlocks blocks={blocks} context={caseBlockContext(detail)} />
      ) : (
        <p className={styles.empty}>{EMPTY_BLOCK_TEXT}</p>
      )}
    </div>
  );
}
