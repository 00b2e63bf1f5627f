// The demo shop's English texts: what the seed writes as the English translations (WPML-style)
// of the Russian catalogue in catalog-data.ts and grocery-data.ts, keyed by slug or Russian phrase.

/** English product descriptions, keyed by product slug (both data files). */
export const productDescriptionsEn: Record<string, string> = {
  // Pizza
  'pizza-margherita':
    'Ripe tomato sauce, mozzarella and fresh basil on a thin crust. A classic you never tire of.',
  'pizza-pepperoni':
    'Spicy pepperoni, stretchy mozzarella and our signature tomato sauce. The most ordered pizza from our kitchen.',
  'pizza-four-cheese':
    'Mozzarella, gorgonzola, parmesan and cheddar on a delicate cream sauce. For those who like plenty of cheese.',
  'pizza-ham-mushrooms':
    'Juicy ham, button mushrooms and mozzarella on tomato sauce. A simple, hearty pizza for the whole family.',
  'pizza-hawaiian':
    'Chicken, sweet pineapple and mozzarella on a cream sauce. An unexpected but very happy pairing.',
  'pizza-meat-bbq':
    'Beef, bacon, pepperoni and hunter sausages with barbecue sauce and mozzarella. A hearty pizza for a big crowd.',
  'pizza-chicken-ranch':
    'Tender chicken, cherry tomatoes and herby ranch sauce. A light, creamy pizza with a crispy crust.',
  'pizza-diablo':
    'Spicy salami, jalapeños, red onion and a peppery tomato sauce. For those who like it hot.',
  'pizza-truffle':
    'Porcini, button mushrooms, mozzarella and truffle oil on a cream sauce. A fragrant limited-edition pizza.',
  'pizza-carbonara':
    'Bacon, parmesan, mozzarella and a creamy egg-yolk sauce: just like the famous pasta, only as a pizza.',
  'pizza-veggie':
    'Bell pepper, tomatoes, button mushrooms, olives and red onion on tomato sauce. Bright and light, with no meat at all.',

  // Rolls, sets and sushi
  'roll-philadelphia':
    'Tender chilled salmon, cream cheese and fresh cucumber. 8 pieces of our most popular roll.',
  'roll-california':
    'Snow crab, ripe avocado and cucumber, rolled in masago roe. 8 pieces with a light, fresh taste.',
  'roll-dragon':
    'Smoked eel, cream cheese and cucumber under thin slices of avocado and unagi sauce. 8 pieces.',
  'roll-spicy-tuna':
    'Tuna in spicy sauce, cucumber and spring onion. 8 pieces for those who like a little heat.',
  'roll-baked-salmon':
    'Salmon, cream cheese and cucumber under a cheese cap baked to a golden crust. Served warm.',
  'roll-tempura-shrimp':
    'Tiger prawn in crispy tempura batter, avocado and unagi sauce. Crunchy outside, tender inside.',
  'roll-kappa':
    'Crunchy cucumber with sesame, wrapped in rice and nori. 6 pieces of a light classic roll.',
  'roll-avocado': 'Ripe avocado, rice and crisp nori: 6 delicate pieces with no fish.',
  'set-philadelphia-mix':
    'Three Philadelphias: classic, with eel and baked. 24 pieces for a party of two or three.',
  'set-hot':
    'Baked rolls with salmon, crab and eel, plus shrimp tempura. 32 warm pieces under a cheese cap.',
  'set-family':
    'Philadelphia, California, Dragon, Spicy Tuna, kappa maki and a baked roll: 48 pieces for the whole family.',
  'nigiri-salmon':
    'A slice of chilled salmon on rice with a dab of wasabi. Served in pairs, minimum order 2 pieces.',
  'nigiri-eel': 'Smoked eel with unagi sauce and sesame on rice. A tender, slightly sweet taste.',
  'nigiri-tuna': 'A juicy slice of tuna on rice. For those who love the pure taste of fish.',
  'nigiri-shrimp': 'Poached tiger prawn on rice: a Japanese sushi bar classic.',
  'gunkan-spicy-salmon': 'Chopped salmon with spicy sauce in a nori boat. Bright and zesty.',

  // Burgers
  'burger-classic':
    'A grilled beef patty, tomatoes, iceberg lettuce, pickles and our signature sauce in a soft brioche bun.',
  'burger-double-cheese':
    'Two juicy beef patties, double cheddar, onion and pickles. For a real appetite.',
  'burger-bacon-bbq':
    'A beef patty, crispy bacon, onion rings and smoky barbecue sauce. A true American taste.',
  'burger-jalapeno':
    'A beef patty, jalapeño peppers, pepper jack and chipotle sauce. It burns, but you cannot stop.',
  'burger-chicken-crunch':
    'Crispy breaded chicken fillet, lettuce, tomatoes and a garlic-herb sauce. Juicy and crunchy.',
  'burger-falafel':
    'A chickpea and herb patty, hummus, fresh vegetables and tahini sauce in a wholegrain bun.',
  'burger-kids':
    'A small beef patty, a slice of cheese and a little ketchup, with no onion and no spicy sauces.',

  // Snacks
  fries: 'Golden, crispy French fries with sea salt. Every burger’s best friend.',
  'potato-wedges': 'Skin-on potato wedges baked with paprika, garlic and herbes de Provence.',
  'nuggets-9': 'Chicken fillet bites in a crispy coating. Tender inside, golden outside.',
  'wings-bbq':
    'Eight chicken wings in a barbecue glaze, baked to a crispy finish. Perfect with pizza.',
  'onion-rings': 'Sweet onion in a crispy beer batter. Served with a sauce of your choice.',
  'cheese-sticks': 'Mozzarella in a golden coating that stretches with every bite. 6 pieces.',
  gyoza:
    'Japanese chicken and cabbage dumplings, pan-fried crisp on one side. 6 pieces with ponzu sauce.',

  // Salads and poke
  'salad-caesar':
    'Romaine, grilled chicken fillet, parmesan, garlic croutons and our signature Caesar dressing.',
  'salad-greek':
    'Tomatoes, cucumbers, bell pepper, olives and feta with oregano. As fresh as summer on Crete.',
  'salad-roastbeef':
    'Slices of roast beef, mixed leaves, roasted tomatoes and sun-dried cherry tomatoes with a honey-mustard dressing.',
  'poke-salmon':
    'Salmon, edamame, cucumber, avocado and chuka seaweed on a bed of rice. Filling and wholesome in one bowl.',
  'poke-shrimp':
    'Tiger prawns, rice, mango, cucumber, red cabbage and sesame. A fresh tropical taste.',
  'poke-tofu':
    'Pan-fried tofu, brown rice, avocado, edamame, carrot and nori. A complete meat-free lunch.',
  'salad-olivier':
    'The real Olivier: boiled beef, potatoes, carrots, pickles, peas and homemade mayonnaise.',

  // Soups
  'soup-tom-yum':
    'A hot and sour coconut-milk soup with tiger prawns, mushrooms and lime. Served with rice.',
  'soup-borscht':
    'Rich borscht on beef broth with sour cream and a slice of Borodinsky bread. Just like grandma’s.',
  'soup-chicken-noodle':
    'Clear chicken broth with homemade noodles, carrots and herbs. Warming in any weather.',
  'ramen-pork':
    'Rich tonkotsu broth, wheat noodles, slow-braised pork belly, ajitama egg and nori.',
  'soup-mushroom':
    'A velvety cream of mushroom soup with crunchy croutons and a drop of truffle oil.',
  'soup-miso': 'A light Japanese dashi soup with tofu, wakame seaweed and spring onion.',

  // Main courses
  'wok-chicken-teriyaki':
    'Udon noodles, chicken, bell pepper, carrot and sesame in teriyaki sauce, straight from a blazing wok.',
  'udon-beef': 'Wheat udon noodles with beef, green beans and chilli in a spicy sauce.',
  'pasta-carbonara':
    'Spaghetti, crispy bacon, parmesan and a creamy egg-yolk sauce. Made to the classic recipe.',
  'pasta-bolognese':
    'Tagliatelle with a beef ragù slow-cooked in tomatoes and red wine, topped with grated parmesan.',
  pelmeni: 'Handmade from beef and pork. Served with sour cream, butter and dill.',
  'steak-ribeye':
    'Grain-fed marbled beef, cooked medium. With baked potatoes and peppercorn sauce.',
  'chicken-shashlik':
    'Juicy chicken thigh in a paprika marinade, with lavash, pickled onion and tkemali sauce.',
  'curry-chicken':
    'Tender chicken in a creamy coconut-milk curry sauce with fragrant basmati rice.',

  // Desserts
  'cheesecake-ny':
    'A dense, creamy cheesecake on a shortbread base with strawberry sauce. Melts in your mouth.',
  tiramisu:
    'Espresso-soaked savoiardi and airy mascarpone cream dusted with cocoa. An Italian classic.',
  medovik: 'Thin honey sponge layers with sour cream frosting. A tender cake to a homemade recipe.',
  donuts: 'Fluffy donuts with vanilla, chocolate and strawberry glaze. Sold in boxes of 6.',
  brownie: 'A moist chocolate brownie with a crisp crust and walnuts.',
  syrniki:
    'Three golden syrniki made from farm cottage cheese, with sour cream and strawberry jam.',
  'ice-cream':
    'Two scoops of creamy vanilla ice cream. Add a drizzle of chocolate or caramel if you like.',
  'cupcake-blueberry': 'A vanilla cupcake with blueberries and a cap of cream frosting.',
  'apple-pie': 'A warm pie with Antonovka apples and cinnamon, served with a scoop of ice cream.',

  // Cold drinks
  'lemonade-tarhun':
    'The one and only green lemonade with the herbal taste of tarragon. Refreshing from the first sip.',
  'lemonade-duchess': 'Gently sparkling pear lemonade: a taste of childhood in a glass bottle.',
  'lemonade-house':
    'Made in-house: passion fruit, lime, mint and soda over ice. Sweet and sour, and very summery.',
  'water-still': 'Pure artesian water with a soft taste.',
  'water-sparkling': 'Natural mineral water with lively bubbles. Goes well with any dish.',
  'juice-orange': 'Squeezed from ripe oranges right before dispatch. No sugar at all.',
  'mors-cranberry':
    'Homemade mors from northern cranberries with a light tartness. Made fresh every morning.',
  'ice-tea-peach': 'Black tea, peach purée and ice. Mellow, fruity and not too sweet.',
  'bubble-tea': 'Black milk tea with cane syrup and tapioca pearls. Sipped through a wide straw.',
  milkshake: 'Creamy ice cream, milk and ripe strawberries whipped into a thick foam.',

  // Hot drinks
  espresso: 'A rich, aromatic espresso from medium-roast beans with notes of chocolate and nuts.',
  americano: 'A double espresso topped up with hot water. Pure coffee taste, nothing extra.',
  cappuccino: 'Espresso and silky milk foam in perfect balance. Our guests’ favourite coffee.',
  latte: 'A mellow coffee drink with lots of hot milk. Available with plant-based milk.',
  'raf-lavender':
    'Espresso whipped with cream and lavender syrup. As delicate as a dessert in a cup.',
  'flat-white':
    'A double ristretto with a thin layer of velvety milk. Stronger than a cappuccino, softer than an espresso.',
  'tea-black': 'Large-leaf Ceylon tea with thyme, in a teapot for two.',
  'tea-sea-buckthorn':
    'A warming sea buckthorn tea with orange, honey and cinnamon. A vitamin boost for a cold evening.',
  cocoa:
    'Thick cocoa made with milk and topped with melting marshmallows. Kids love it, and so do grown-ups.',

  // Fruit and vegetables
  bananas: 'Ripe, sweet bananas from Ecuador. A great snack and a perfect base for smoothies.',
  apples: 'Crunchy green apples with a refreshing tartness.',
  oranges: 'Juicy, sweet thin-skinned oranges, for fresh juice or just as they are.',
  lemons: 'Fragrant lemons for tea, baking and salad dressings.',
  tomatoes: 'Fleshy, sweet tomatoes with a bright flavour: you won’t find better for a salad.',
  cucumbers: 'Crunchy, bumpy cucumbers from greenhouses near Moscow.',
  potatoes: 'Thin-skinned new potatoes: just boil them and add dill and butter.',
  avocado: 'Ready-to-eat avocado with buttery flesh. For toast and salads.',
  strawberries: 'Fragrant, hand-picked strawberries. Delivered on the day they are harvested.',
  watermelon: 'A sweet watermelon with crisp flesh. A seasonal item: it will be back in summer.',

  // Dairy and eggs
  milk: 'Pasteurised milk from a farm in the Kaluga region. Tastes just like in childhood.',
  kefir: 'Thick kefir made with a live starter, with a mild, creamy taste.',
  tvorog: 'Crumbly farm cottage cheese for breakfast, syrniki and bakes.',
  'cheese-gouda': 'A semi-hard cheese with a mild, creamy, nutty taste, aged for 2 months.',
  eggs: 'Large, selected free-range eggs with bright yolks.',
  butter: 'Real butter made from fresh cream, with no vegetable fats.',

  // Bakery
  baguette: 'A crisp crust and an airy crumb. Baked every morning.',
  borodinsky: 'Scalded rye bread with coriander, made to the classic recipe.',
  croissant: 'A flaky all-butter croissant: crisp outside, melting inside.',
  ciabatta: 'Italian sourdough bread with olive oil and an open crumb.',

  // Combos
  'combo-lunch':
    'A classic burger, French fries and a drink of your choice. A filling lunch at a nice price.',
  'combo-for-two':
    'A 30 cm Pepperoni pizza, a Philadelphia roll and two lemonades. Perfect for a movie night.',
  'combo-kids': 'A kids burger, a small portion of fries, apple juice and a surprise gift.',
  'combo-party':
    'Two 35 cm pizzas of the chef’s choice, the Hot Set, BBQ wings and four lemonades. Feeds a party of six.',

  // Add-ons
  'sauce-cheese': 'A thick, creamy cheddar sauce.',
  'sauce-bbq': 'A smoky tomato sauce with a hint of smoked paprika.',
  'sauce-garlic': 'A creamy sauce with roasted garlic and herbs.',
  'sauce-ketchup': 'Classic ketchup made from ripe tomatoes.',
  'sauce-sweet-chili': 'Thai sweet chilli sauce, for nuggets, gyoza and woks.',
  'sauce-teriyaki': 'A sweet and salty Japanese sauce made with soy and mirin.',
  'sauce-spicy': 'Spicy Japanese mayo with chilli, for rolls and poke.',
  'sauce-unagi': 'A thick, sweet sauce for eel and baked rolls.',
  ginger: 'Delicate pink ginger to refresh your palate between rolls.',
  wasabi: 'A fiery Japanese condiment for sushi and rolls.',
  'soy-sauce': 'Naturally brewed soy sauce.',
  'extra-cheese': 'Even more stretchy mozzarella for your pizza.',
  'extra-bacon': 'A few slices of crispy smoked bacon.',
  jalapeno: 'Pickled hot peppers that add fire to any dish.',
  bag: 'A sturdy paper bag with handles for your order.',
  cutlery: 'Wooden cutlery, chopsticks and napkins for one person.',

  // Grocery shop (grocery-data.ts)
  'chicken-fillet':
    'Tender skinless, boneless broiler chicken fillet. For frying, roasting or stewing.',
  'beef-mince': 'Mince from chilled beef, about 15% fat. For cutlets, bolognese and pelmeni.',
  'salmon-steak':
    'Atlantic salmon steaks with a vivid colour and firm flesh. Delivered every morning.',
  shrimps: 'Cooked and frozen king prawns, size 40/50. Just thaw and serve.',
  spaghetti:
    'Italian spaghetti made from durum wheat flour: cooks in 9 minutes and never sticks together.',
  'rice-basmati': 'Fragrant long-grain rice: for a fluffy side dish or plov.',
  buckwheat: 'Select Altai buckwheat. Cooks quickly and is never bitter.',
  'olive-oil': 'First cold-pressed oil from Greece with a grassy aroma.',
  honey: 'Runny Altai wildflower honey. For tea, syrniki and marinades.',
  'coffee-beans': 'A blend of Brazilian and Colombian arabica with notes of chocolate and nuts.',
};

/**
 * The grocery shop's own texts where grocery-data.ts reuses a slug of catalog-data.ts with a
 * different Russian description (the restaurant's text stays in productDescriptionsEn).
 */
export const groceryProductDescriptionsEn: Record<string, string> = {
  'lemonade-tarhun':
    'The one and only emerald Tarkhun lemonade, made with natural tarragon extract.',
  'water-still': 'Artesian water with soft mineralisation.',
};

/** English category descriptions, keyed by category slug (both data files, subcategories too). */
export const categoryDescriptionsEn: Record<string, string> = {
  pizza: 'Thin-crust, oven-baked pizza: classic and signature recipes.',
  'pizza-classic': 'Time-tested Italian recipes.',
  'pizza-signature': 'Original pizzas by our head chef.',
  'rolls-sushi': 'Rolls, sets and sushi made with chilled fish. Prepared as soon as you order.',
  rolls: 'Classic, baked and tempura rolls.',
  sets: 'Roll sets for sharing: better value than ordering separately.',
  sushi: 'Nigiri and gunkan, by the piece.',
  burgers: 'Juicy marbled beef and chicken burgers in brioche buns.',
  snacks: 'Fries, nuggets, wings and everything crunchy.',
  'salads-soups': 'Fresh salads, poke and hot soups for every day.',
  salads: 'Salads and poke bowls made from fresh ingredients.',
  soups: 'Hearty soups that warm you up.',
  hot: 'Pasta, wok, steaks and home-style dishes.',
  desserts: 'Cakes, donuts, ice cream and other sweets.',
  drinks: 'Lemonades, fresh juices, coffee and tea.',
  'cold-drinks': 'Lemonades, mors, fresh juices and water.',
  'hot-drinks': 'Coffee from freshly roasted beans and fragrant tea.',
  grocery: 'Fruit, vegetables, dairy and fresh bread, delivered together with your order.',
  'fruits-vegetables': 'Fresh fruit and vegetables sold by weight.',
  'dairy-eggs': 'Farm dairy products and eggs.',
  bakery: 'Bread and pastries from our own bakery.',
  combo: 'Ready-made sets for lunch or a get-together: better value than ordering separately.',
  dopy: 'Sauces, extras and packaging for your order.',
  // Only in the grocery shop (grocery-data.ts)
  'meat-fish': 'Chilled meat, poultry and fish, delivered every morning.',
  pantry: 'Grains, pasta, oil and honey.',
};

/**
 * The grocery shop's own texts where grocery-data.ts reuses a category slug of catalog-data.ts
 * with a different Russian description (the restaurant's text stays in categoryDescriptionsEn).
 */
export const groceryCategoryDescriptionsEn: Record<string, string> = {
  'fruits-vegetables':
    'Seasonal fruit and vegetables: priced per kilogram, weighed when we pack your order.',
  'dairy-eggs': 'Milk, kefir, cottage cheese, cheese and eggs from farms.',
  bakery: 'Bread and pastries from the bakery next door.',
  drinks: 'Water, lemonades and coffee.',
};

/** Option-group, option, variation and variation-value names: Russian → English. */
export const phrasesEn: Record<string, string> = {
  // Pizza size (option group and variation)
  Размер: 'Size',
  '25 см': '25 cm',
  '30 см': '30 cm',
  '35 см': '35 cm',
  // Pizza crust
  Борт: 'Crust',
  'Сырный борт': 'Cheese crust',
  'Борт с пепперони': 'Pepperoni crust',
  'Чесночный борт': 'Garlic crust',
  // Burger extras
  Добавки: 'Extras',
  'Сыр чеддер': 'Cheddar cheese',
  Бекон: 'Bacon',
  Халапеньо: 'Jalapeño',
  'Маринованные огурцы': 'Pickles',
  'Карамелизированный лук': 'Caramelised onion',
  'Вторая котлета': 'Extra patty',
  // Poke sauce and salad dressing
  Соус: 'Sauce',
  Спайси: 'Spicy',
  Унаги: 'Unagi',
  Кунжутный: 'Sesame',
  Понзу: 'Ponzu',
  'Оливковое масло с лимоном': 'Olive oil with lemon',
  Бальзамический: 'Balsamic',
  'Медово-горчичный': 'Honey mustard',
  // Combo drink
  Напиток: 'Drink',
  'Лимонад «Тархун»': 'Tarragon lemonade',
  'Лимонад «Дюшес»': 'Pear lemonade',
  'Морс клюквенный': 'Cranberry mors',
  'Домашний лимонад с маракуйей': 'Homemade passion fruit lemonade',
};

/** English brand descriptions, keyed by brand slug (seedBrands, plus the grocery shop's own). */
/** English brand names, keyed by brand slug. */
export const brandNamesEn: Record<string, string> = {
  'fresh-farm': 'Fresh Farm',
  'molochnaya-ferma': 'Dairy Farm',
  'limonadnaya-fabrika': 'Lemonade Factory',
  'chistyj-istochnik': 'Clear Spring',
  'severnaya-obzharka': 'Northern Roast',
  'zernovoy-dvor': 'Grain Yard',
};

export const brandDescriptionsEn: Record<string, string> = {
  'fresh-farm': 'Fruit, vegetables and eggs from farms in the Moscow region and southern Russia.',
  'molochnaya-ferma':
    'Milk, kefir, cottage cheese and butter from whole milk, with no vegetable fats.',
  'limonadnaya-fabrika': 'Classic Soviet lemonades made with natural extracts.',
  'chistyj-istochnik': 'Drinking and mineral water from artesian wells.',
  'severnaya-obzharka':
    'Freshly roasted coffee from a Moscow roastery: espresso blends and single origins.',
  // groceryBrands (grocery-data.ts)
  'zernovoy-dvor': 'Grains and pasta made from Altai and Kuban grain.',
};
