// Link-preview fetchers: messengers and social networks fetch a link the moment it is pasted into a
// chat, to draw its card, and search engines may follow one that leaked. An approval link is sent
// through exactly such chats, so these requests get a page without the draft (nothing of it reaches
// the messenger's servers, not even its title) and are not counted as the client's openings:
// WordPress is not asked at all. Matched by the User-Agent each of them documents.
const LINK_PREVIEW_AGENTS = [
  'TelegramBot',
  'WhatsApp',
  'Viber',
  'vkShare',
  'OdklBot',
  'Mail.RU_Bot',
  'Slackbot',
  'Slack-ImgProxy',
  'Discordbot',
  'Mattermost',
  'SkypeUriPreview',
  'MicrosoftPreview',
  'facebookexternalhit',
  'Facebot',
  'Twitterbot',
  'LinkedInBot',
  'Pinterestbot',
  'redditbot',
  'Embedly',
  'Iframely',
  'YandexBot',
  'YandexMobileBot',
  'Googlebot',
  'bingbot',
  'Applebot',
  'DuckDuckBot',
] as const;

const PATTERN = new RegExp(
  LINK_PREVIEW_AGENTS.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  'i',
);

/** Whether a request's User-Agent is a link-preview fetcher or a crawler, not a person's browser. */
export function isLinkPreviewAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && PATTERN.test(userAgent));
}
