// The sports landing's video section, rendered on its own.
import { SportVideo } from '@/components/sections/landing/sport/SportVideo';
import { sportLanding as c } from '@/content/landings/sportsite';
import { renderSite as render } from '../../../../support/render-site';

vi.mock('@splidejs/react-splide', () => import('../../../../support/splide-mock'));
vi.mock('@/lib/wp/cases', () => ({ getPortfolio: vi.fn() }));
vi.mock('@/lib/wp/blog', () => ({ getArticles: vi.fn() }));

describe('SportVideo', () => {
  it('renders a video that downloads nothing before play', () => {
    const { container } = render(<SportVideo video={c.video} heading={c.headings.video} />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('preload', 'none');
    // The poster is the frame's background (fetched once the section is laid out), not an attribute
    // the HTML parser would fetch at once.
    expect(video).not.toHaveAttribute('poster');
    const frame = container.querySelector<HTMLElement>('[data-poster]');
    expect(frame?.style.getPropertyValue('--poster')).toBe(`url("${c.video.poster}")`);
    expect(video).toHaveAttribute('width', '960');
    expect(video).toHaveAttribute('height', '540');
    expect(video).toHaveAttribute('controls');
    expect(video?.muted).toBe(true);
  });
});
