// Dealer personal account: offering, control_system, case_page, list, review, opportunity,
// create_solutions 'Порталы'.
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { items, offers, paragraphs, steps, tasks, techList } from './helpers.mjs';

const teploCase = {
  id: 104,
  slug: 'kabinet-dilera-teploliniya',
  title: 'Личный кабинет дилера для завода «Теплолиния»',
  date: '2025-07-22T12:00:00+03:00',
  directions: [DIRECTION.account, DIRECTION.webapps],
  image: media('teplo-cover'),
  background_color: '#1b2a33',
  case_description_extended:
    'Кабинет для 300 дилеров производителя котлов и радиаторов: заказы, остатки на складах, документы и сверка взаиморасчётов. Менеджеры завода перестали пересылать счета по почте, а дилеры — звонить с вопросом «где моя отгрузка».',
  case_outer_link: 'https://dealer.teploliniya.example/',
  is_constructor: true,
  technologies: ['Laravel', 'React', '1С:ERP', 'RabbitMQ', 'PostgreSQL'],
  constructor: [
    {
      type: 'offering',
      bg_color: '#1b2a33',
      client: '«Теплолиния», завод отопительного оборудования',
      year: '2025',
      task_title: 'Задача',
      task: tasks(
        'Дилеры заказывали по почте и телефону, менеджеры вручную переносили заказы в 1С.',
        'Остатки на складах обновлялись раз в сутки таблицей в Excel.',
        'Акты сверки готовили неделями, споры о задолженности тянулись месяцами.',
      ),
      offering_title: 'Что сделали',
      offer: offers(
        'Заказ из кабинета сразу попадает в 1С:ERP через очередь сообщений и не теряется при сбоях связи.',
        'Остатки трёх складов обновляются каждые 15 минут.',
        'Акт сверки формируется за минуту по кнопке, с подписью через ЭДО.',
        'Роли внутри дилера: директор видит всё, менеджер — свои заказы, бухгалтер — документы.',
      ),
    },
    {
      type: 'control_system',
      bg_color: '#f3f5f7',
      title: 'Как устроен обмен данными',
      image: media('teplo-scheme'),
      list: steps(
        [
          'Заказ в кабинете',
          'Дилер собирает заказ из каталога или загружает спецификацию из Excel.',
        ],
        [
          'Очередь сообщений',
          'Заказ уходит в RabbitMQ и ждёт 1С, даже если учётная система на обслуживании.',
        ],
        [
          'Проведение в 1С:ERP',
          'Менеджер завода подтверждает заказ, резерв ставится автоматически.',
        ],
        [
          'Отгрузка и документы',
          'Статус, номер машины и закрывающие документы появляются в кабинете сами.',
        ],
      ),
    },
    {
      type: 'case_page',
      direction: 'Слева',
      title: 'Сводка дилера',
      content: paragraphs(
        'Первый экран отвечает на три вопроса: что в работе, что отгружено и сколько дилер должен заводу. Всё остальное — в один клик.',
      ),
      image: media('teplo-screen-1'),
    },
    {
      type: 'list',
      title: 'Разделы кабинета',
      list: items(
        'Каталог с ценами дилера и остатками по складам',
        'Заказы и отгрузки со статусами',
        'Документы: счета, УПД, акты сверки, сертификаты',
        'Рекламации с фотографиями и перепиской',
        'Обучающие материалы и вебинары завода',
      ),
      marker_color: '#e0553d',
    },
    {
      type: 'review',
      title: 'Отзыв о проекте',
      content: paragraphs(
        'Через три месяца после запуска через кабинет шло 85 % заказов. Менеджеры наконец занимаются продажами, а не перепечатыванием писем.',
      ),
      name: 'Марина Оленева',
      position: 'коммерческий директор завода «Теплолиния»',
    },
    {
      type: 'opportunity',
      title: 'Документы без бумаги',
      content: paragraphs(
        'Все закрывающие документы дилер скачивает сам. Акт сверки собирается по данным 1С на любую дату и подписывается через оператора ЭДО.',
      ),
      image: media('teplo-screen-3'),
      bg_color: '#ffffff',
    },
    { type: 'create_solutions', show: true, category: 'Порталы' },
  ],
  create_solution: {
    bg_color: '#1b2a33',
    text_color: '#ffffff',
    title: 'Разработаем личный кабинет',
    title_span: 'для ваших партнёров',
    span_color: '#9eacff',
    tech_color: '#e0553d',
    technologies: techList('Laravel', 'React', '1С:ERP', 'ЭДО'),
  },
  seo: seoData(
    'Кейс: личный кабинет дилера «Теплолинии» — студия «Орбита»',
    'Кабинет для 300 дилеров: заказы напрямую в 1С:ERP, остатки трёх складов и акты сверки за минуту.',
    'teplo-og',
  ),
};

export default teploCase;
