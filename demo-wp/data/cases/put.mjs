// Logistics web service. Edge cases: the constructor holds a block of an unknown type
// ('legacy_slider', left over from an old theme) and a known block that fails its schema
// (create_solutions with a category outside the four); both must be skipped while the rest renders.
// Blocks: offering, column, case_page (no direction: image on the right), opportunity, list,
// create_solutions 'Порталы'.
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { items, offers, paragraphs, tasks } from './helpers.mjs';

const putCase = {
  id: 108,
  slug: 'severnyy-put',
  title: 'Веб-сервис учёта перевозок для компании «Северный путь»',
  date: '2025-03-03T12:00:00+03:00',
  directions: [DIRECTION.webapps, DIRECTION.account],
  image: media('put-cover'),
  background_color: '#16222e',
  case_description_extended:
    'Сервис для транспортной компании с парком в 140 машин: заявки клиентов, планирование рейсов, контроль водителей и электронные транспортные накладные. Клиенты видят свои грузы в личном кабинете.',
  case_outer_link: 'https://lk.severnyy-put.example/',
  is_constructor: true,
  technologies: ['Laravel', 'Vue.js + NUXT', 'PostGIS', 'Flutter'],
  constructor: [
    {
      type: 'offering',
      bg_color: '#16222e',
      client: '«Северный путь», грузоперевозки по Северо-Западу',
      year: '2024–2025',
      task_title: 'Задача',
      task: tasks(
        'Диспетчеры вели рейсы в трёх таблицах и мессенджере.',
        'Клиенты звонили узнать, где груз, по десять раз в день.',
      ),
      offering_title: 'Решение',
      offer: offers(
        'Единый реестр перевозок с ролями диспетчера, водителя и клиента.',
        'Трекинг машин на карте по данным бортовых датчиков.',
        'Электронные накладные с подписью водителя в приложении.',
      ),
    },
    {
      type: 'column',
      title: 'Рабочее место диспетчера',
      content: paragraphs(
        'Реестр перевозок, карта рейсов и карточка рейса открываются рядом — диспетчер не переключается между окнами.',
      ),
      images: [media('put-screen-1'), media('put-screen-2'), media('put-screen-3')],
    },
    {
      type: 'legacy_slider',
      slides: [{ image: 'https://example.invalid/old-slide.jpg', caption: 'Слайд из старой темы' }],
      autoplay: true,
    },
    {
      type: 'case_page',
      title: 'Клиент видит свой груз',
      content: paragraphs(
        'В личном кабинете клиент создаёт заявку, следит за машиной на карте и скачивает закрывающие документы. Звонков диспетчерам стало втрое меньше.',
      ),
      image: media('put-screen-2'),
    },
    { type: 'create_solutions', show: true, category: 'Логистика' },
    {
      type: 'opportunity',
      title: 'Электронные накладные',
      content: paragraphs(
        'Водитель подписывает накладную в приложении, документ уходит оператору ЭДО, а бумажный экземпляр больше не нужно везти в офис.',
      ),
      image: media('put-screen-3'),
    },
    {
      type: 'list',
      title: 'Результаты за полгода',
      list: items(
        'Звонков клиентов о статусе груза — в 3 раза меньше',
        'Время планирования рейса — с 40 до 12 минут',
        'Порожний пробег — минус 18 %',
      ),
      marker_color: '#49b6c3',
    },
    { type: 'create_solutions', show: true, category: 'Порталы' },
  ],
  seo: seoData(
    'Кейс: веб-сервис «Северный путь» — студия «Орбита»',
    'Учёт перевозок для парка в 140 машин: реестр рейсов, трекинг на карте, электронные накладные и кабинет клиента.',
    'put-og',
  ),
};

export default putCase;
