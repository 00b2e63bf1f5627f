// Addresses the demo geocoder knows: real streets of the two demo cities with approximate real
// coordinates, [lon, lat]. Most fall inside the delivery zones (seed/geo.ts); the towns around
// each city fall outside every zone, so 'Ваш адрес вне зоны доставки' can be seen in the demo.

export interface SeedStreet {
  /** The settings location (city) the address belongs to. */
  city: 'Москва' | 'Новосибирск';
  /** The street as people write it, with its type: 'ул. Покровка', 'Тверская ул.'. */
  street: string;
  /** Other spellings people type ('покровка', 'tverskaya'). */
  aliases?: string[];
  /** A town outside the city itself, shown in the subtitle. */
  locality?: string;
  houses: Record<string, [lon: number, lat: number]>;
}

/** The streets of one city, each marked with it. */
const inCity = (city: SeedStreet['city'], streets: Omit<SeedStreet, 'city'>[]): SeedStreet[] =>
  streets.map((street) => ({ city, ...street }));

export const seedStreets: SeedStreet[] = [
  ...inCity('Москва', [
    // Moscow, inside the Garden Ring (zone msk-centre)
    {
      street: 'ул. Покровка',
      aliases: ['pokrovka'],
      houses: { '1': [37.6378, 55.7583], '17': [37.6451, 55.7587], '27': [37.6492, 55.7594] },
    },
    {
      street: 'Тверская ул.',
      aliases: ['tverskaya'],
      houses: { '7': [37.6112, 55.7595], '13': [37.6079, 55.7617], '22': [37.6014, 55.7679] },
    },
    {
      street: 'ул. Арбат',
      aliases: ['arbat'],
      houses: { '10': [37.5968, 55.7507], '24': [37.5925, 55.7502], '38': [37.5876, 55.7481] },
    },
    {
      street: 'ул. Мясницкая',
      aliases: ['myasnitskaya'],
      houses: { '13': [37.6338, 55.7618], '24': [37.6381, 55.7637] },
    },
    {
      street: 'ул. Большая Ордынка',
      houses: { '21': [37.6253, 55.7383], '40': [37.6236, 55.7343] },
    },
    { street: 'Пятницкая ул.', houses: { '33': [37.6283, 55.738] } },
    { street: 'Никольская ул.', houses: { '10': [37.6236, 55.7577] } },
    { street: 'ул. Маросейка', houses: { '9': [37.6353, 55.7572] } },
    { street: 'ул. Новый Арбат', houses: { '15': [37.589, 55.7525] } },
    { street: 'ул. Сретенка', houses: { '20': [37.632, 55.7695] } },
    { street: 'ул. Петровка', houses: { '15': [37.617, 55.765] } },
    { street: 'ул. Большая Дмитровка', houses: { '7': [37.615, 55.761] } },
    { street: 'Чистопрудный бульвар', houses: { '12': [37.644, 55.762] } },
    { street: 'ул. Большая Якиманка', houses: { '22': [37.612, 55.737] } },
    { street: 'Садовая-Кудринская ул.', houses: { '25': [37.587, 55.764] } },
    // Moscow, inside the Third Ring (msk-near)
    {
      street: 'Кутузовский пр-т',
      aliases: ['кутузовский проспект'],
      houses: { '24': [37.544, 55.743], '30': [37.536, 55.7405] },
    },
    { street: 'ул. Бауманская', houses: { '58': [37.6796, 55.7729] } },
    { street: 'пр-т Мира', aliases: ['проспект мира'], houses: { '79': [37.634, 55.796] } },
    { street: 'ул. Шаболовка', houses: { '37': [37.609, 55.718] } },
    {
      street: 'Комсомольский пр-т',
      aliases: ['комсомольский проспект'],
      houses: { '28': [37.584, 55.728] },
    },
    // Moscow, up to the ring road (msk-far)
    { street: 'Профсоюзная ул.', houses: { '56': [37.549, 55.664] } },
    { street: 'Варшавское ш.', aliases: ['варшавское шоссе'], houses: { '87': [37.619, 55.65] } },
    {
      street: 'пр-т Вернадского',
      aliases: ['проспект вернадского'],
      houses: { '41': [37.506, 55.677] },
    },
    {
      street: 'Волгоградский пр-т',
      aliases: ['волгоградский проспект'],
      houses: { '42': [37.717, 55.712] },
    },
    { street: 'Первомайская ул.', houses: { '42': [37.79, 55.795] } },
    { street: 'Дмитровское ш.', aliases: ['дмитровское шоссе'], houses: { '13': [37.578, 55.82] } },
    // Moscow region: outside every zone
    { street: 'Ленинградская ул.', locality: 'Химки', houses: { '1': [37.445, 55.889] } },
    { street: 'Новомытищинский пр-т', locality: 'Мытищи', houses: { '30': [37.73, 55.918] } },
    {
      street: 'ш. Энтузиастов',
      aliases: ['шоссе энтузиастов'],
      locality: 'Балашиха',
      houses: { '36': [37.945, 55.796] },
    },
    { street: 'ул. Ленина', locality: 'Красногорск', houses: { '5': [37.33, 55.82] } },
    { street: 'Октябрьский пр-т', locality: 'Люберцы', houses: { '112': [37.895, 55.678] } },
    { street: 'ул. Кирова', locality: 'Подольск', houses: { '5': [37.548, 55.431] } },
  ]),
  ...inCity('Новосибирск', [
    // Novosibirsk, centre (nsk-centre)
    {
      street: 'Красный пр-т',
      aliases: ['красный проспект'],
      houses: { '25': [82.9174, 55.0331], '220': [82.91, 55.074] },
    },
    { street: 'ул. Ленина', houses: { '12': [82.914, 55.03] } },
    { street: 'Советская ул.', houses: { '18': [82.915, 55.034] } },
    { street: 'ул. Фрунзе', houses: { '5': [82.929, 55.037] } },
    { street: 'ул. Кирова', houses: { '44': [82.952, 55.022] } },
    { street: 'Вокзальная магистраль', houses: { '16': [82.905, 55.033] } },
    { street: 'ул. Гоголя', houses: { '38': [82.94, 55.042] } },
    // Novosibirsk, the rest of the city (nsk-city)
    { street: 'ул. Кошурникова', houses: { '8': [82.983, 55.042] } },
    { street: 'ул. Троллейная', houses: { '20': [82.863, 54.995] } },
    { street: 'ул. Богдана Хмельницкого', houses: { '20': [82.962, 55.078] } },
    {
      street: 'пр-т Карла Маркса',
      aliases: ['проспект карла маркса'],
      houses: { '1': [82.896, 54.984] },
    },
    // Around Novosibirsk: outside every zone
    { street: 'Морской пр-т', locality: 'Академгородок', houses: { '54': [83.102, 54.843] } },
    { street: 'ул. Ленина', locality: 'Бердск', houses: { '89': [83.105, 54.758] } },
    { street: 'Никольский пр-т', locality: 'Кольцово', houses: { '10': [83.185, 54.938] } },
  ]),
];
