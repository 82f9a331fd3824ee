// Online grocery shop: offering, case_design, opportunity, list, column, morphing_link,
// create_solutions 'Интернет магазин'.
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { items, offers, paragraphs, tasks } from './helpers.mjs';

const lavkaCase = {
  id: 102,
  slug: 'lavka-severa',
  title: 'Интернет-магазин фермерских продуктов «Лавка Севера»',
  date: '2025-10-02T12:00:00+03:00',
  directions: [DIRECTION.ecommerce],
  image: media('lavka-cover'),
  background_color: '#2f3b2b',
  case_description_extended:
    'Магазин продуктов от сорока фермерских хозяйств с доставкой по Москве и области. Каталог на 3 500 позиций синхронизируется с учётной системой каждые пять минут, а заказы с весовым товаром пересчитываются после сборки.',
  case_outer_link: 'https://lavka-severa.example/',
  is_constructor: true,
  technologies: ['1C-Битрикс', 'React', '1С:Управление торговлей', 'Elasticsearch'],
  constructor: [
    {
      type: 'offering',
      bg_color: '#2f3b2b',
      client: '«Лавка Севера», сеть фермерских магазинов',
      year: '2025',
      task_title: 'С чем пришёл клиент',
      task: tasks(
        'Старый магазин не показывал актуальные остатки: треть заказов собиралась с заменами.',
        'Весовые товары оплачивались по предварительной цене, и разницу приходилось возвращать вручную.',
        'Покупатели не находили товары: поиск не понимал опечаток и синонимов.',
      ),
      offering_title: 'Наше решение',
      offer: offers(
        'Обмен с 1С каждые пять минут и резерв товара в момент оформления заказа.',
        'Двухэтапную оплату: деньги блокируются при заказе и списываются по факту сборки.',
        'Поиск на Elasticsearch со словарём синонимов: «творог» находит и «творожок».',
      ),
    },
    {
      type: 'case_design',
      title: 'Дизайн',
      content: paragraphs(
        'Мы ушли от привычной «зелёной фермы» к спокойному бумажному фону и крупным фотографиям продуктов. Цвет достаётся только ценам, скидкам и кнопке «В корзину».',
        'Карточка товара рассказывает о хозяйстве: где оно находится, что производит и как давно работает с магазином.',
      ),
      image: media('lavka-screen-1'),
      bg_color: '#f4f1ea',
      text_color: '#1d1d1b',
      title_color: '#1d1d1b',
    },
    {
      type: 'opportunity',
      title: 'Каталог и фильтры',
      text: 'Фильтры собираются из свойств товаров в 1С: по хозяйству, составу, сроку хранения и способу упаковки. Пустые варианты скрываются, чтобы покупатель не упирался в «ничего не найдено».',
      content: paragraphs(
        'Подборки на главной — это сохранённые фильтры, которые контент-менеджер собирает без разработчика.',
      ),
      image: media('lavka-screen-2'),
      bg_color: '#ffffff',
      text_color: '#1d1d1b',
    },
    {
      type: 'list',
      title: 'Что входит в магазин',
      list: items(
        'Каталог на 3 500 позиций с обменом 1С каждые пять минут',
        'Выбор интервала доставки с учётом загрузки курьеров',
        'Двухэтапная оплата весовых товаров',
        'Подписка на регулярную доставку',
        'Бонусная программа, общая с розничными магазинами',
      ),
      marker_color: '#6f8f3a',
      bg_color: '#f4f1ea',
      text_color: '#1d1d1b',
    },
    {
      type: 'column',
      title: 'От карточки товара до оформления',
      content: paragraphs(
        'Оформление заказа умещается на одном экране: адрес, интервал, оплата. Повторный заказ собирается из истории в два нажатия.',
      ),
      images: [media('lavka-screen-3'), media('lavka-screen-4'), media('lavka-screen-2')],
      bg_color: '#ffffff',
    },
    {
      type: 'morphing_link',
      bg_color: '#f4f1ea',
      elem_color: '#49b6c3',
      link: 'https://lavka-severa.example/catalog/',
      link_text: 'Посмотреть магазин',
    },
    { type: 'create_solutions', show: true, category: 'Интернет магазин' },
  ],
  seo: seoData(
    'Кейс: интернет-магазин «Лавка Севера» — студия «Орбита»',
    'Фермерский магазин на 1C-Битрикс: актуальные остатки, двухэтапная оплата весовых товаров и поиск, который понимает опечатки.',
    'lavka-og',
  ),
};

export default lavkaCase;
