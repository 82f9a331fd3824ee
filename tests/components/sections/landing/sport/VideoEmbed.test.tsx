// The click-to-load video (SPEC 2.11 info section): no player and no video source before the
// click; the click swaps in a <video> with the file and moves focus to it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoEmbed } from '@/components/sections/landing/sport/VideoEmbed';
import { renderSite as render } from '../../../../support/render-site';

const props = {
  src: '/landing/sport/video/stats.mp4',
  poster: '/landing/sport/video/stats-poster.webp',
  label: 'Смотреть, как статистика матча попадает на сайт',
  width: 960,
  height: 540,
  sizes: '50vw',
};

describe('VideoEmbed', () => {
  it('shows only a named button with the poster until clicked', () => {
    const { container } = render(<VideoEmbed {...props} />);
    expect(screen.getByRole('button', { name: props.label })).toBeInTheDocument();
    expect(container.querySelector('video, iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('stats.mp4');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('swaps in the video on click, focused and sized', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoEmbed {...props} />);
    await user.click(screen.getByRole('button', { name: props.label }));
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('src', props.src);
    expect(video).toHaveAttribute('width', '960');
    expect(video).toHaveAttribute('height', '540');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveFocus();
    expect(screen.queryByRole('button', { name: props.label })).toBeNull();
  });

  it('opens from the keyboard too', async () => {
    const user = userEvent.setup();
    const { container } = render(<VideoEmbed {...props} />);
    await user.tab();
    expect(screen.getByRole('button', { name: props.label })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(container.querySelector('video')).not.toBeNull();
  });
});
