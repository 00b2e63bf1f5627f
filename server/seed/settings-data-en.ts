// The demo shops' settings, banners and galleries in English: the strings of settings-data.ts,
// banners.ts, grocery-shop.ts and seed.ts's galleries with their translations, as WPML's String
// Translation keeps them (the seed writes them to string_translations;
// server/catalog/string-translations.ts). The languages' own names (language_list) are not
// translated: each is written in its language.
import { REFERRAL_TEXTS } from '../coupons/personal-codes.ts';
import { WHEEL_PRIZES, wheelCouponTitle } from '../coupons/wheel-routes.ts';

export const settingsStringsEn: Record<string, string> = {
  // The restaurant's settings.
  'Доставка пиццы, роллов, бургеров и продуктов в Москве и Новосибирске. Горячим за 45 минут.':
    'Pizza, rolls, burgers and groceries delivered in Moscow and Novosibirsk. Hot within 45 minutes.',
  'доставка еды, пицца, роллы, бургеры, продукты':
    'food delivery, pizza, rolls, burgers, groceries',
  'Доставка еды и продуктов': 'Food and grocery delivery',
  Москва: 'Moscow',
  Новосибирск: 'Novosibirsk',
  Меню: 'Menu',
  Акции: 'Offers',
  Блог: 'Blog',
  'Доставка и оплата': 'Delivery and payment',
  Контакты: 'Contacts',
  '<p><strong>Тарелка</strong> — готовим с 10:00 до 23:00 и привозим горячим.</p><p>ООО «Тарелка», ИНН 7700000000</p>':
    '<p><strong>Tarelka</strong> — we cook from 10:00 to 23:00 and deliver it hot.</p><p>Tarelka LLC, TIN 7700000000</p>',
  Доставка: 'Delivery',
  Самовывоз: 'Pickup',
  'Тарелка на Покровке': 'Tarelka on Pokrovka',
  'Москва, ул. Покровка, 17': '17 Pokrovka St, Moscow',
  'Ежедневно 10:00–23:00': 'Daily 10:00–23:00',
  'Тарелка на Тверской': 'Tarelka on Tverskaya',
  'Москва, Тверская ул., 22': '22 Tverskaya St, Moscow',
  'Тарелка на Красном': 'Tarelka on Krasny',
  'Новосибирск, Красный пр-т, 25': '25 Krasny Ave, Novosibirsk',
  'Ежедневно 09:00–22:00': 'Daily 09:00–22:00',
  'В зале': 'Dine in',
  'Ресторан на Покровке': 'Restaurant on Pokrovka',
  'Бронь столика': 'Table booking',
  'Ресторан на Красном': 'Restaurant on Krasny',
  'Бесплатная доставка': 'Free delivery',
  'В центре Москвы привезём бесплатно при заказе от 1500 ₽.':
    'Free delivery in central Moscow on orders from 1500 ₽.',
  'Наличными при получении': 'Cash on receipt',
  'Подготовьте, пожалуйста, сдачу': 'Please have change ready',
  'Картой при получении': 'Card on delivery',
  'Терминал у курьера и на кассе': 'The courier and the counter have a card terminal',
  'Онлайн картой или СБП': 'Online by card or SBP',
  'Безопасная оплата на странице банка': "Secure payment on the bank's page",
  'Оплата в Telegram': 'Pay in Telegram',
  'Картой прямо в Telegram, без перехода на сайт банка':
    "By card right in Telegram, without going to the bank's website",
  Центр: 'Centre',
  'В пределах ТТК': 'Inside the Third Ring',
  'До МКАД': 'Up to the MKAD',
  'Центральный район': 'Central district',
  'Весь город': 'The whole city',
  '30–45 мин': '30–45 min',
  '45–60 мин': '45–60 min',
  '60–90 мин': '60–90 min',
  '30–50 мин': '30–50 min',
  '60–80 мин': '60–80 min',
  // The delivery map's zones: the name, then the zone's id (SPEC.md §3 map '#cid=').
  'Центр #cid=msk-centre': 'Centre #cid=msk-centre',
  'В пределах ТТК #cid=msk-near': 'Inside the Third Ring #cid=msk-near',
  'До МКАД #cid=msk-far': 'Up to the MKAD #cid=msk-far',
  'Центральный район #cid=nsk-centre': 'Central district #cid=nsk-centre',
  'Весь город #cid=nsk-city': 'The whole city #cid=nsk-city',
  'Ночью кухня отдыхает — ждём ваших заказов утром!':
    'The kitchen rests at night — we look forward to your order in the morning!',

  // The grocery's settings.
  'Продукты домой за 15 минут: фрукты и овощи на вес, мясо, молоко, хлеб и бакалея.':
    'Groceries at your door in 15 minutes: fruit and vegetables by weight, meat, dairy, bread and pantry.',
  'доставка продуктов, фрукты, овощи, мясо, молоко':
    'grocery delivery, fruit, vegetables, meat, dairy',
  'Продукты за 15 минут': 'Groceries in 15 minutes',
  '<p><strong>Корзинка</strong> — собираем заказ за 5 минут и привозим с 8:00 до 23:00.</p><p>ООО «Корзинка», ИНН 7700000001</p>':
    '<p><strong>Korzinka</strong> — we pack your order in 5 minutes and deliver from 8:00 to 23:00.</p><p>Korzinka LLC, TIN 7700000001</p>',
  'Корзинка на Покровке': 'Korzinka on Pokrovka',
  'Корзинка на Тверской': 'Korzinka on Tverskaya',
  'Корзинка на Красном': 'Korzinka on Krasny',
  'Ежедневно 08:00–23:00': 'Daily 08:00–23:00',

  // The photo galleries' titles (seed.ts GALLERIES).
  'Наши блюда': 'Our dishes',
  'Кухня и зал': 'Kitchen and dining room',
  // The grocery's (grocery-shop.ts GROCERY_GALLERIES).
  'Наши продукты': 'Our groceries',
  'Склад и доставка': 'Warehouse and delivery',

  // The restaurant's banners and stories.
  'Пицца из печи': 'Wood-fired pizza',
  'Тесто 48 часов, моцарелла с фермы': '48-hour dough, farm mozzarella',
  'Ролл в подарок': 'A free roll',
  'К заказу от 2500 ₽': 'With orders from 2500 ₽',
  'Осеннее меню': 'Autumn menu',
  'Грибной суп и новые десерты': 'Mushroom soup and new desserts',
  'Мы в Telegram': "We're on Telegram",
  'Новинки и промокоды первыми': 'New dishes and promo codes first',
  'Роллы и суши': 'Rolls & Sushi',
  'Скидка в ДР': 'Birthday discount',
  'Как готовим': 'How we cook',
  'Как крутим роллы': 'How we roll',
  'Только в Новосибирске': 'Only in Novosibirsk',
  'Бургеры на гриле': 'Grilled burgers',
  'Мраморная говядина, бриошь': 'Marbled beef, brioche bun',
  'Скидка 20% в день рождения': '20% off on your birthday',
  'Неделю до и неделю после': 'A week before and a week after',
  'Десерты к чаю': 'Desserts for tea',
  'Чизкейк, брауни, пончики': 'Cheesecake, brownies, doughnuts',
  'Заказывайте в Telegram': 'Order in Telegram',
  'Меню, бонусы и статус заказа в одном чате': 'Menu, bonuses and order status in one chat',

  // The grocery's banners and stories.
  'Фрукты на вес': 'Fruit by weight',
  'Взвешиваем при сборке, платите за граммы': 'Weighed as we pack: pay by the gram',
  'Сёмга −12%': 'Salmon −12%',
  'Охлаждённая, привозим каждое утро': 'Chilled, delivered every morning',
  'Сезон клубники': 'Strawberry season',
  'Свежий хлеб': 'Fresh bread',
  Молочное: 'Dairy',
  'Крупы и макароны': 'Grains and pasta',
  'Запас на неделю': "A week's supply",
};

/** Prize labels of the fortune wheel (wheel-routes.ts WHEEL_PRIZES) in English. */
const wheelLabelsEn: Record<string, string> = {
  'Скидка 5%': '5% off',
  'Скидка 10%': '10% off',
  'Скидка 15%': '15% off',
  '20 бонусов': '20 points',
  '50 бонусов': '50 points',
  '100 бонусов': '100 points',
  '300 бонусов': '300 points',
  'Повезёт завтра': 'Better luck tomorrow',
};

/**
 * The account's shop texts in English: the food preferences' options (migrations.ts), the
 * welcome notification, the referral card's templates (personal-codes.ts REFERRAL_TEXTS) and the
 * wheel's prizes with the titles of the coupons it gives.
 */
export const accountStringsEn: Record<string, string> = {
  'Без лука': 'No onion',
  'Без глютена': 'Gluten-free',
  Вегетарианское: 'Vegetarian',
  Острое: 'Spicy',
  'Без лактозы': 'Lactose-free',
  Халяль: 'Halal',
  // The grocery's (grocery-shop.ts GROCERY_PREFERENCES).
  'Без пакетов': 'No bags',
  'Бананы позеленее': 'Bananas on the green side',
  'Молочное с самым долгим сроком': 'Dairy with the longest shelf life',
  'Позвонить, если нужна замена': 'Call me if something needs replacing',
  'Без замен: не класть, если нет': 'No replacements: leave out what is missing',
  'Добро пожаловать!': 'Welcome!',
  'Спасибо, что вы с нами. Мы начислили вам приветственные бонусы: ими можно оплатить часть заказа.':
    'Thank you for being with us. We have added welcome points to your account: use them to pay for part of an order.',
  'Спасибо, что вы с нами.': 'Thank you for being with us.',
  [REFERRAL_TEXTS.menu_text]: 'Invite a friend',
  [REFERRAL_TEXTS.text]:
    'Give a friend {amount}% off their first order with your promo code; once they order, we add {bonus} points to your account.',
  [REFERRAL_TEXTS.share]: '{amount}% off your first order at {shop}! Promo code: {coupon}',
  [REFERRAL_TEXTS.shareNoShop]: '{amount}% off your first order! Promo code: {coupon}',
  ...wheelLabelsEn,
  ...Object.fromEntries(
    WHEEL_PRIZES.filter((p) => p.kind === 'coupon').map((p) => [
      wheelCouponTitle(p.label),
      `${wheelLabelsEn[p.label] ?? p.label} (fortune wheel)`,
    ]),
  ),
};
