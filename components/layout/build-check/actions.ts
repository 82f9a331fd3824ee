'use server';
// The build this server runs (SPEC 7.6): asked about hourly by every open tab.

export async function currentBuildId(): Promise<string> {
  return process.env.SITE_BUILD_ID ?? '';
}
