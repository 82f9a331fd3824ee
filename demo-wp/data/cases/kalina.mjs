// Restaurant chain with delivery. Edge cases: case_outer_link is not a URL ('скоро'), and the
// create_solutions block has show false. Blocks: offering, case_design, mobile_version,
// morphing_link, create_solutions (hidden).
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { offers, paragraphs, tasks } from './helpers.mjs';

const kalinaCase = {
  id: 106,
  slug: 'restorany-kalina',
  title: 'Сайт и доставка сети ресторанов «Калина»',
  date: '2026-01-20T12:00:00+03:00',
  directions: [DIRECTION.restaurant, DIRECTION.ecommerce],
  image: media('kalina-cover'),
  background_color: '#5a1620',
  case_description_extended:
    'Сайт семи ресторанов русской кухни с бронированием столов и собственной доставкой. Запуск нового сайта назначен на весну, пока идёт закрытое тестирование с гостями программы лояльности.',
  case_outer_link: 'скоро',
  is_constructor: true,
  technologies: ['Laravel', 'Vue.js + NUXT', 'iiko API'],
  constructor: [
    {
      type: 'offering',
      bg_color: '#5a1620',
      title_color: '#ffd9a8',
      text_color: '#ffffff',
      client: '«Калина», сеть ресторанов',
      year: '2026',
      task_title: 'Задача',
      task: tasks(
        'Заменить агрегаторы доставки собственным сайтом и не платить комиссию с каждого заказа.',
        'Показывать меню и стоп-лист каждого ресторана в реальном времени.',
      ),
      offering_title: 'Предложение',
      offer: offers(
        'Меню, цены и стоп-лист приходят из iiko, кухня ничего не дублирует вручную.',
        'Зоны доставки рисуются на карте, минимальная сумма и время зависят от зоны.',
        'Бронирование стола со схемой зала и депозитом.',
      ),
    },
    {
      type: 'case_design',
      title: 'Фирменный стиль на экране',
      content: paragraphs(
        'Глубокий бордовый, тёплый кремовый и крупная фотография блюда на каждой карточке. Меню читается как ресторанная карта, а не как каталог магазина.',
      ),
      images: [media('kalina-screen-1'), media('kalina-screen-2')],
      bg_color: '#fff6ec',
    },
    {
      type: 'mobile_version',
      bg_color: '#5a1620',
      title: 'Заказ с телефона',
      title_color: '#ffd9a8',
      text: '80 % заказов доставки приходят с телефона. Корзина всегда под рукой, а статус заказа и курьер на карте видны без установки приложения.',
      images: [
        media('kalina-phone-1'),
        media('kalina-phone-2'),
        media('kalina-phone-3'),
        media('kalina-phone-4'),
      ],
    },
    {
      type: 'morphing_link',
      bg_color: '#fff6ec',
      elem_color: '#5a1620',
      link: 'https://kalina-restorany.example/menu/',
      link_text: 'Меню ресторанов',
    },
    { type: 'create_solutions', show: false, category: 'Интернет магазин' },
  ],
  seo: seoData(
    'Кейс: сайт и доставка ресторанов «Калина» — студия «Орбита»',
    'Собственная доставка вместо агрегаторов: меню и стоп-лист из iiko, зоны доставки на карте и бронирование столов.',
    'kalina-og',
  ),
};

export default kalinaCase;
