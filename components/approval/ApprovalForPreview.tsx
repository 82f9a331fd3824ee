// What a messenger's link preview or a crawler gets of an approval link (lib/approval/bots.ts):
// what the link is, never the draft; the client's own browser opens the draft itself.
import { ApprovalNote } from './ApprovalNote';

export const APPROVAL_PREVIEW_TITLE = 'Черновик кейса для согласования';

export function ApprovalForPreview() {
  return (
    <ApprovalNote kind="preview" title={APPROVAL_PREVIEW_TITLE}>
      Студия прислала черновик кейса, чтобы вы посмотрели его до публикации. Откройте ссылку в
      браузере: там можно согласовать черновик или оставить комментарий.
    </ApprovalNote>
  );
}
