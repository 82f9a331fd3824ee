// Sports club site with ticketing: offering, case_page ('Слева'), column_with_slider,
// mobile_version, review, case_cooperation_with_list (wave shown), create_solutions 'Спорт'.
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { items, offers, paragraphs, tasks } from './helpers.mjs';

const CLUB = '#0f2740';

const volnaCase = {
  id: 101,
  slug: 'fk-volna',
  title: 'Сайт и билетная система футбольного клуба «Волна»',
  date: '2025-11-18T12:00:00+03:00',
  directions: [DIRECTION.sport, DIRECTION.webapps],
  image: media('volna-cover'),
  background_color: CLUB,
  case_description_extended:
    'Новый сайт клуба с матч-центром, продажей билетов и абонементов, клубным магазином и личным кабинетом болельщика. Пиковая нагрузка в день старта продаж на дерби — 40 тысяч посетителей за первые десять минут.',
  case_outer_link: 'https://fc-volna.example/',
  is_constructor: true,
  technologies: ['Laravel', 'Vue.js + NUXT', 'PostgreSQL', 'Redis', 'Flutter'],
  constructor: [
    {
      type: 'offering',
      bg_color: CLUB,
      title_color: '#ffffff',
      text_color: 'rgba(255, 255, 255, 0.8)',
      client: 'ФК «Волна», профессиональный футбольный клуб',
      year: '2025',
      task_title: 'Задача',
      task: tasks(
        'Перенести продажу билетов с сайта билетного оператора на собственную площадку клуба и перестать терять комиссию.',
        'Выдержать пиковую нагрузку в первые минуты продаж на ключевые матчи.',
        'Собрать в одном месте новости, матч-центр, магазин атрибутики и абонементы.',
      ),
      offering_title: 'Что мы предложили',
      offer: offers(
        'Очередь ожидания перед продажей: посетитель видит своё место в очереди, а сервер — ровную нагрузку.',
        'Схему стадиона в SVG с ценами по секторам и бронированием места на 10 минут.',
        'Единый аккаунт болельщика для билетов, абонемента и заказов в магазине.',
        'Матч-центр с текстовой трансляцией, которую редактор ведёт с телефона.',
      ),
    },
    {
      type: 'case_page',
      direction: 'Слева',
      title: 'Матч-центр',
      content: paragraphs(
        'Во время игры матч-центр — самая посещаемая страница сайта. Редактор отмечает голы, замены и карточки в админке с телефона, а посетители видят обновления без перезагрузки страницы.',
        'После финального свистка страница превращается в отчёт: счёт, хронология, составы и фотогалерея собираются автоматически, редактору остаётся дописать текст.',
      ),
      image: media('volna-screen-1'),
      bg_color: '#ffffff',
      text_color: '#111111',
    },
    {
      type: 'column_with_slider',
      title: 'Ключевые экраны',
      content: paragraphs(
        'Покупка билета занимает три шага: матч, место, оплата. Схема стадиона подсказывает свободные места и цену сектора, а магазин атрибутики продаёт шарф к билету одной кнопкой.',
      ),
      images: [media('volna-screen-2'), media('volna-screen-3'), media('volna-screen-4')],
      bg_color: '#f3f5f7',
    },
    {
      type: 'mobile_version',
      bg_color: CLUB,
      title: 'Мобильная версия',
      title_color: '#ffffff',
      text: 'Две трети билетов покупают с телефона, часто — по дороге на стадион. Мобильную версию проектировали первой: билет с QR-кодом открывается даже без сети.',
      text_color: 'rgba(255, 255, 255, 0.8)',
      images: [
        media('volna-phone-1'),
        media('volna-phone-2'),
        media('volna-phone-3'),
        media('volna-phone-4'),
      ],
    },
    {
      type: 'review',
      title: 'Отзыв о проекте',
      content: paragraphs(
        'Первую продажу на дерби мы ждали с тревогой: на старом сайте в такие дни всё падало. В этот раз очередь отработала спокойно, а билеты разошлись за 35 минут.',
        'Отдельное спасибо за матч-центр: редактор ведёт трансляцию с трибуны, и ему не нужен ноутбук.',
      ),
      name: 'Игорь Шестаков',
      position: 'директор по маркетингу ФК «Волна»',
    },
    {
      type: 'case_cooperation_with_list',
      bg_img: media('volna-backdrop'),
      wave_color: '#ffffff',
      show_wave: true,
      cooperation_bg: CLUB,
      text_color: '#ffffff',
      title: 'Продолжаем работу',
      content: paragraphs(
        'Сейчас мы готовим мобильное приложение на Flutter с push-уведомлениями о старте продаж и голах любимой команды.',
        'Сайт сопровождает выделенная команда поддержки: в дни матчей дежурный разработчик на связи с трёх часов до конца игры.',
      ),
    },
    {
      type: 'list',
      title: 'Что ещё умеет сайт',
      list: items(
        'Продажа абонементов с рассрочкой',
        'Перепродажа билета другому болельщику',
        'Детская академия: расписание и запись на просмотр',
        'Раздел для партнёров и спонсоров',
      ),
      marker_color: '#49b6c3',
      bg_color: '#ffffff',
    },
    { type: 'create_solutions', show: true, category: 'Спорт' },
  ],
  seo: seoData(
    'Кейс: сайт и билетная система ФК «Волна» — студия «Орбита»',
    'Как мы перенесли продажу билетов футбольного клуба на собственный сайт и выдержали 40 тысяч посетителей за десять минут.',
    'volna-og',
  ),
};

export default volnaCase;
