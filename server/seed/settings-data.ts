// The all_settings aggregate of the demo shop (SPEC.md §3 Settings), every field present.
import { settingsDefaults } from '../../src/domain/settings-model.ts';
import { demoCities, zonePolygon } from './geo.ts';
import { languages } from './languages.ts';
import { mediaUrl as img, videoUrl } from './types.ts';

/** A payment method offered in both cities, for delivery, pickup and the dining room (and booking). */
const payment = (id: string, title: string, description: string, booking = false) => ({
  id,
  title,
  description,
  enabled: true,
  shipping_methods: [
    'flat_rate',
    'local_pickup',
    'restaurants',
    ...(booking ? ['wcso_booking'] : []),
  ],
  warehouse_ids: ['101', '202'],
});

/** The restaurant on Pokrovka: its dining room ('В зале'), where a table can be booked too. */
const POKROVKA_HALL = {
  id: 'r1',
  name: 'Ресторан на Покровке',
  address: 'Москва, ул. Покровка, 17',
  coord: '55.758731,37.645102',
  warehouse_id: '101',
  tables: 18,
};

export function buildSettings(): Record<string, unknown> {
  const [msk, nsk] = demoCities as [(typeof demoCities)[0], (typeof demoCities)[0]];
  return {
    logo: {
      logo_header: '/api/wp-content/uploads/brand/logo.svg',
      favicon_png: '/api/wp-content/uploads/shop/1f37d-fe0f.webp',
      favicon_svg: '/api/wp-content/uploads/brand/logo.svg',
      icon_512: '/api/wp-content/uploads/shop/1f37d-fe0f.webp',
    },
    seo: {
      name: 'Тарелка',
      description:
        'Доставка пиццы, роллов, бургеров и продуктов в Москве и Новосибирске. Горячим за 45 минут.',
      keywords: 'доставка еды, пицца, роллы, бургеры, продукты',
      home_h: 'Доставка еды и продуктов',
    },
    seo_by_langs: [
      {
        lang_code: 'ru',
        name: 'Тарелка',
        description: 'Доставка пиццы, роллов, бургеров и продуктов.',
      },
      {
        lang_code: 'en',
        name: 'Tarelka',
        description: 'Pizza, rolls, burgers and groceries delivered.',
      },
    ],
    robots: true,
    locations: demoCities.map((c) => ({
      term_id: c.termId,
      warehouse_id: c.warehouseId,
      name: c.name,
      city: c.name,
      timezone: c.timezone,
      dot_map_init: `${c.centre[1]},${c.centre[0]}`,
      price_file_path: `/api/wp-content/uploads/app_sync/stocks/prodcat-${c.warehouseId}.json`,
    })),
    menu: [
      { title: 'Меню', url: '/' },
      { title: 'Акции', url: '/information/page/akcii' },
      { title: 'Блог', url: '/blog' },
      { title: 'Доставка и оплата', url: '/information/page/dostavka-i-oplata' },
      { title: 'Контакты', url: '/contacts' },
    ],
    banners: [],
    facade: {
      colors: {
        yellow: '#ffc93c',
        yellow_dark: '#e0a800',
        yellow_light: '#fff3d1',
        yellow_light_secondary: '#fff9eb',
        orange: '#ff6b2c',
        main_buttons_background_color: '#ff6b2c',
        background: '#ffffff',
      },
      catalog_front: 'cat12',
      show_filter_button: true,
      footer_infoblock:
        '<p><strong>Тарелка</strong> — готовим с 10:00 до 23:00 и привозим горячим.</p><p>ООО «Тарелка», ИНН 7700000000</p>',
      default_dark: false,
    },
    settings: {
      // The shop's defaults, with what the demo shop turns on.
      ...settingsDefaults(),
      fragmented_stosks_json: true,
      checkout_show_delivery_time: true,
      payment: { payments_filtered_by_location: true },
    },
    cart_button_as_app: false,
    shipping_methods: [
      {
        id: 'flat_rate:1',
        type: 'flat_rate',
        name: 'Доставка',
        pickup_locations: [],
        restaurants: [],
      },
      {
        id: 'local_pickup:2',
        type: 'local_pickup',
        name: 'Самовывоз',
        pickup_locations: [
          {
            id: 'p1',
            name: 'Тарелка на Покровке',
            address: 'Москва, ул. Покровка, 17',
            coord: '55.758731,37.645102',
            working_time: 'Ежедневно 10:00–23:00',
            warehouse_id: '101',
          },
          {
            id: 'p2',
            name: 'Тарелка на Тверской',
            address: 'Москва, Тверская ул., 22',
            coord: '55.767940,37.601430',
            working_time: 'Ежедневно 10:00–23:00',
            warehouse_id: '101',
          },
          {
            id: 'p3',
            name: 'Тарелка на Красном',
            address: 'Новосибирск, Красный пр-т, 25',
            coord: '55.033130,82.917370',
            working_time: 'Ежедневно 09:00–22:00',
            warehouse_id: '202',
          },
        ],
        restaurants: [],
      },
      {
        id: 'restaurants:3',
        type: 'restaurants',
        name: 'В зале',
        pickup_locations: [],
        restaurants: [POKROVKA_HALL],
      },
      {
        // Table booking (src/domain/booking.ts): tables booked out at one time, guests per booking
        // and days ahead; the hours are the stock's delivery_work_time, in its time zone.
        id: 'wcso_booking:4',
        type: 'wcso_booking',
        name: 'Бронь столика',
        pickup_locations: [],
        restaurants: [
          { ...POKROVKA_HALL, max_guests: 12, booking_days_ahead: 30 },
          {
            id: 'r2',
            name: 'Ресторан на Красном',
            address: 'Новосибирск, Красный пр-т, 25',
            coord: '55.033130,82.917370',
            warehouse_id: '202',
            tables: 10,
            max_guests: 8,
            booking_days_ahead: 14,
          },
        ],
      },
    ],
    popups: [
      {
        id: 1,
        title: 'Бесплатная доставка',
        text: 'В центре Москвы привезём бесплатно при заказе от 1500 ₽.',
        image: img('1f6f5'),
        sklad: ['101'],
        stock_empty: false,
        disable_ordering: false,
        ban_days_popup: [],
        popup_from: '',
        popup_to: '',
        id_delivery_zone: '',
        repeat_mode: 'one-off',
        repeatable: 1,
      },
    ],
    popups_without_locations: [],
    payment_methods: [
      payment('cod', 'Наличными при получении', 'Подготовьте, пожалуйста, сдачу'),
      payment('card_courier', 'Картой при получении', 'Терминал у курьера и на кассе'),
      payment('demo_online', 'Онлайн картой или СБП', 'Безопасная оплата на странице банка', true),
      // Telegram Payments: offered inside the Mini App only, paid with Telegram's invoice.
      payment(
        'telegram_payments',
        'Оплата в Telegram',
        'Картой прямо в Telegram, без перехода на сайт банка',
      ),
    ],
    delivery: {
      type_calc: 'zones',
      dot_map_init: `${msk.centre[1]},${msk.centre[0]}`,
      default_warehouse_id: msk.warehouseId,
      conditions: demoCities.flatMap((c) =>
        c.zones.map((z) => ({
          warehouse_id: c.warehouseId,
          zone: z.id,
          name: z.name,
          sklad: c.warehouseId,
          time_deliv: z.time,
          express: z.expressCost > 0,
          express_cost: z.expressCost,
          sum: z.prices.map((p) => ({ min_sum_order: p.min, deliv_price: p.price })),
          min_order: c.warehouseId === '101' ? 700 : 600,
        })),
      ),
      all_zones_payments_status: false,
      all_zones_zone_payment_methods: {
        'msk-far': ['card_courier', 'demo_online', 'telegram_payments'],
      },
      use_zones_payments_methods: true,
    },
    map: {
      type: 'FeatureCollection',
      features: demoCities.flatMap((c) =>
        c.zones.map((z, i) => ({
          type: 'Feature',
          id: `${c.warehouseId}-${i}`,
          geometry: { type: 'Polygon', coordinates: [zonePolygon(c.centre, z.radiusKm, i + 1)] },
          properties: {
            description: `${z.name} #cid=${z.id}`,
            fill: z.colour,
            'fill-opacity': 0.25,
            stroke: z.colour,
            'stroke-width': 3,
            'stroke-opacity': 0.9,
          },
        })),
      ),
      map_self_position_icon: '',
    },
    delivery_work_time: {
      [msk.warehouseId]: {
        around_clock: false,
        week: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
          day,
          from: '10:00',
          to: day === 5 || day === 6 ? '01:00' : '23:00',
        })),
        cooking_time_in_minutes: 40,
        wp_timezone: msk.timezone,
      },
      [nsk.warehouseId]: {
        around_clock: false,
        week: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '09:00', to: '22:00' })),
        cooking_time_in_minutes: 35,
        wp_timezone: nsk.timezone,
      },
    },
    contacts: {
      phone: '+7 495 120-45-45',
      address: 'Москва, ул. Покровка, 17',
      email: 'hello@tarelka.example',
      phones: [
        { warehouse_id: '101', phone: '+7 495 120-45-45' },
        { warehouse_id: '202', phone: '+7 383 210-45-45' },
      ],
      vk: 'https://vk.com/tarelka',
      inst: '',
      fb: '',
      whatsapp: 'https://wa.me/74951204545',
      telegram: 'https://t.me/tarelka_food',
      viber: '',
    },
    product_disable_buy: false,
    translate_active: true,
    use_backend_translate: true,
    translate_only_interface: false,
    use_google_translate: false,
    google_languages_list: [],
    front_currency: '₽',
    need_to_choose_address_first: false,
    show_out_of_stock_products: false,
    notification_work_time: 'Ночью кухня отдыхает — ждём ваших заказов утром!',
    language_list: languages.map((l) => ({
      code: l.code,
      text: l.text,
      default: l.code === 'ru',
      lang_json_data: null,
    })),
    main_font: 'Inter',
    font_headings: 'Montserrat',
    include: { metrix: '', scripts: '' },
    demo_previews: [
      // Short clips (scripts/demo-video.ts); the picture shows while a clip loads.
      {
        video: { id: 'promo-1', url: videoUrl('pizza') },
        image: img('1f355'),
        title: 'Пицца из печи',
      },
      {
        video: { id: 'promo-2', url: videoUrl('rolls') },
        image: img('1f363'),
        title: 'Как крутим роллы',
      },
    ],
    frontend_pwa_screenshot1: '',
    frontend_pwa_screenshot2: '',
    order_status_map: {},
    wheel_status: true,
    bonus_status: true,
    referal_promo_status: true,
    preferences_status: true,
  };
}
