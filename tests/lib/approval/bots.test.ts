// Approval links are pasted into messengers: their preview fetchers must not open the draft.
import { describe, expect, it } from 'vitest';
import { isLinkPreviewAgent } from '@/lib/approval/bots';

describe('isLinkPreviewAgent', () => {
  it.each([
    'TelegramBot (like TwitterBot)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; vkShare; +http://vk.com/dev/Share)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'facebookexternalhit/1.1 Facebot Twitterbot/1.0',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
  ])('knows %s', (agent) => {
    expect(isLinkPreviewAgent(agent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 YaBrowser/25.10.0.0 Safari/537.36',
    '',
    null,
  ])('lets a browser through: %s', (agent) => {
    expect(isLinkPreviewAgent(agent)).toBe(false);
  });
});
