// Bakery chain mobile app: offering, mobile_version, control_system, functional-create,
// case_cooperation_with_list (wave shown, custom colour), create_solutions 'Интернет магазин'.
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { offers, paragraphs, steps, tasks } from './helpers.mjs';

const kolosCase = {
  id: 110,
  slug: 'prilozhenie-kolos',
  title: 'Мобильное приложение сети пекарен «Колос»',
  date: '2025-12-09T12:00:00+03:00',
  directions: [DIRECTION.restaurant, DIRECTION.ecommerce, DIRECTION.account],
  image: media('kolos-cover'),
  background_color: '#3b2a17',
  case_description_extended:
    'Приложение для iOS и Android с предзаказом выпечки к определённому времени, бонусной картой и push-уведомлениями о свежей партии. За первый год — 120 тысяч установок в двух городах.',
  case_outer_link: 'https://kolos-bakery.example/app/',
  is_constructor: true,
  technologies: ['Flutter', 'Laravel', 'Firebase', '1С:Общепит'],
  constructor: [
    {
      type: 'offering',
      bg_color: '#3b2a17',
      title_color: '#ffcf70',
      text_color: '#fff8ec',
      client: '«Колос», сеть пекарен',
      year: '2025',
      task_title: 'Что хотел клиент',
      task: tasks(
        'Гости уходили из очереди в утренний час пик.',
        'Пластиковые бонусные карты терялись, а акции не доходили до постоянных гостей.',
      ),
      offering_title: 'Что предложили',
      offer: offers(
        'Предзаказ к нужному времени: заказ собран, гость забирает его без очереди.',
        'Бонусная карта в приложении, общая с кассами всех пекарен.',
        'Push-уведомления о свежей выпечке в ближайшей пекарне.',
      ),
    },
    {
      type: 'mobile_version',
      bg_color: '#3b2a17',
      title: 'Приложение',
      title_color: '#ffcf70',
      text: 'Одна кодовая база на Flutter для iOS и Android. Главный экран собирается из витрины ближайшей пекарни, а заказ оформляется за 30 секунд.',
      images: [
        media('kolos-phone-1'),
        media('kolos-phone-2'),
        media('kolos-phone-3'),
        media('kolos-phone-4'),
      ],
    },
    {
      type: 'control_system',
      bg_color: '#fff8ec',
      title: 'Система управления',
      image: media('kolos-scheme'),
      list: steps(
        ['Витрина', 'Остатки выпечки каждой пекарни приходят с касс раз в пять минут.'],
        ['Админ-панель', 'Маркетолог запускает акции и push-рассылки по районам.'],
        ['Кухня', 'Предзаказы попадают на планшет пекаря с таймером готовности.'],
        ['Отчёты', 'Продажи приложения и касс сводятся в одной панели в 1С.'],
      ),
    },
    {
      type: 'functional-create',
      title: 'Предзаказ без очереди',
      bg_color: '#171818',
      content: paragraphs(
        'Гость выбирает пекарню и время, оплачивает заказ и получает уведомление, когда всё готово. Заказ ждёт на отдельной полке с номером.',
      ),
      image: media('kolos-phone-3'),
    },
    {
      type: 'case_cooperation_with_list',
      bg_img: media('kolos-backdrop'),
      wave_color: '#fff8ec',
      show_wave: '1',
      cooperation_bg: '#3b2a17',
      text_color: '#fff8ec',
      title: 'Развиваем приложение вместе',
      content: paragraphs(
        'Каждые две недели выпускаем обновление: последним добавили семейный бонусный счёт.',
        'Следующий этап — доставка из ближайшей пекарни в радиусе двух километров.',
      ),
    },
    { type: 'create_solutions', show: true, category: 'Интернет магазин' },
  ],
  seo: seoData(
    'Кейс: мобильное приложение пекарен «Колос» — студия «Орбита»',
    'Предзаказ выпечки без очереди, бонусная карта и push-уведомления: приложение на Flutter для iOS и Android.',
    'kolos-og',
  ),
};

export default kolosCase;
