// Issue 12 (axe landmark-unique): repeated block names are numbered in page order.
import { uniqueNames } from '@/lib/case/landmarks';

describe('uniqueNames', () => {
  it('numbers repeats and leaves unique names alone', () => {
    expect(uniqueNames(['Экраны проекта', 'Отзыв', 'Экраны проекта', 'Экраны проекта'])).toEqual([
      'Экраны проекта',
      'Отзыв',
      'Экраны проекта (2)',
      'Экраны проекта (3)',
    ]);
  });

  it('compares as a screen reader says them: case and spaces do not count', () => {
    expect(uniqueNames(['Отзыв о\u00a0проекте', 'отзыв о  проекте'])).toEqual([
      'Отзыв о\u00a0проекте',
      'отзыв о  проекте (2)',
    ]);
  });

  it('keeps clear of names other landmarks of the page use, and of numbered names', () => {
    expect(uniqueNames(['Другие кейсы', 'Итоги', 'Итоги (2)', 'Итоги'], ['Другие кейсы'])).toEqual([
      'Другие кейсы (2)',
      'Итоги',
      'Итоги (2)',
      'Итоги (3)',
    ]);
  });

  it('leaves unnamed blocks unnamed', () => {
    expect(uniqueNames([undefined, '  ', 'Итоги'])).toEqual([undefined, undefined, 'Итоги']);
  });
});
