// What an approval link that no longer opens shows (expired or revoked without a public page,
// forged, mistyped, or its case deleted): a polite note and the way to a new link, never a draft.
import { ApprovalNote } from './ApprovalNote';

export const APPROVAL_GONE_TITLE = 'Ссылка больше не действует';

export function ApprovalGone() {
  return (
    <ApprovalNote kind="gone" title={APPROVAL_GONE_TITLE}>
      Срок действия ссылки на согласование истёк, студия её отозвала или в адресе опечатка.
      Попросите менеджера проекта прислать новую ссылку — черновик откроется по ней.
    </ApprovalNote>
  );
}
