// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { constructorSchema } from '@/lib/wp/blocks';
import { caseDetailSchema } from '@/lib/wp/schemas';

describe('constructor blocks (SPEC 2.9)', () => {
  it('skips unknown and malformed blocks and keeps the order of the rest', () => {
    const blocks = constructorSchema.parse([
      { type: 'list', list: [{ item: 'Один' }], marker_color: '#49b6c3' },
      { type: 'legacy_slider', slides: [] },
      { type: 'create_solutions', show: true, category: 'Логистика' },
      { type: 'review', content: [{ text: 'Спасибо' }], name: 'Анна', position: 'CEO' },
      'garbage',
    ]);
    expect(blocks.map((b) => b.type)).toEqual(['list', 'review']);
    expect(blocks.map((b) => b.key)).toEqual(['0-list', '3-review']);
  });

  it('applies the SPEC defaults in the schema', () => {
    const [offering, mobile, design, functional, cooperation] = constructorSchema.parse([
      { type: 'offering' },
      { type: 'mobile_version', images: [] },
      { type: 'case_design' },
      { type: 'functional-create' },
      { type: 'case_cooperation_with_list', show_wave: '1' },
    ]);
    expect(offering).toMatchObject({ title_color: '#ffffff', text_color: '#ffffff' });
    expect(mobile).toMatchObject({ title_color: '#ffffff', text_color: '#ffffff' });
    expect(design).toMatchObject({ text_color: '#000000' });
    expect(functional).toMatchObject({ title_color: '#ffffff' });
    expect(cooperation).toMatchObject({ wave_color: '#ffffff', show_wave: true });
  });

  it('defaults the create_solution span colour to #9eacff', () => {
    const detail = caseDetailSchema.parse({
      data: {
        case: { title: 'Кейс', constructor: [], is_constructor: true },
        prev_case: null,
        next_case: false,
        create_solution: { title: 'Создаём', technologies: [{ technology: 'Laravel' }] },
        seo_data: null,
      },
    });
    expect(detail.data.create_solution?.span_color).toBe('#9eacff');
    expect(detail.data.next_case).toBeNull();
    expect(detail.data.case.background_color).toBe('#171818');
  });
});
