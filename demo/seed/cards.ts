// Demo content of the cards brand "Kartenfee": its constants and per-language copy, built into stories by ./build.
import { brandStories, type Brand, type Copy, type Regional } from './build'
import { withCategoryPages } from './category-pages'
import { withEditorialPages } from './editorial-pages'
import type { DemoStorySeed } from './types'

const BRAND: Brand = {
  name: 'Kartenfee',
  key: 'cards',
  site: 'https://www.kartenfee.example',
  mail: 'service@kartenfee.example',
  barId: 'winter-sale',
  home: ['teaser-home-cards', '#fbeff5', '#2d1b2e'],
  products: [
    ['fotokalender', 'teaser-calendar', '#fff4e0', '#3a2a12'],
    ['grusskarten', 'teaser-cards', '#f3ecfa', '#2d1b2e'],
  ],
  seo: {
    sameAs: ['https://www.instagram.com/kartenfee', 'https://www.pinterest.com/kartenfee'],
    snippets: {
      fotokalender: {
        sku: 'cards-fotokalender',
        brand: 'Kartenfee',
        lowPrice: '{price:calendar}',
        offerCount: '3',
        ratingValue: '4.6',
        reviewCount: '1287',
      },
      grusskarten: {
        sku: 'cards-grusskarten',
        brand: 'Kartenfee',
        lowPrice: '{price:card}',
        offerCount: '2',
      },
    },
  },
  theme: ['winterzauber', 'Winterzauber', 'teaser-cards', '#e9eef7', '#1c2a44'],
  shopColors: ['#8e3b7a', '#d9822b'],
  designs: {
    fotokalender: { product: 'calendar', listing: '/alle-fotokalender/' },
    grusskarten: { product: 'card', listing: '/karten-designen/' },
  },
  nav: ['inspiration', 'help', 'vouchers'],
  foot: [
    ['help', 'shipping', '@'],
    ['about', 'sustainability', 'jobs'],
    ['imprint', 'privacy', 'terms'],
  ],
}

const COPY: Copy[] = [
  {
    f: 'de-de',
    home: {
      t: 'Fotokalender & Grußkarten selbst gestalten',
      d: 'Gestalte Fotokalender und Grußkarten mit deinen Lieblingsfotos – gedruckt auf Premiumpapier in Deutschland und in 2–3 Werktagen bei dir zu Hause.',
      h: 'Deine schönsten Momente, jeden Monat neu',
      s: 'Fotokalender und Karten, die von Herzen kommen – ganz einfach online gestaltet.',
      a: 'Fotokalender an einer Wand neben gefalteten Grußkarten',
      c: 'Fotokalender gestalten',
      hl: 'Persönlich gedruckt, liebevoll verschickt',
      tx: [
        [
          'Bei Kartenfee wird aus deinen Fotos etwas zum Anfassen: [Fotokalender](/fotokalender) für jede Wand und [Grußkarten](/grusskarten) für jeden Anlass. Du wählst Format, Papier und Layout – wir drucken **in unserer eigenen Druckerei in Deutschland** und prüfen jede Bestellung von Hand.',
        ],
        [
          '## Darauf kannst du dich verlassen',
          [
            'Matte und glänzende Premiumpapiere aus FSC®-zertifizierter Herstellung',
            'Versand in 2–3 Werktagen',
            'Kostenlose Vorschau jeder Seite vor der Bestellung',
            'Nicht zufrieden? Wir drucken kostenlos neu.',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Fotokalender',
        t: 'Fotokalender selbst gestalten',
        d: 'Fotokalender mit eigenen Bildern gestalten: Wandkalender, Tischkalender und Familienplaner in vielen Formaten, ab {price:calendar} und in 2–3 Werktagen geliefert.',
        h: 'Fotokalender mit deinen Bildern',
        s: 'Zwölf Monate, zwölf Lieblingsmomente – für die Wand, den Schreibtisch oder die ganze Familie.',
        a: 'Aufgeschlagener Fotokalender an einer Wand',
        c: 'Jetzt gestalten',
        hl: 'Dein Kalender, dein Format',
        tx: [
          [
            '## Formate und Papiere',
            'Ob großer Wandkalender fürs Wohnzimmer oder kompakter Tischkalender fürs Büro: Jeden Kalender füllst du mit eigenen Fotos, Notizen und Geburtstagen. Den Startmonat wählst du frei.',
            [
              'Wandkalender A4 ({size:2100x2970}) ab {price:calendar/wandkalender}',
              'Wandkalender A3 ({size:2970x4200})',
              'Tischkalender ({size:2100x1480}) ab {price:calendar/tischkalender}',
              'Premium-Fotopapier matt oder seidenglänzend, 250 g/m²',
            ],
          ],
        ],
      },
      {
        n: 'Grußkarten',
        t: 'Grußkarten mit Foto gestalten',
        d: 'Grußkarten mit Foto für Geburtstag, Hochzeit, Geburt und Weihnachten: Klappkarten und Postkarten gestalten, schon ab {price:card/klappkarte} pro Karte.',
        h: 'Grußkarten, die in Erinnerung bleiben',
        s: 'Für Geburtstag, Hochzeit, Geburt oder Weihnachten – mit deinem Foto und deinen Worten.',
        a: 'Gefaltete Grußkarten mit Umschlägen',
        c: 'Karte gestalten',
        hl: 'Für jeden Anlass die passende Karte',
        tx: [
          [
            '## Papier, Format, Veredelung',
            'Wähle aus hunderten Designs oder starte mit einer leeren Karte. Jede Karte wird einzeln gedruckt, sorgfältig gefalzt; passende Umschläge bekommst du auf Wunsch dazu, für {price:accessory/umschlag-c6} pro Stück.',
            [
              'Klappkarte A6 ({size:1050x1480}) ab {price:card/klappkarte} pro Karte',
              'Postkarte A6, ein- oder beidseitig bedruckt, ab {price:card/postkarte}',
              'Naturpapier oder Premium-Karton mit 350 g/m²',
              'Veredelung mit Goldfolie ab 25 Karten',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Alle Produkte: Fotokalender & Grußkarten',
      d: 'Alle Produkte von Kartenfee im Überblick: Fotokalender für Wand und Schreibtisch und Grußkarten mit Foto für jeden Anlass – gedruckt in Deutschland.',
      h: 'Alle Produkte im Überblick',
      s: 'Fotokalender und Grußkarten mit deinen eigenen Fotos – finde das passende Produkt für deine Idee.',
      a: 'Fotokalender an einer Wand neben gefalteten Grußkarten',
      c: 'Fotokalender gestalten',
      hl: 'Was möchtest du gestalten?',
      tx: [
        [
          'Bei Kartenfee findest du zwei Produkte, die du ganz einfach online mit deinen Fotos gestaltest:',
          [
            '[Fotokalender](/fotokalender): Wand- und Tischkalender in vielen Formaten, mit einem Lieblingsfoto für jeden Monat.',
            '[Grußkarten](/grusskarten): Klappkarten und Postkarten mit deinem Foto für Geburtstag, Hochzeit, Geburt und Weihnachten.',
          ],
        ],
      ],
    },
    th: {
      t: 'Winterzauber – Weihnachtskarten',
      d: 'Das Design Winterzauber für deine Weihnachtskarten: verschneite Tannen, funkelnde Sterne und Platz für dein Foto – als Klappkarte oder Postkarte ab {price:card/postkarte}.',
      h: 'Winterzauber: Weihnachtskarten mit Glanz',
      s: 'Verschneite Tannen, funkelnde Sterne und dein schönstes Familienfoto – Weihnachtsgrüße, die von Herzen kommen.',
      a: 'Weihnachtskarten im Design Winterzauber mit Umschlägen',
      c: 'Jetzt gestalten',
      hl: 'Festlich, schlicht und ganz persönlich',
      tx: [
        [
          'Winterzauber verbindet zarte Schneeflocken und verschneite Tannen in Nachtblau und Gold mit viel Platz für dein Foto und deinen Gruß. Die Schrift wirkt wie von Hand geschrieben, kleine Sterne setzen feine Akzente. So wird jede Karte festlich, ohne überladen zu wirken.',
          [
            'Klappkarte A6 ({size:1050x1480}) ab {price:card/klappkarte} oder Postkarte A6 ab {price:card/postkarte}',
            'Premium-Karton mit 350 g/m² oder Naturpapier, Umschläge auf Wunsch für {price:accessory/umschlag-c6} pro Stück',
            'Sterne und Schriftzug ab 25 Karten mit Goldfolie veredelt',
          ],
        ],
      ],
    },
    usp: ['Versand in 2–3 Werktagen', 'Gedruckt in Deutschland', 'Zufriedenheitsgarantie'],
    err: [
      'Diese Seite gibt es leider nicht (mehr). Entdecke stattdessen unsere Fotokalender und Grußkarten oder starte einfach auf der Kartenfee-Startseite neu.',
      'Seite nicht gefunden',
      [
        'Hoppla – diese Seite haben wir leider nicht gefunden. Vielleicht hat sich ein Tippfehler eingeschlichen oder die Seite ist umgezogen. Entschuldige bitte!',
        'Zurück zur [Startseite](/) oder direkt weiter zu unseren [Fotokalendern](/fotokalender) und [Grußkarten](/grusskarten).',
      ],
    ],
    bar: '<strong>Winter-Sale:</strong> 20 % auf alle Fotokalender mit Code <b>WINTER20</b>',
    nav: ['Inspiration', 'Hilfe', 'Gutscheine'],
    hot: '030 23125 410',
    svc: 'Mo–Fr 8–18 Uhr',
    foot: [
      ['Kundenservice', ['Hilfe & FAQ', 'Versand & Lieferung', 'Kontakt']],
      ['Über uns', ['Über Kartenfee', 'Nachhaltigkeit', 'Jobs']],
      ['Rechtliches', ['Impressum', 'Datenschutz', 'AGB']],
    ],
  },
  {
    f: 'en-gb',
    home: {
      t: 'Personalised photo calendars & greeting cards',
      d: 'Create photo calendars and greeting cards with your favourite pictures – printed on premium paper and delivered to your door in 3–5 working days.',
      h: 'Your favourite moments, a new one every month',
      s: 'Photo calendars and cards straight from the heart – designed online in minutes.',
      a: 'Photo calendar on a wall next to folded greeting cards',
      c: 'Design a calendar',
      hl: 'Printed for you, sent with care',
      tx: [
        [
          'At Kartenfee, your photos become something you can hold: [photo calendars](/fotokalender) for every wall and [greeting cards](/grusskarten) for every occasion. You choose the size, paper and layout – we print **in our own print shop** and check every order by hand.',
        ],
        [
          '## What you can count on',
          [
            'Premium matt and gloss papers from FSC®-certified sources',
            'Dispatched within 2–3 working days',
            'Free preview of every page before you order',
            'Not happy? We’ll reprint it free of charge.',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Photo calendars',
        t: 'Personalised photo calendars',
        d: 'Design your own photo calendar: wall calendars, desk calendars and family planners in lots of sizes, from {price:calendar} and dispatched within 2–3 working days.',
        h: 'Photo calendars made with your pictures',
        s: 'Twelve months, twelve favourite moments – for the wall, the desk or the whole family.',
        a: 'Open photo calendar hanging on a wall',
        c: 'Start designing',
        hl: 'Your calendar, your size',
        tx: [
          [
            '## Sizes and papers',
            'Whether it’s a large wall calendar for the living room or a compact desk calendar for the office, you can fill every page with your own photos, notes and birthdays – and start in any month you like.',
            [
              'A4 wall calendar ({size:2100x2970}) from {price:calendar/wandkalender}',
              'A3 wall calendar ({size:2970x4200})',
              'Desk calendar ({size:2100x1480}) from {price:calendar/tischkalender}',
              'Premium matt or satin photo paper, 250 gsm',
            ],
          ],
        ],
      },
      {
        n: 'Greeting cards',
        t: 'Personalised photo greeting cards',
        d: 'Photo greeting cards for birthdays, weddings, new arrivals and Christmas: design folded cards and postcards, from just {price:card/klappkarte} a card.',
        h: 'Greeting cards they’ll keep',
        s: 'For birthdays, weddings, new babies or Christmas – with your photo and your words.',
        a: 'Folded greeting cards with envelopes',
        c: 'Design a card',
        hl: 'The right card for every occasion',
        tx: [
          [
            '## Paper, size and finish',
            'Pick from hundreds of designs or start with a blank card. Every card is printed individually, and carefully folded.',
            [
              'A6 folded card ({size:1050x1480}) from {price:card/klappkarte} a card',
              'A6 postcard, printed on one or both sides, from {price:card/postkarte}',
              'Natural paper or 350 gsm premium card',
              'Gold foil finish on orders of 25 cards or more',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'All products: photo calendars & greeting cards',
      d: 'All Kartenfee products at a glance: photo calendars for your wall or desk and photo greeting cards for every occasion – printed to order in Germany.',
      h: 'All products at a glance',
      s: 'Photo calendars and greeting cards made with your own pictures – find the right one for your idea.',
      a: 'Photo calendar on a wall next to folded greeting cards',
      c: 'Design a calendar',
      hl: 'What would you like to create?',
      tx: [
        [
          'Kartenfee has two products you can design online in minutes with your own photos:',
          [
            '[Photo calendars](/fotokalender): wall and desk calendars in lots of sizes, with a favourite photo for every month.',
            '[Greeting cards](/grusskarten): folded cards and postcards with your photo for birthdays, weddings, new arrivals and Christmas.',
          ],
        ],
      ],
    },
    th: {
      t: 'Winterzauber – Christmas cards',
      d: 'Our Winterzauber design for your Christmas cards: snowy fir trees, twinkling stars and room for your photo – as a folded card or postcard, from just {price:card/postkarte}.',
      h: 'Winterzauber: Christmas cards with sparkle',
      s: 'Snow-covered firs, twinkling stars and your favourite family photo – Christmas greetings straight from the heart.',
      a: 'Christmas cards in the Winterzauber design with envelopes',
      c: 'Start designing',
      hl: 'Festive, simple and personal',
      tx: [
        [
          'Winterzauber pairs delicate snowflakes and snowy fir trees in midnight blue and gold with plenty of room for your photo and message. The lettering has a handwritten feel, and little stars add a subtle sparkle. Every card looks festive without ever feeling cluttered.',
          [
            'A6 folded card ({size:1050x1480}) from {price:card/klappkarte} or A6 postcard from {price:card/postkarte}',
            '350 gsm premium card or natural paper',
            'Stars and lettering in gold foil on orders of 25 cards or more',
          ],
        ],
      ],
    },
    usp: ['Dispatched in 2–3 working days', 'Printed in Germany', 'Happiness guarantee'],
    err: [
      'Sorry, this page doesn’t exist (any more). Have a look at our photo calendars and greeting cards instead, or head back to the Kartenfee homepage.',
      'Page not found',
      [
        'Oops – we couldn’t find this page. Perhaps there’s a typo in the address, or the page has moved. Sorry about that!',
        'Head back to the [homepage](/) or go straight to our [photo calendars](/fotokalender) and [greeting cards](/grusskarten).',
      ],
    ],
    bar: '<strong>Winter Sale:</strong> 20% off all photo calendars with code <b>WINTER20</b>',
    nav: ['Inspiration', 'Help', 'Gift vouchers'],
    hot: '020 7946 0410',
    svc: 'Mon–Fri 8am–6pm',
    foot: [
      ['Customer service', ['Help & FAQs', 'Delivery', 'Contact us']],
      ['About us', ['About Kartenfee', 'Sustainability', 'Careers']],
      ['Legal', ['Legal notice', 'Privacy policy', 'Terms & conditions']],
    ],
  },
  {
    f: 'es-es',
    home: {
      t: 'Calendarios con fotos y tarjetas personalizadas',
      d: 'Crea calendarios con fotos y tarjetas de felicitación con tus imágenes favoritas, impresos en papel premium y en tu casa en 3–5 días laborables.',
      h: 'Tus mejores momentos, cada mes de nuevo',
      s: 'Calendarios y tarjetas hechos con cariño y diseñados online en pocos minutos.',
      a: 'Calendario con fotos en una pared junto a tarjetas de felicitación',
      c: 'Diseñar calendario',
      hl: 'Impreso para ti, enviado con mimo',
      tx: [
        [
          'En Kartenfee tus fotos se convierten en algo que puedes tocar: [calendarios con fotos](/fotokalender) para cualquier pared y [tarjetas de felicitación](/grusskarten) para cada ocasión. Tú eliges formato, papel y diseño; nosotros imprimimos **en nuestra propia imprenta** y revisamos cada pedido a mano.',
        ],
        [
          '## Con total confianza',
          [
            'Papeles premium mate y brillo de origen certificado FSC®',
            'Envío en 2–3 días laborables',
            'Vista previa gratuita de cada página antes de pedir',
            '¿No te convence? Lo volvemos a imprimir gratis.',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Calendarios con fotos',
        t: 'Calendarios personalizados con fotos',
        d: 'Diseña tu calendario con fotos: calendarios de pared, de sobremesa y planificadores familiares en muchos formatos, desde {price:calendar} y enviados en 2–3 días.',
        h: 'Calendarios con tus propias fotos',
        s: 'Doce meses, doce momentos favoritos: para la pared, el escritorio o toda la familia.',
        a: 'Calendario con fotos abierto colgado en la pared',
        c: 'Empezar a diseñar',
        hl: 'Tu calendario, tu formato',
        tx: [
          [
            '## Formatos y papeles',
            'Ya sea un gran calendario de pared para el salón o uno compacto de sobremesa para la oficina, puedes llenarlo con tus fotos, notas y cumpleaños. Y empieza en el mes que tú quieras.',
            [
              'Calendario de pared A4 ({size:2100x2970}) desde {price:calendar/wandkalender}',
              'Calendario de pared A3 ({size:2970x4200})',
              'Calendario de sobremesa ({size:2100x1480}) desde {price:calendar/tischkalender}',
              'Papel fotográfico premium mate o satinado de 250 g/m²',
            ],
          ],
        ],
      },
      {
        n: 'Tarjetas de felicitación',
        t: 'Tarjetas de felicitación con foto',
        d: 'Tarjetas con foto para cumpleaños, bodas, nacimientos y Navidad: diseña tarjetas dobles y postales, desde solo {price:card/klappkarte} por tarjeta.',
        h: 'Tarjetas para guardar siempre',
        s: 'Para cumpleaños, bodas, nacimientos o Navidad, con tu foto y tus palabras.',
        a: 'Tarjetas de felicitación dobladas con sobres',
        c: 'Diseñar tarjeta',
        hl: 'La tarjeta perfecta para cada ocasión',
        tx: [
          [
            '## Papel, formato y acabado',
            'Elige entre cientos de diseños o empieza con una tarjeta en blanco. Cada tarjeta se imprime de forma individual, se dobla con cuidado; si quieres, te enviamos sobres a juego por {price:accessory/umschlag-c6} cada uno.',
            [
              'Tarjeta doble A6 ({size:1050x1480}) desde {price:card/klappkarte} por tarjeta',
              'Postal A6 impresa por una o ambas caras, desde {price:card/postkarte}',
              'Papel natural o cartulina premium de 350 g/m²',
              'Acabado con lámina dorada a partir de 25 tarjetas',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Todos los productos: calendarios y tarjetas',
      d: 'Todos los productos de Kartenfee de un vistazo: calendarios con fotos para la pared o el escritorio y tarjetas con foto para cada ocasión, impresos en Alemania.',
      h: 'Todos los productos de un vistazo',
      s: 'Calendarios y tarjetas de felicitación con tus propias fotos: encuentra el producto perfecto para tu idea.',
      a: 'Calendario con fotos en una pared junto a tarjetas de felicitación',
      c: 'Diseñar calendario',
      hl: '¿Qué quieres crear?',
      tx: [
        [
          'En Kartenfee encontrarás dos productos que puedes diseñar online con tus fotos en pocos minutos:',
          [
            '[Calendarios con fotos](/fotokalender): calendarios de pared y de sobremesa en muchos formatos, con una foto favorita para cada mes.',
            '[Tarjetas de felicitación](/grusskarten): tarjetas dobles y postales con tu foto para cumpleaños, bodas, nacimientos y Navidad.',
          ],
        ],
      ],
    },
    th: {
      t: 'Winterzauber – tarjetas de Navidad',
      d: 'El diseño Winterzauber para tus tarjetas de Navidad: abetos nevados, estrellas brillantes y espacio para tu foto, en tarjeta doble o postal desde {price:card/postkarte}.',
      h: 'Winterzauber: tarjetas de Navidad con brillo',
      s: 'Abetos nevados, estrellas que brillan y tu foto familiar favorita: felicitaciones navideñas que llegan al corazón.',
      a: 'Tarjetas de Navidad con el diseño Winterzauber y sus sobres',
      c: 'Empezar a diseñar',
      hl: 'Festivo, sencillo y muy personal',
      tx: [
        [
          'Winterzauber combina delicados copos de nieve y abetos nevados en azul noche y dorado con mucho espacio para tu foto y tu mensaje. La tipografía parece escrita a mano y unas pequeñas estrellas aportan un brillo sutil. Así cada tarjeta resulta festiva sin parecer recargada.',
          [
            'Tarjeta doble A6 ({size:1050x1480}) desde {price:card/klappkarte} o postal A6 desde {price:card/postkarte}',
            'Cartulina premium de 350 g/m² o papel natural, sobres opcionales por {price:accessory/umschlag-c6} cada uno',
            'Estrellas y texto con lámina dorada a partir de 25 tarjetas',
          ],
        ],
      ],
    },
    usp: ['Envío en 2–3 días laborables', 'Impreso en Alemania', 'Satisfacción garantizada'],
    err: [
      'Lo sentimos, esta página no existe o ya no está disponible. Descubre nuestros calendarios con fotos y tarjetas, o vuelve a la página de inicio de Kartenfee.',
      'Página no encontrada',
      [
        '¡Vaya! No hemos encontrado esta página. Puede que haya un error en la dirección o que la página se haya movido. ¡Disculpa las molestias!',
        'Vuelve a la [página de inicio](/) o ve directamente a nuestros [calendarios con fotos](/fotokalender) y [tarjetas de felicitación](/grusskarten).',
      ],
    ],
    bar: '<strong>Rebajas de invierno:</strong> 20 % en todos los calendarios con el código <b>WINTER20</b>',
    nav: ['Inspiración', 'Ayuda', 'Tarjetas regalo'],
    hot: '910 123 410',
    svc: 'Lun–Vie, 8:00–18:00',
    foot: [
      ['Atención al cliente', ['Ayuda y preguntas frecuentes', 'Envíos y entregas', 'Contacto']],
      ['Sobre nosotros', ['Quiénes somos', 'Sostenibilidad', 'Empleo']],
      ['Legal', ['Aviso legal', 'Privacidad', 'Condiciones generales']],
    ],
  },
  {
    f: 'fr-fr',
    home: {
      t: 'Calendriers photo et cartes personnalisées',
      d: 'Créez vos calendriers photo et cartes personnalisées avec vos plus belles photos, imprimés sur papier premium et livrés chez vous en 3 à 5 jours ouvrés.',
      h: 'Vos plus beaux moments, chaque mois',
      s: 'Des calendriers et des cartes qui viennent du cœur, créés en ligne en quelques minutes.',
      a: 'Calendrier photo accroché au mur à côté de cartes pliées',
      c: 'Créer mon calendrier',
      hl: 'Imprimé pour vous, expédié avec soin',
      tx: [
        [
          'Chez Kartenfee, vos photos prennent vie sur papier : des [calendriers photo](/fotokalender) pour tous les murs et des [cartes personnalisées](/grusskarten) pour toutes les occasions. Vous choisissez le format, le papier et la mise en page ; nous imprimons **dans notre propre atelier** et contrôlons chaque commande à la main.',
        ],
        [
          '## Nos engagements',
          [
            'Papiers premium mats et brillants issus de sources certifiées FSC®',
            'Expédition sous 2 à 3 jours ouvrés',
            'Aperçu gratuit de chaque page avant la commande',
            'Pas satisfait ? Nous réimprimons gratuitement.',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Calendriers photo',
        t: 'Calendrier photo personnalisé',
        d: 'Créez votre calendrier photo : calendriers muraux, de bureau et organiseurs familiaux dans de nombreux formats, dès {price:calendar}, expédiés en 2 à 3 jours.',
        h: 'Des calendriers photo à votre image',
        s: 'Douze mois, douze moments préférés : pour le mur, le bureau ou toute la famille.',
        a: 'Calendrier photo ouvert accroché au mur',
        c: 'Commencer',
        hl: 'Votre calendrier, votre format',
        tx: [
          [
            '## Formats et papiers',
            'Grand calendrier mural pour le salon ou calendrier de bureau compact : chaque modèle se remplit de vos photos, de vos notes et des anniversaires de vos proches. Et vous commencez au mois de votre choix.',
            [
              'Calendrier mural A4 ({size:2100x2970}) dès {price:calendar/wandkalender}',
              'Calendrier mural A3 ({size:2970x4200})',
              'Calendrier de bureau ({size:2100x1480}) dès {price:calendar/tischkalender}',
              'Papier photo premium mat ou satiné, 250 g/m²',
            ],
          ],
        ],
      },
      {
        n: 'Cartes personnalisées',
        t: 'Cartes personnalisées avec photo',
        d: 'Cartes photo pour anniversaire, mariage, naissance et Noël : créez cartes doubles et cartes postales, à partir de {price:card/klappkarte} la carte.',
        h: 'Des cartes que l’on garde précieusement',
        s: 'Anniversaire, mariage, naissance ou Noël : avec votre photo et vos mots.',
        a: 'Cartes pliées avec enveloppes',
        c: 'Créer ma carte',
        hl: 'La bonne carte pour chaque occasion',
        tx: [
          [
            '## Papier, format et finition',
            'Choisissez parmi des centaines de modèles ou partez d’une carte vierge. Chaque carte est imprimée individuellement, pliée avec soin ; des enveloppes assorties sont disponibles en option, à {price:accessory/umschlag-c6} pièce.',
            [
              'Carte double A6 ({size:1050x1480}) dès {price:card/klappkarte} la carte',
              'Carte postale A6 imprimée recto ou recto verso, dès {price:card/postkarte}',
              'Papier naturel ou carton premium 350 g/m²',
              'Finition dorure à chaud à partir de 25 cartes',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Tous nos produits : calendriers et cartes photo',
      d: 'Tous les produits Kartenfee en un coup d’œil : calendriers photo pour le mur ou le bureau et cartes photo pour toutes les occasions, imprimés en Allemagne.',
      h: 'Tous nos produits en un coup d’œil',
      s: 'Calendriers photo et cartes personnalisées avec vos propres photos : trouvez le produit qui correspond à votre idée.',
      a: 'Calendrier photo accroché au mur à côté de cartes pliées',
      c: 'Créer mon calendrier',
      hl: 'Que souhaitez-vous créer ?',
      tx: [
        [
          'Chez Kartenfee, vous trouverez deux produits à créer en ligne en quelques minutes avec vos photos :',
          [
            '[Calendriers photo](/fotokalender) : calendriers muraux et de bureau dans de nombreux formats, avec une photo préférée pour chaque mois.',
            '[Cartes personnalisées](/grusskarten) : cartes doubles et cartes postales avec votre photo pour un anniversaire, un mariage, une naissance ou Noël.',
          ],
        ],
      ],
    },
    th: {
      t: 'Winterzauber – cartes de Noël',
      d: 'Le modèle Winterzauber pour vos cartes de Noël : sapins enneigés, étoiles scintillantes et place pour votre photo, en carte double ou postale dès {price:card/postkarte}.',
      h: 'Winterzauber : des cartes de Noël qui brillent',
      s: 'Sapins enneigés, étoiles scintillantes et votre plus belle photo de famille : des vœux de Noël qui viennent du cœur.',
      a: 'Cartes de Noël au design Winterzauber avec enveloppes',
      c: 'Commencer',
      hl: 'Festif, épuré et personnel',
      tx: [
        [
          'Winterzauber associe de délicats flocons de neige et des sapins enneigés en bleu nuit et or, avec beaucoup de place pour votre photo et votre message. La typographie semble écrite à la main, et de petites étoiles ajoutent une touche scintillante. Chaque carte est ainsi festive sans jamais paraître chargée.',
          [
            'Carte double A6 ({size:1050x1480}) dès {price:card/klappkarte} ou carte postale A6 dès {price:card/postkarte}',
            'Carton premium 350 g/m² ou papier naturel, enveloppes en option à {price:accessory/umschlag-c6} pièce',
            'Étoiles et texte en dorure à chaud à partir de 25 cartes',
          ],
        ],
      ],
    },
    usp: ['Expédition en 2 à 3 jours ouvrés', 'Imprimé en Allemagne', 'Satisfait ou réimprimé'],
    err: [
      'Désolés, cette page n’existe pas ou plus. Découvrez plutôt nos calendriers photo et nos cartes personnalisées, ou revenez à l’accueil de Kartenfee.',
      'Page introuvable',
      [
        'Oups ! Nous n’avons pas trouvé cette page. L’adresse contient peut-être une faute de frappe, ou la page a été déplacée. Toutes nos excuses !',
        'Retournez à l’[accueil](/) ou découvrez directement nos [calendriers photo](/fotokalender) et nos [cartes personnalisées](/grusskarten).',
      ],
    ],
    bar: '<strong>Soldes d’hiver :</strong> -20 % sur tous les calendriers photo avec le code <b>WINTER20</b>',
    nav: ['Inspiration', 'Aide', 'Cartes cadeaux'],
    hot: '01 99 00 04 10',
    svc: 'Du lundi au vendredi, 8h–18h',
    foot: [
      ['Service client', ['Aide & FAQ', 'Livraison', 'Nous contacter']],
      ['À propos', ['Qui sommes-nous ?', 'Développement durable', 'Recrutement']],
      ['Informations légales', ['Mentions légales', 'Confidentialité', 'CGV']],
    ],
  },
  {
    f: 'it-it',
    home: {
      t: 'Calendari fotografici e biglietti d’auguri',
      d: 'Crea calendari fotografici e biglietti d’auguri con le tue foto preferite, stampati su carta premium e consegnati a casa tua in 3–5 giorni lavorativi.',
      h: 'I tuoi momenti più belli, ogni mese',
      s: 'Calendari e biglietti che vengono dal cuore, creati online in pochi minuti.',
      a: 'Calendario fotografico appeso alla parete accanto a biglietti piegati',
      c: 'Crea il tuo calendario',
      hl: 'Stampato per te, spedito con cura',
      tx: [
        [
          'Con Kartenfee le tue foto diventano qualcosa da tenere in mano: [calendari fotografici](/fotokalender) per ogni parete e [biglietti d’auguri](/grusskarten) per ogni occasione. Tu scegli formato, carta e layout; noi stampiamo **nella nostra tipografia** e controlliamo ogni ordine a mano.',
        ],
        [
          '## Su cosa puoi contare',
          [
            'Carte premium opache e lucide da fonti certificate FSC®',
            'Spedizione in 2–3 giorni lavorativi',
            'Anteprima gratuita di ogni pagina prima dell’ordine',
            'Non sei soddisfatto? Ristampiamo gratis.',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Calendari fotografici',
        t: 'Calendari fotografici personalizzati',
        d: 'Crea il tuo calendario con foto: calendari da parete, da tavolo e planner per la famiglia in tanti formati, da {price:calendar} e spediti in 2–3 giorni lavorativi.',
        h: 'Calendari con le tue foto',
        s: 'Dodici mesi, dodici momenti del cuore: per la parete, la scrivania o tutta la famiglia.',
        a: 'Calendario fotografico aperto appeso alla parete',
        c: 'Inizia a creare',
        hl: 'Il tuo calendario, il tuo formato',
        tx: [
          [
            '## Formati e carte',
            'Un grande calendario da parete per il soggiorno o uno compatto da tavolo per l’ufficio: ogni modello si riempie con le tue foto, i tuoi appunti e i compleanni di chi ami. E puoi iniziare da qualsiasi mese.',
            [
              'Calendario da parete A4 ({size:2100x2970}) da {price:calendar/wandkalender}',
              'Calendario da parete A3 ({size:2970x4200})',
              'Calendario da tavolo ({size:2100x1480}) da {price:calendar/tischkalender}',
              'Carta fotografica premium opaca o satinata da 250 g/m²',
            ],
          ],
        ],
      },
      {
        n: 'Biglietti d’auguri',
        t: 'Biglietti d’auguri con foto',
        d: 'Biglietti con foto per compleanni, matrimoni, nascite e Natale: crea biglietti pieghevoli e cartoline, a partire da {price:card/klappkarte} a biglietto.',
        h: 'Biglietti da conservare per sempre',
        s: 'Per compleanni, matrimoni, nascite o Natale: con la tua foto e le tue parole.',
        a: 'Biglietti d’auguri piegati con buste',
        c: 'Crea il tuo biglietto',
        hl: 'Il biglietto giusto per ogni occasione',
        tx: [
          [
            '## Carta, formato e finiture',
            'Scegli tra centinaia di design o parti da un biglietto bianco. Ogni biglietto viene stampato singolarmente, piegato con cura; su richiesta aggiungiamo buste abbinate a {price:accessory/umschlag-c6} l’una.',
            [
              'Biglietto pieghevole A6 ({size:1050x1480}) da {price:card/klappkarte} a biglietto',
              'Cartolina A6 stampata su uno o entrambi i lati, da {price:card/postkarte}',
              'Carta naturale o cartoncino premium da 350 g/m²',
              'Finitura in lamina oro a partire da 25 biglietti',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Tutti i prodotti: calendari e biglietti con foto',
      d: 'Tutti i prodotti Kartenfee in un colpo d’occhio: calendari fotografici da parete o da tavolo e biglietti d’auguri per ogni occasione, stampati in Germania.',
      h: 'Tutti i prodotti in un colpo d’occhio',
      s: 'Calendari fotografici e biglietti d’auguri con le tue foto: trova il prodotto giusto per la tua idea.',
      a: 'Calendario fotografico appeso alla parete accanto a biglietti piegati',
      c: 'Crea il tuo calendario',
      hl: 'Cosa vuoi creare?',
      tx: [
        [
          'Su Kartenfee trovi due prodotti da creare online in pochi minuti con le tue foto:',
          [
            '[Calendari fotografici](/fotokalender): calendari da parete e da tavolo in tanti formati, con una foto del cuore per ogni mese.',
            '[Biglietti d’auguri](/grusskarten): biglietti pieghevoli e cartoline con la tua foto per compleanni, matrimoni, nascite e Natale.',
          ],
        ],
      ],
    },
    th: {
      t: 'Winterzauber – biglietti di Natale',
      d: 'Il design Winterzauber per i tuoi biglietti di Natale: abeti innevati, stelle dorate e spazio per la tua foto, come biglietto pieghevole o cartolina da {price:card/postkarte}.',
      h: 'Winterzauber: biglietti di Natale che brillano',
      s: 'Abeti innevati, stelle scintillanti e la tua foto di famiglia preferita: auguri di Natale che vengono dal cuore.',
      a: 'Biglietti di Natale con il design Winterzauber e le buste',
      c: 'Inizia a creare',
      hl: 'Festoso, essenziale e personale',
      tx: [
        [
          'Winterzauber unisce delicati fiocchi di neve e abeti innevati in blu notte e oro, con tanto spazio per la tua foto e il tuo messaggio. Il carattere sembra scritto a mano e piccole stelle aggiungono un tocco scintillante. Ogni biglietto risulta così festoso, senza mai apparire carico.',
          [
            'Biglietto pieghevole A6 ({size:1050x1480}) da {price:card/klappkarte} o cartolina A6 da {price:card/postkarte}',
            'Cartoncino premium da 350 g/m² o carta naturale, buste su richiesta a {price:accessory/umschlag-c6} l’una',
            'Stelle e scritta in lamina oro a partire da 25 biglietti',
          ],
        ],
      ],
    },
    usp: ['Spedizione in 2–3 giorni lavorativi', 'Stampato in Germania', 'Soddisfatti o ristampati'],
    err: [
      'Ci dispiace, questa pagina non esiste o non è più disponibile. Scopri i nostri calendari fotografici e biglietti d’auguri o torna alla home di Kartenfee.',
      'Pagina non trovata',
      [
        'Ops! Non abbiamo trovato questa pagina. Forse c’è un errore di battitura nell’indirizzo, oppure la pagina è stata spostata. Ci scusiamo per l’inconveniente!',
        'Torna alla [home](/) o vai direttamente ai nostri [calendari fotografici](/fotokalender) e [biglietti d’auguri](/grusskarten).',
      ],
    ],
    bar: '<strong>Saldi invernali:</strong> -20% su tutti i calendari fotografici con il codice <b>WINTER20</b>',
    nav: ['Ispirazione', 'Assistenza', 'Buoni regalo'],
    hot: '02 9475 0410',
    svc: 'Lun–Ven 8–18',
    foot: [
      ['Servizio clienti', ['Aiuto e FAQ', 'Spedizioni', 'Contattaci']],
      ['Chi siamo', ['Chi è Kartenfee', 'Sostenibilità', 'Lavora con noi']],
      ['Informazioni legali', ['Note legali', 'Privacy', 'Condizioni di vendita']],
    ],
  },
  {
    f: 'nl-nl',
    home: {
      t: 'Fotokalenders en wenskaarten zelf maken',
      d: 'Maak fotokalenders en wenskaarten met je mooiste foto’s, gedrukt op premium papier en binnen 3–5 werkdagen bij je thuisbezorgd.',
      h: 'Je mooiste momenten, elke maand opnieuw',
      s: 'Kalenders en kaarten recht uit het hart, in een paar minuten online gemaakt.',
      a: 'Fotokalender aan de muur naast gevouwen wenskaarten',
      c: 'Maak je kalender',
      hl: 'Persoonlijk gedrukt, met zorg verstuurd',
      tx: [
        [
          'Bij Kartenfee worden je foto’s iets om vast te houden: [fotokalenders](/fotokalender) voor elke muur en [wenskaarten](/grusskarten) voor elke gelegenheid. Jij kiest formaat, papier en opmaak – wij drukken **in onze eigen drukkerij** en controleren elke bestelling met de hand.',
        ],
        [
          '## Daar kun je op rekenen',
          [
            'Premium mat en glanzend papier uit FSC®-gecertificeerde bronnen',
            'Verzending binnen 2–3 werkdagen',
            'Gratis voorbeeld van elke pagina voordat je bestelt',
            'Niet tevreden? We drukken het gratis opnieuw.',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Fotokalenders',
        t: 'Fotokalender zelf maken',
        d: 'Maak je eigen fotokalender: wandkalenders, bureaukalenders en familieplanners in veel formaten, vanaf {price:calendar} en binnen 2–3 werkdagen verzonden.',
        h: 'Fotokalenders met jouw foto’s',
        s: 'Twaalf maanden, twaalf favoriete momenten – voor aan de muur, op je bureau of voor het hele gezin.',
        a: 'Opengeslagen fotokalender aan de muur',
        c: 'Begin met ontwerpen',
        hl: 'Jouw kalender, jouw formaat',
        tx: [
          [
            '## Formaten en papiersoorten',
            'Een grote wandkalender voor de woonkamer of een handige bureaukalender voor op kantoor: elke kalender vul je met je eigen foto’s, notities en verjaardagen. En je begint gewoon in de maand die jij wilt.',
            [
              'Wandkalender A4 ({size:2100x2970}) vanaf {price:calendar/wandkalender}',
              'Wandkalender A3 ({size:2970x4200})',
              'Bureaukalender ({size:2100x1480}) vanaf {price:calendar/tischkalender}',
              'Premium fotopapier, mat of zijdeglans, 250 g/m²',
            ],
          ],
        ],
      },
      {
        n: 'Wenskaarten',
        t: 'Wenskaarten met foto maken',
        d: 'Wenskaarten met foto voor verjaardag, bruiloft, geboorte en kerst: maak dubbele kaarten en ansichtkaarten, al vanaf {price:card/klappkarte} per kaart.',
        h: 'Kaarten om te bewaren',
        s: 'Voor verjaardagen, bruiloften, geboortes of kerst – met jouw foto en jouw woorden.',
        a: 'Gevouwen wenskaarten met enveloppen',
        c: 'Maak je kaart',
        hl: 'Voor elke gelegenheid de juiste kaart',
        tx: [
          [
            '## Papier, formaat en afwerking',
            'Kies uit honderden ontwerpen of begin met een lege kaart. Elke kaart wordt los gedrukt, zorgvuldig gevouwen; bijpassende enveloppen bestel je erbij voor {price:accessory/umschlag-c6} per stuk.',
            [
              'Dubbele kaart A6 ({size:1050x1480}) vanaf {price:card/klappkarte} per kaart',
              'Ansichtkaart A6, enkel- of dubbelzijdig bedrukt, vanaf {price:card/postkarte}',
              'Naturelpapier of premium karton van 350 g/m²',
              'Afwerking met goudfolie vanaf 25 kaarten',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Alle producten: fotokalenders en wenskaarten',
      d: 'Alle producten van Kartenfee in één oogopslag: fotokalenders voor de muur of je bureau en wenskaarten met foto voor elke gelegenheid, gedrukt in Duitsland.',
      h: 'Alle producten in één oogopslag',
      s: 'Fotokalenders en wenskaarten met je eigen foto’s – vind het product dat bij jouw idee past.',
      a: 'Fotokalender aan de muur naast gevouwen wenskaarten',
      c: 'Maak je kalender',
      hl: 'Wat wil je maken?',
      tx: [
        [
          'Bij Kartenfee vind je twee producten die je in een paar minuten online met je eigen foto’s maakt:',
          [
            '[Fotokalenders](/fotokalender): wand- en bureaukalenders in veel formaten, met een favoriete foto voor elke maand.',
            '[Wenskaarten](/grusskarten): dubbele kaarten en ansichtkaarten met jouw foto voor verjaardagen, bruiloften, geboortes en kerst.',
          ],
        ],
      ],
    },
    th: {
      t: 'Winterzauber – kerstkaarten',
      d: 'Het ontwerp Winterzauber voor je kerstkaarten: besneeuwde dennen, fonkelende sterren en ruimte voor je foto – als dubbele kaart of ansichtkaart vanaf {price:card/postkarte}.',
      h: 'Winterzauber: kerstkaarten met glans',
      s: 'Besneeuwde dennen, fonkelende sterren en je mooiste gezinsfoto – kerstwensen recht uit het hart.',
      a: 'Kerstkaarten in het ontwerp Winterzauber met enveloppen',
      c: 'Begin met ontwerpen',
      hl: 'Feestelijk, eenvoudig en persoonlijk',
      tx: [
        [
          'Winterzauber combineert fijne sneeuwvlokken en besneeuwde dennen in nachtblauw en goud met veel ruimte voor je foto en je wens. De letters lijken met de hand geschreven en kleine sterren zorgen voor een subtiele glans. Zo wordt elke kaart feestelijk, zonder druk te ogen.',
          [
            'Dubbele kaart A6 ({size:1050x1480}) vanaf {price:card/klappkarte} of ansichtkaart A6 vanaf {price:card/postkarte}',
            'Premium karton van 350 g/m² of naturelpapier, enveloppen optioneel voor {price:accessory/umschlag-c6} per stuk',
            'Sterren en tekst vanaf 25 kaarten afgewerkt met goudfolie',
          ],
        ],
      ],
    },
    usp: ['Binnen 2–3 werkdagen verzonden', 'Gedrukt in Duitsland', 'Tevredenheidsgarantie'],
    err: [
      'Sorry, deze pagina bestaat niet (meer). Bekijk in plaats daarvan onze fotokalenders en wenskaarten, of ga terug naar de homepage van Kartenfee.',
      'Pagina niet gevonden',
      [
        'Oeps – deze pagina konden we niet vinden. Misschien zit er een typfout in het adres, of is de pagina verhuisd. Sorry daarvoor!',
        'Ga terug naar de [homepage](/) of direct naar onze [fotokalenders](/fotokalender) en [wenskaarten](/grusskarten).',
      ],
    ],
    bar: '<strong>Winteractie:</strong> 20% korting op alle fotokalenders met code <b>WINTER20</b>',
    nav: ['Inspiratie', 'Hulp', 'Cadeaubonnen'],
    hot: '020 240 0410',
    svc: 'Ma–vr 8.00–18.00 uur',
    foot: [
      ['Klantenservice', ['Hulp & veelgestelde vragen', 'Verzending & levering', 'Contact']],
      ['Over ons', ['Over Kartenfee', 'Duurzaamheid', 'Vacatures']],
      ['Juridisch', ['Bedrijfsgegevens', 'Privacy', 'Algemene voorwaarden']],
    ],
  },
]

// Regional folders; everything else falls back (de-ch to de-de, fr-ch to fr-fr, en-us to en-gb).
// Swiss home pages: Swiss delivery, Swiss spelling (no ß). US home and layout: US spelling, US hotline. Prices and sizes are
// placeholders everywhere (docs/editors.md), filled from the shop for the site that shows them.
const REGIONAL: Regional[] = [
  [
    'de-ch',
    {
      t: 'Fotokalender & Grusskarten selbst gestalten | Kartenfee Schweiz',
      d: 'Gestalte Fotokalender und Grusskarten mit deinen Lieblingsfotos – verzollt in die ganze Schweiz geliefert. Fotokalender gibt es schon ab {price:calendar}.',
      h: 'Deine schönsten Momente, jeden Monat neu',
      s: 'Fotokalender und Karten mit Herz – online gestaltet und bequem in die Schweiz geliefert.',
      a: 'Fotokalender an einer Wand neben gefalteten Grusskarten',
      c: 'Fotokalender gestalten',
      hl: 'Persönlich gedruckt, schnell in der Schweiz',
      tx: [
        [
          'Bei Kartenfee wird aus deinen Fotos etwas zum Anfassen: [Fotokalender](/fotokalender) ab {price:calendar} und [Grusskarten](/grusskarten) ab {price:card} pro Karte. Wir liefern **verzollt und ohne Zusatzkosten an der Grenze** in die ganze Schweiz.',
        ],
        [
          '## Lieferung in die Schweiz',
          ['Lieferung in 3–5 Werktagen mit der Post', 'Preise inklusive MwSt. und Zoll', 'Nicht zufrieden? Wir drucken kostenlos neu.'],
        ],
      ],
    },
  ],
  [
    'fr-ch',
    {
      t: 'Calendriers photo et cartes personnalisées | Kartenfee Suisse',
      d: 'Créez calendriers photo et cartes personnalisées avec vos plus belles photos, livrés dédouanés dans toute la Suisse. Calendriers photo dès {price:calendar}.',
      h: 'Vos plus beaux moments, chaque mois',
      s: 'Des calendriers et des cartes qui viennent du cœur, livrés rapidement dans toute la Suisse.',
      a: 'Calendrier photo accroché au mur à côté de cartes pliées',
      c: 'Créer mon calendrier',
      hl: 'Imprimé pour vous, livré en Suisse',
      tx: [
        [
          'Chez Kartenfee, vos photos prennent vie sur papier : des [calendriers photo](/fotokalender) dès {price:calendar} et des [cartes personnalisées](/grusskarten) dès {price:card} la carte. Nous livrons **dédouané, sans frais supplémentaires à la frontière**, dans toute la Suisse.',
        ],
        [
          '## Livraison en Suisse',
          [
            'Livraison en 3 à 5 jours ouvrables par la Poste',
            'Prix TVA et frais de douane compris',
            'Pas satisfait ? Nous réimprimons gratuitement.',
          ],
        ],
      ],
    },
  ],
  [
    'en-us',
    {
      t: 'Personalized photo calendars & greeting cards',
      d: 'Create photo calendars and greeting cards with your favorite pictures – printed on premium paper, from {price:calendar}, and ships in 2–3 business days.',
      h: 'Your favorite moments, a new one every month',
      s: 'Photo calendars and cards straight from the heart – designed online in minutes.',
      a: 'Photo calendar on a wall next to folded greeting cards',
      c: 'Design a calendar',
      hl: 'Printed for you, shipped with care',
      tx: [
        [
          'At Kartenfee, your photos become something you can hold: [photo calendars](/fotokalender) for every wall and [greeting cards](/grusskarten) for every occasion. You choose the size, paper and layout – we print **in our own print shop** and check every order by hand.',
        ],
        [
          '## Sizes and prices',
          [
            'A4 wall calendar ({size:2100x2970}) from {price:calendar/wandkalender}',
            'A3 wall calendar ({size:2970x4200})',
            'Desk calendar ({size:2100x1480}) from {price:calendar/tischkalender}',
            'A6 folded greeting card ({size:1050x1480}) from {price:card/klappkarte}',
          ],
        ],
        [
          '## What you can count on',
          [
            'Ships in 2–3 business days',
            'Free preview of every page before you order',
            'Not happy? We’ll reprint it free of charge.',
            'Questions? Call us at (888) 555-0141',
          ],
        ],
      ],
    },
    {
      p: [{ n: 'Photo calendars' }, { n: 'Greeting cards' }],
      bar: '<strong>Winter Sale:</strong> $10 off all photo calendars with code <b>WINTER10</b>',
      nav: ['Inspiration', 'Help', 'Gift cards'],
      hot: '(888) 555-0141',
      svc: 'Mon–Fri 9 am–6 pm ET',
      foot: [
        ['Customer service', ['Help & FAQs', 'Shipping', 'Contact us']],
        ['About us', ['About Kartenfee', 'Sustainability', 'Careers']],
        ['Legal', ['Legal notice', 'Privacy policy', 'Terms of sale']],
      ],
    },
  ],
]

export const stories: DemoStorySeed[] = withCategoryPages(
  'cards',
  'Kartenfee',
  withEditorialPages(
    'cards',
    brandStories(BRAND, COPY, REGIONAL, [
      'Die neuen Fotokalender und Grußkarten der Saison bei Kartenfee: frische Designs, neue Formate und edle Papiere für deine schönsten Fotos.',
      'Neuheiten: frische Designs für Kalender und Karten',
      ['Bald hier: unsere neuen [Fotokalender](/fotokalender) im Querformat und [Grußkarten](/grusskarten) mit Goldfolie.'],
    ]),
  ),
)
