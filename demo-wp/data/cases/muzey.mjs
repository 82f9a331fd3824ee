// Museum online exhibition. Edge case: is_constructor is false (the stored blocks must NOT be
// rendered).
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { paragraphs } from './helpers.mjs';

const muzeyCase = {
  id: 107,
  slug: 'muzey-chasov',
  title: 'Онлайн-экспозиция Музея часов',
  date: '2025-04-14T12:00:00+03:00',
  directions: [DIRECTION.culture],
  image: media('muzey-cover'),
  background_color: '#241f1a',
  case_description_extended:
    'Виртуальные залы частного музея часов: 120 экспонатов с фотографиями механизмов, историей мастеров и экскурсией, которую можно пройти из дома. Кейс пока оформлен без конструктора — подробный рассказ готовим вместе с музеем.',
  case_outer_link: 'https://muzey-chasov.example/',
  is_constructor: false,
  technologies: ['WordPress', 'Three.js'],
  constructor: [
    {
      type: 'case_page',
      direction: 'Слева',
      title: 'Черновик: этот блок не должен появиться на странице',
      content: paragraphs(
        'Конструктор кейса выключен (is_constructor: false), поэтому сайт не показывает сохранённые блоки.',
      ),
      image: media('muzey-screen-1'),
    },
    { type: 'create_solutions', show: true, category: 'Культура' },
  ],
  seo: seoData(
    'Кейс: онлайн-экспозиция Музея часов — студия «Орбита»',
    'Виртуальные залы музея: 120 экспонатов, фотографии механизмов и экскурсия из дома.',
    'muzey-og',
  ),
};

export default muzeyCase;
