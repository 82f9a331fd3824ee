import { render } from '@testing-library/react';
import { keepCompounds } from '@/components/sections/page/keepCompounds';

const nowraps = (text: string) => {
  const { container } = render(<p>{keepCompounds(text)}</p>);
  return {
    text: container.textContent,
    kept: [...container.querySelectorAll('span')].map((s) => s.textContent),
  };
};

describe('keepCompounds', () => {
  it('keeps short hyphenated compounds on one line and the text unchanged', () => {
    expect(nowraps('Частые вопросы о веб-разработке')).toEqual({
      text: 'Частые вопросы о веб-разработке',
      kept: ['веб-разработке'],
    });
    expect(nowraps('Сетки плей-офф и SQL-инъекции').kept).toEqual(['плей-офф', 'SQL-инъекции']);
  });

  it('lets long compounds and plain text break as usual', () => {
    expect(nowraps('Аналитика и UX-проектирование').kept).toEqual([]);
    expect(nowraps('Стек').kept).toEqual([]);
    expect(keepCompounds('Без дефисов')).toBe('Без дефисов');
  });
});
