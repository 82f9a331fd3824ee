// The five development stages (SPEC 2.3): labels letter for letter, as the menu shows them.
import { STAGES } from '../lib/navigation';

export { STAGES };

export const STAGE_LABELS: ReadonlySet<string> = new Set(STAGES.map((s) => s.label));
