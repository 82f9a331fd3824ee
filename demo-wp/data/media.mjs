// The media library of the demo WordPress: one entry per file in demo-wp/uploads/. The data modules
// refer to images by key (media/mediaUrl markers); the server turns the markers into absolute URLs
// of its own origin, and scripts/make-demo-images.mjs draws every entry from its kind and layout.
// Long because it is data, one entry per file of the media library, not logic.

/** Pixel sizes by kind: covers and screens are landscape, phone screens portrait, OG 1200×630. */
export const SIZES = {
  cover: [1200, 800],
  screen: [1600, 1000],
  phone: [600, 1200],
  scheme: [1200, 900],
  backdrop: [1920, 960],
  og: [1200, 630],
  motif: [1200, 800],
};

const FORMAT = { og: 'jpg' };

/** @type {Record<string, {file: string, width: number, height: number, alt: string, kind: string, layout?: string, phone?: string, tone?: string}>} */
export const MEDIA = {};

function add(key, kind, folder, alt, extra = {}) {
  if (MEDIA[key]) throw new Error(`demo-wp media: duplicate key ${key}`);
  const [width, height] = SIZES[kind];
  const file = `${folder}/${key}.${FORMAT[kind] ?? 'webp'}`;
  MEDIA[key] = { file, width, height, alt, kind, ...extra };
}

/**
 * The images of one case: a cover (browser with the main layout, optionally a phone), desktop
 * screens, phone screens, an optional scheme and backdrop, and the OG image.
 */
function caseMedia(prefix, { cover, screens = [], phones = [], scheme, backdrop }) {
  add(`${prefix}-cover`, 'cover', 'cases', cover.alt, { layout: cover.layout, phone: cover.phone });
  add(`${prefix}-og`, 'og', 'og', cover.alt, { layout: cover.layout, phone: cover.phone });
  screens.forEach(([layout, alt, tone = 'light'], i) =>
    add(`${prefix}-screen-${i + 1}`, 'screen', 'cases', alt, { layout, tone }),
  );
  phones.forEach(([layout, alt], i) =>
    add(`${prefix}-phone-${i + 1}`, 'phone', 'cases', alt, { layout }),
  );
  if (scheme) add(`${prefix}-scheme`, 'scheme', 'cases', scheme);
  if (backdrop) add(`${prefix}-backdrop`, 'backdrop', 'cases', backdrop);
}

/** An abstract cover (articles, solutions) and its OG image. */
function motifMedia(folder, key, layout, alt) {
  add(key, 'motif', folder, alt, { layout });
  add(`${key}-og`, 'og', 'og', alt, { layout, motif: true });
}

caseMedia('volna', {
  cover: {
    layout: 'match',
    phone: 'ticket',
    alt: 'Макет сайта ФК «Волна» на ноутбуке и телефоне: афиша матча и электронный билет',
  },
  screens: [
    ['match', 'Матч-центр: счёт, хронология игры и составы команд'],
    ['seatmap', 'Выбор мест на схеме стадиона с ценами по секторам'],
    ['news', 'Лента новостей клуба с фотоотчётами и видео'],
    ['catalog', 'Клубный магазин: каталог атрибутики с фильтрами'],
  ],
  phones: [
    ['feed', 'Мобильная главная: ближайший матч и кнопка покупки билета'],
    ['live', 'Матч-центр на телефоне: текстовая трансляция'],
    ['ticket', 'Электронный билет с QR-кодом для прохода на стадион'],
    ['profile', 'Профиль болельщика: абонемент и история покупок'],
  ],
  backdrop: 'Абстрактная композиция: линии поля и орбиты в цветах клуба',
});

caseMedia('lavka', {
  cover: {
    layout: 'catalog',
    phone: 'cart',
    alt: 'Макет интернет-магазина «Лавка Севера»: каталог продуктов и корзина на телефоне',
  },
  screens: [
    ['promo', 'Главная страница магазина с сезонными подборками'],
    ['catalog', 'Каталог с фильтрами по хозяйству, составу и сроку хранения'],
    ['product', 'Карточка товара: фото, состав, отзывы и выбор веса'],
    ['checkout', 'Оформление заказа с выбором интервала доставки'],
  ],
});

caseMedia('teatr', {
  cover: {
    layout: 'poster',
    alt: 'Макет сайта Театра на набережной: афиша сезона на главной странице',
  },
  screens: [
    ['poster', 'Афиша сезона с фильтрами по сцене и возрасту', 'dark'],
    ['calendar', 'Календарь спектаклей на месяц'],
    ['seatmap', 'Выбор мест в зрительном зале с легендой цен', 'dark'],
    ['article', 'Страница спектакля: описание, состав и отзывы зрителей'],
  ],
  backdrop: 'Абстрактная композиция: дуги занавеса и ряды кресел',
});

caseMedia('teplo', {
  cover: {
    layout: 'dashboard',
    alt: 'Макет личного кабинета дилера «Теплолинии»: сводка заказов и остатков',
  },
  screens: [
    ['dashboard', 'Сводка дилера: заказы, отгрузки и задолженность'],
    ['table', 'Реестр заказов со статусами и фильтрами'],
    ['documents', 'Раздел документов: счета, акты сверки и сертификаты'],
  ],
  scheme: 'Схема обмена данными между кабинетом, 1С и складом',
});

caseMedia('zabeg', {
  cover: {
    layout: 'route',
    phone: 'map',
    alt: 'Макет платформы «Бег города»: карта трассы забега и регистрация на телефоне',
  },
  screens: [
    ['route', 'Страница забега: карта трассы, дистанции и лимит участников'],
    ['form', 'Регистрация участника с выбором дистанции и размера футболки'],
  ],
  phones: [
    ['map', 'Карта трассы с пунктами питания'],
    ['form', 'Регистрация на забег с телефона'],
    ['ticket', 'Стартовый номер участника с QR-кодом'],
  ],
});

caseMedia('kalina', {
  cover: {
    layout: 'menu',
    phone: 'menu',
    alt: 'Макет сайта ресторанов «Калина»: меню доставки и корзина',
  },
  screens: [
    ['menu', 'Меню доставки с категориями блюд', 'dark'],
    ['checkout', 'Оформление заказа: адрес, время и способ оплаты'],
  ],
  phones: [
    ['menu', 'Мобильное меню с фото блюд'],
    ['product', 'Карточка блюда с выбором добавок'],
    ['cart', 'Корзина и промокод'],
    ['map', 'Отслеживание курьера на карте'],
  ],
});

caseMedia('muzey', {
  cover: {
    layout: 'gallery',
    alt: 'Макет онлайн-экспозиции Музея часов: зал с экспонатами',
  },
  screens: [
    ['gallery', 'Виртуальный зал с карточками экспонатов', 'dark'],
    ['article', 'Страница экспоната: история, механизм и фотографии'],
  ],
});

caseMedia('put', {
  cover: {
    layout: 'map',
    alt: 'Макет веб-сервиса «Северный путь»: карта рейсов и реестр перевозок',
  },
  screens: [
    ['table', 'Реестр перевозок со статусами и ответственными'],
    ['map', 'Карта рейсов в реальном времени', 'dark'],
    ['documents', 'Карточка рейса: документы, фото и подписи водителя'],
  ],
});

caseMedia('puls', {
  cover: {
    layout: 'schedule',
    phone: 'list',
    alt: 'Макет онлайн-записи фитнес-клубов «Пульс»: расписание тренировок',
  },
  screens: [
    ['schedule', 'Расписание групповых тренировок на неделю'],
    ['form', 'Запись на тренировку и выбор тренера'],
    ['pricing', 'Абонементы и сравнение тарифов'],
  ],
});

caseMedia('kolos', {
  cover: {
    layout: 'promo',
    phone: 'feed',
    alt: 'Макет приложения пекарен «Колос»: главная лента и бонусная карта',
  },
  phones: [
    ['feed', 'Главный экран приложения: новинки и бонусы'],
    ['menu', 'Каталог выпечки с фильтрами'],
    ['cart', 'Корзина с выбором пекарни для самовывоза'],
    ['profile', 'Бонусная карта и история заказов'],
  ],
  scheme: 'Схема системы управления: приложение, админ-панель, кассы и 1С',
  backdrop: 'Абстрактная композиция: волны и орбиты в фирменных цветах',
});

export const ARTICLE_MOTIFS = {
  'kak-my-otsenivaem-proekty': ['bars', 'Иллюстрация: столбцы сметы и шкала сроков'],
  'ux-issledovanie-za-dve-nedeli': ['flow', 'Иллюстрация: схема пользовательского сценария'],
  'laravel-ili-bitrix': ['compare', 'Иллюстрация: две технологические колонны рядом'],
  'lichnyy-kabinet-s-chego-nachat': ['dashboard', 'Иллюстрация: виджеты личного кабинета'],
  'bilety-na-match-pikovaya-nagruzka': ['tickets', 'Иллюстрация: билеты и график нагрузки'],
  'seo-pri-pereezde-sayta': ['growth', 'Иллюстрация: кривая поискового трафика'],
  'sla-tehpodderzhki': ['gauge', 'Иллюстрация: циферблат времени реакции'],
  'dizayn-sistema-dlya-nebolshoy-komandy': ['swatches', 'Иллюстрация: палитра и компоненты'],
  'mobilnoe-prilozhenie-ili-pwa': ['devices', 'Иллюстрация: телефон и окно браузера'],
  'afisha-teatra-bilety': ['seats', 'Иллюстрация: ряды кресел зрительного зала'],
  'core-web-vitals-magazin': ['gauge', 'Иллюстрация: шкалы скорости загрузки'],
  'mvp-za-tri-mesyatsa': ['orbit', 'Иллюстрация: орбиты и траектория запуска'],
  'pochemu-my-ochishchaem-html': ['shield', 'Иллюстрация: щит и угловые скобки разметки'],
};

for (const [slug, [layout, alt]] of Object.entries(ARTICLE_MOTIFS)) {
  motifMedia('blog', `blog-${slug}`, layout, alt);
}

export const SOLUTION_MOTIFS = {
  'sayt-sportivnogo-kluba': ['tickets', 'Иллюстрация: билеты и табло матча'],
  'internet-magazin-pod-klyuch': ['grid', 'Иллюстрация: сетка карточек товаров'],
  'sayt-teatra-ili-muzeya': ['seats', 'Иллюстрация: зрительный зал и афиша'],
  'korporativnyy-portal': ['flow', 'Иллюстрация: связи между сервисами портала'],
  'lichnyy-kabinet-klienta': ['dashboard', 'Иллюстрация: виджеты личного кабинета'],
};

for (const [slug, [layout, alt]] of Object.entries(SOLUTION_MOTIFS)) {
  motifMedia('solutions', `solution-${slug}`, layout, alt);
}

function known(key) {
  if (!MEDIA[key]) throw new Error(`demo-wp media: unknown key ${key}`);
  return key;
}

/** An ACF-style image object { url, width, height, alt }, resolved by the server. */
export const media = (key) => ({ $media: known(key) });

/** A bare absolute URL string of an image, resolved by the server. */
export const mediaUrl = (key) => ({ $mediaUrl: known(key) });

/** Replaces every media marker in `value` with absolute URLs of `origin` (a deep copy). */
export function resolveMedia(value, origin) {
  if (Array.isArray(value)) return value.map((v) => resolveMedia(v, origin));
  if (value === null || typeof value !== 'object') return value;
  if ('$media' in value) {
    const m = MEDIA[value.$media];
    return {
      url: `${origin}/wp-content/uploads/${m.file}`,
      width: m.width,
      height: m.height,
      alt: m.alt,
    };
  }
  if ('$mediaUrl' in value) return `${origin}/wp-content/uploads/${MEDIA[value.$mediaUrl].file}`;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveMedia(v, origin)]));
}

/** seo_data of WP-API.md from an OG image key. */
export function seoData(title, description, ogKey) {
  const m = MEDIA[known(ogKey)];
  return {
    title,
    description,
    image_url: mediaUrl(ogKey),
    image_sizes: { width: m.width, height: m.height },
    image_mime_type: m.file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
  };
}
