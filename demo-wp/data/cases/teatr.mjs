// Theatre site: offering, case_page (image on the right), functional-create, opportunity_with_list,
// column_with_list, case_cooperation_with_list (no wave), create_solutions 'Культура'.
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { items, offers, paragraphs, tasks } from './helpers.mjs';

const STAGE = '#2a1a3a';

const teatrCase = {
  id: 103,
  slug: 'teatr-na-naberezhnoy',
  title: 'Сайт и афиша Театра на набережной',
  date: '2025-09-10T12:00:00+03:00',
  directions: [DIRECTION.culture, DIRECTION.webapps],
  image: media('teatr-cover'),
  background_color: STAGE,
  case_description_extended:
    'Драматический театр с двумя сценами и детской студией. Новый сайт продаёт билеты без перехода на сторонний сервис, показывает свободные места прямо в афише и помогает зрителю выбрать спектакль за вечер.',
  case_outer_link: 'https://teatr-naberezhnaya.example/afisha/',
  is_constructor: true,
  technologies: ['WordPress', 'Vue.js + NUXT', 'REST API билетной системы'],
  constructor: [
    {
      type: 'offering',
      bg_color: STAGE,
      title_color: '#f5e6c8',
      client: 'Театр на набережной',
      year: '2024–2025',
      task_title: 'Задача',
      task: tasks(
        'Афиша обновлялась вручную, и на сайте продолжали висеть отменённые спектакли.',
        'Зрителя уводили на сайт билетного оператора, где терялась половина покупок.',
        'Сайт был недоступен для незрячих зрителей, хотя театр проводит спектакли с тифлокомментарием.',
      ),
      offering_title: 'Решение',
      offer: offers(
        'Афишу, цены и свободные места сайт получает из билетной системы каждые две минуты.',
        'Покупка идёт во встроенном окне: зритель остаётся на сайте театра.',
        'Вёрстку проверили со скринридером и клавиатурой, а спектакли с тифлокомментарием отметили отдельным фильтром.',
      ),
    },
    {
      type: 'case_page',
      direction: 'Справа',
      title: 'Афиша сезона',
      content: paragraphs(
        'Главная страница — это и есть афиша. Фильтры по сцене, дате и возрасту работают без перезагрузки, а рядом с каждым спектаклем видно, сколько осталось мест.',
        'Если билеты закончились, кнопка «Купить» превращается в «Сообщить о возврате»: зритель оставляет почту и получает письмо, когда места появятся.',
      ),
      image: media('teatr-screen-1'),
      bg_color: '#ffffff',
    },
    {
      type: 'functional-create',
      title: 'Выбор мест в зале',
      title_color: '#ffffff',
      bg_color: STAGE,
      text_color: 'rgba(255, 255, 255, 0.8)',
      content: paragraphs(
        'Схемы обеих сцен мы нарисовали заново в SVG: ряды читаются на телефоне, а места с ограниченным обзором помечены заранее.',
        'Схема получает занятость и цены из билетной системы, поэтому два зрителя не купят одно кресло.',
      ),
      image: media('teatr-screen-3'),
    },
    {
      type: 'opportunity_with_list',
      title: 'Возможности для зрителей',
      text: 'Сайт помогает не только купить билет, но и собраться в театр.',
      list: items(
        'Календарь спектаклей с добавлением в личный календарь',
        'Подарочные сертификаты с печатью дома',
        'Фильтр «с тифлокомментарием» и «с субтитрами»',
        'Напоминание о спектакле за день до начала',
      ),
      image: media('teatr-screen-2'),
      marker_color: '#c9a45c',
      bg_color: '#ffffff',
    },
    {
      type: 'column_with_list',
      title: 'Страница спектакля',
      content: paragraphs(
        'Каждый спектакль получил свою страницу с составом, фотографиями и отзывами зрителей.',
      ),
      images: [media('teatr-screen-4'), media('teatr-screen-2')],
      list: items(
        'Состав на конкретную дату',
        'Продолжительность и антракты',
        'Отзывы зрителей после модерации',
      ),
      marker_color: '#c9a45c',
    },
    {
      type: 'case_cooperation_with_list',
      bg_img: media('teatr-backdrop'),
      wave_color: '#f5e6c8',
      show_wave: false,
      cooperation_bg: STAGE,
      text_color: '#f5e6c8',
      title: 'Сотрудничество продолжается',
      content: paragraphs(
        'К новому сезону мы добавили раздел детской студии с записью на прослушивание.',
        'Раз в месяц вместе с отделом продаж разбираем аналитику: где зрители уходят из покупки и что можно упростить.',
      ),
    },
    { type: 'create_solutions', show: true, category: 'Культура' },
  ],
  seo: seoData(
    'Кейс: сайт Театра на набережной — студия «Орбита»',
    'Афиша с живыми остатками мест, покупка билетов без ухода на сторонний сайт и доступность для незрячих зрителей.',
    'teatr-og',
  ),
};

export default teatrCase;
