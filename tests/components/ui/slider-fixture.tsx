// A two-slide DeferredSplide, as the case and landing sliders build it, for the slider tests.
import { render } from '@testing-library/react';
import { DeferredSplide, type DeferredSplideProps } from '@/components/ui/DeferredSplide';
import { CASE_IMAGE_SLIDER } from '@/lib/case/sliders';

export function renderSlider(props: Partial<Omit<DeferredSplideProps, 'children'>> = {}) {
  return render(
    <DeferredSplide options={CASE_IMAGE_SLIDER} label="Экраны" {...props}>
      <div className="splide__track">
        <div className="splide__list">
          <div className="splide__slide">Первый</div>
          <div className="splide__slide">Второй</div>
        </div>
      </div>
    </DeferredSplide>,
  );
}
