// Race registration platform. Edge case: an EMPTY technologies list (the offering block must hide
// its 'Технологии' heading). Blocks: offering, case_page ('Слева'), mobile_version,
// opportunity_with_list, create_solutions 'Спорт'.
import { DIRECTION } from '../categories.mjs';
import { media, seoData } from '../media.mjs';
import { items, offers, paragraphs, tasks } from './helpers.mjs';

const zabegCase = {
  id: 105,
  slug: 'beg-goroda',
  title: 'Платформа регистрации на забеги «Бег города»',
  date: '2025-06-05T12:00:00+03:00',
  directions: [DIRECTION.sport, DIRECTION.account],
  image: media('zabeg-cover'),
  background_color: '#12302b',
  case_description_extended:
    'Сервис для организатора любительских забегов: регистрация с оплатой, слоты по дистанциям, стартовые пакеты и личный кабинет бегуна с результатами всех стартов.',
  case_outer_link: 'https://beg-goroda.example/',
  is_constructor: true,
  technologies: [],
  constructor: [
    {
      type: 'offering',
      bg_color: '#12302b',
      title_color: '#ffffff',
      text_color: '#d8efe9',
      client: '«Бег города», организатор любительских забегов',
      year: '2025',
      task_title: 'Задача',
      task: tasks(
        'Слоты на популярные дистанции заканчивались за минуты, а форма регистрации не выдерживала нагрузку.',
        'Участники теряли письма со стартовым номером и приходили на выдачу пакетов без документов.',
      ),
      offering_title: 'Решение',
      offer: offers(
        'Лимиты по дистанциям с резервом слота на время оплаты.',
        'Стартовый номер с QR-кодом в личном кабинете и в приложении-кошельке телефона.',
        'Перерегистрацию слота на другого бегуна без звонка организатору.',
      ),
    },
    {
      type: 'case_page',
      direction: 'Слева',
      title: 'Страница забега',
      content: paragraphs(
        'Карта трассы с пунктами питания и перепадом высот, лимиты по дистанциям и обратный отсчёт до закрытия регистрации.',
      ),
      image: media('zabeg-screen-1'),
    },
    {
      type: 'mobile_version',
      bg_color: '#12302b',
      title: 'Бегун — всегда с телефоном',
      text: 'Регистрация, оплата и стартовый номер — в три экрана. Карта трассы работает на старте, где мобильная связь перегружена.',
      images: [media('zabeg-phone-1'), media('zabeg-phone-2'), media('zabeg-phone-3')],
    },
    {
      type: 'opportunity_with_list',
      title: 'Личный кабинет бегуна',
      text: 'Все старты, результаты и фотографии с трассы собраны в одном профиле.',
      list: items(
        'История стартов с официальным временем',
        'Фото с трассы по стартовому номеру',
        'Передача слота другому участнику',
        'Командная регистрация для клубов',
      ),
      image: media('zabeg-screen-2'),
      marker_color: '#3ccf91',
    },
    { type: 'create_solutions', show: true, category: 'Спорт' },
  ],
  seo: seoData(
    'Кейс: платформа «Бег города» — студия «Орбита»',
    'Регистрация на забеги с лимитами слотов, стартовые номера с QR-кодом и личный кабинет бегуна.',
    'zabeg-og',
  ),
};

export default zabegCase;
