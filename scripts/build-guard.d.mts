export function isLocalUrl(raw: string): boolean;
export function isBuildCommand(command: string, args: readonly string[]): boolean;
export function demoBuildRefusal(env: Record<string, string | undefined>): string | null;
