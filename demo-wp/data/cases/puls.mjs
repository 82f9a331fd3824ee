// Fitness clubs online booking. Edge case: HOSTILE HTML in every text/HTML field an editor can
// fill (description, block titles, paragraphs, list items, review, links, seo). The site must
// render it inert: window.__xss must stay undefined. Blocks: case_page, list, review,
// column_with_list, opportunity, morphing_link (javascript: link), create_solutions 'Спорт'.
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { items, paragraphs } from './helpers.mjs';

export const XSS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  link: '<a href="javascript:window.__xss=1">подробнее</a>',
  url: 'javascript:window.__xss=1',
};

const pulsCase = {
  id: 109,
  slug: 'fitnes-puls',
  title: 'Онлайн-запись в фитнес-клубы «Пульс»',
  date: '2025-02-11T12:00:00+03:00',
  directions: [DIRECTION.sport, DIRECTION.account],
  image: media('puls-cover'),
  background_color: '#1c1030',
  case_description_extended: `Запись на групповые и персональные тренировки в шести клубах сети, продажа и заморозка абонементов онлайн.${XSS.script} Администраторы больше не ведут журнал записи на бумаге.${XSS.img}`,
  case_outer_link: XSS.url,
  is_constructor: true,
  technologies: ['Laravel', 'React', 'Telegram Bot API'],
  constructor: [
    {
      type: 'case_page',
      direction: 'Слева',
      title: `Расписание тренировок${XSS.script}`,
      content: paragraphs(
        `Расписание шести клубов на одной странице с фильтрами по направлению и тренеру. ${XSS.img}`,
        `Свободные места обновляются в реальном времени, запись — в одно касание. ${XSS.link}`,
      ),
      text1: XSS.script,
      text2: XSS.img,
      image: media('puls-screen-1'),
    },
    {
      type: 'list',
      title: 'Что умеет сервис',
      list: items(
        'Запись на групповые тренировки с листом ожидания',
        `Персональные тренировки по свободным окнам тренера${XSS.img}`,
        `Заморозка абонемента без визита в клуб ${XSS.link}`,
        'Напоминания в Telegram за два часа до занятия',
      ),
      marker_color: '#ff4f8b',
    },
    {
      type: 'review',
      title: 'Отзыв о проекте',
      content: paragraphs(
        `Неявки на групповые тренировки сократились вдвое: напоминания работают. ${XSS.script}`,
        `Администраторы наконец отвечают гостям, а не телефону.${XSS.img}`,
      ),
      name: `Алина Воронцова${XSS.script}`,
      position: `управляющая сетью клубов «Пульс» ${XSS.link}`,
    },
    {
      type: 'column_with_list',
      title: 'Абонементы и оплата',
      images: [media('puls-screen-2'), media('puls-screen-3')],
      list: items('Оплата картой и через СБП', `Рассрочка на годовой абонемент${XSS.script}`),
      content: paragraphs(`Тарифы сравниваются в одной таблице.${XSS.link}`),
    },
    {
      type: 'opportunity',
      title: 'Кабинет гостя',
      text: `История посещений, остаток тренировок и заморозки — в личном кабинете. ${XSS.img}`,
      image: media('puls-screen-3'),
    },
    {
      type: 'morphing_link',
      bg_color: '#1c1030',
      elem_color: '#ff4f8b',
      link: XSS.url,
      link_text: `Записаться на тренировку${XSS.script}`,
    },
    { type: 'create_solutions', show: true, category: 'Спорт' },
  ],
  seo: seoData(
    'Кейс: онлайн-запись фитнес-клубов «Пульс» — студия «Орбита»',
    `Запись на тренировки и абонементы онлайн для сети из шести клубов."><script>window.__xss=1</script>`,
    'puls-og',
  ),
};

export default pulsCase;
