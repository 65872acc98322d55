// Demo pages of the editorial blocks (src/blocks/content-blocks.ts) for both brands in all six languages:
// `inspiration` (teasers, pictures, video, container, A/B content, feed), `service` (information, toolbox, shop entries,
// usp teaser, contact form), `gift-voucher` (voucher) and three `journal/…` entries the feed lists, under the journal
// folder's overview page (its start page, `journal/`, which lists them all). The brands' layouts link the pages (main
// navigation, burger and footer), and each entry's breadcrumb its overview, so a shopper reaches them from every page.
import type { DemoStorySeed } from './types'

type Node = Record<string, unknown>
type Rich = string | string[]
type Five = [title: string, description: string, headline: string, subline: string, cta: string]
type Entry = [title: string, description: string, headline: string, subline: string, paragraphs: string[]]

interface Words {
  insp: Five
  usp: [string, string, string]
  sub: [string, string, string]
  large: [string, string, string]
  small: [string, string]
  tiles: [string, [string, string][]]
  photo: [alt: string, caption: string]
  cust: [string, string, string[]]
  video: [title: string, caption: string]
  cont: string
  reco: [label: string, headline: string, text: string, more: string]
  recoTiles: [string, [string, string][]]
  abA: [string, string]
  abB: [string, string]
  feed: [string, string]
  /** The journal folder's overview page (its start page) and the headline of its list of entries. */
  jo: Five
  joFeed: string
  svc: Five
  hours: [string, string]
  tools: [string, string, [string, string][]]
  shops: string
  contact: [string, string]
  gv: Five
  voucher: [string, string, string]
  gvInfo: [string, string]
  gvText: Rich[]
  journal: Entry[]
}

const WORDS: Record<'de' | 'en' | 'es' | 'fr' | 'it' | 'nl', Words> = {
  de: {
    insp: [
      'Ideen & Inspiration',
      'Ideen für {p1} und {p2}: Gestaltungstipps, Kundenfotos, ein Blick in unsere Druckerei und die neuesten Beiträge aus dem Journal von {brand}.',
      'Ideen, die an die Wand und ins Herz gehen',
      'Tipps aus unserer Druckerei, Fotos unserer Kundinnen und Kunden und alles, was du für dein nächstes Projekt brauchst.',
      'Jetzt inspirieren lassen',
    ],
    usp: ['Versand in 2–3 Werktagen', 'Gedruckt in Deutschland', 'Kostenlose Vorschau vor der Bestellung'],
    sub: [
      'In drei Schritten zum Lieblingsstück',
      'Fotos hochladen, Layout wählen, Vorschau prüfen – mehr braucht es nicht. Unser Designer schlägt dir passende Formate vor und zeigt dir sofort, wie dein Projekt gedruckt aussieht.',
      '{P1} entdecken',
    ],
    large: [
      'Geschenke, die bleiben',
      '{P2} mit euren gemeinsamen Momenten sind die persönlichsten Geschenke – und in 2–3 Werktagen bei dir.',
      'Geschenkideen entdecken',
    ],
    small: ['Welches Papier passt zu mir?', 'Matt, seidenglänzend oder Naturpapier: unser kleiner Papierratgeber.'],
    tiles: [
      'Beliebt bei unseren Kundinnen und Kunden',
      [
        ['{P1} fürs Wohnzimmer', 'Große Formate für deine schönsten Urlaubsfotos.'],
        ['{P2} für jeden Anlass', 'Geburtstag, Hochzeit oder einfach Danke sagen.'],
        ['Papier & Veredelung', 'Naturpapier, Premium-Karton und Goldfolie.'],
      ],
    ],
    photo: [
      'Druckbogen mit frisch gedruckten Motiven in unserer Druckerei',
      'Frisch aus der Maschine: Jeder Druckbogen wird bei uns von Hand geprüft, bevor er weiterverarbeitet wird.',
    ],
    cust: [
      'So sieht es bei euch zu Hause aus',
      'Tausende Kundinnen und Kunden haben uns Fotos ihrer Lieblingsstücke geschickt – hier eine kleine Auswahl.',
      [
        'Julia aus Hamburg: ihr Urlaubsbild über dem Sofa',
        'Familie Wagner: der Familienplaner in der Küche',
        'Mehmet aus Köln: Bergpanorama im Flur',
        'Sarah aus Leipzig: Karten zur Hochzeit',
        'Tom aus München: Erinnerungen an die Ostsee',
        'Lena aus Wien: ein Geschenk für die Großeltern',
      ],
    ],
    video: ['Ein Blick in unsere Druckerei', 'Vom Upload bis zum Versand: So entstehen deine {p1} bei {brand}.'],
    cont: 'Unsere Tipps für dich',
    reco: [
      'Unser Tipp',
      'Die Fotowand planen wie ein Profi',
      'Mit Papierschablonen und einer Wasserwaage hängst du mehrere Bilder in einer Stunde perfekt auf.',
      'Zur Anleitung',
    ],
    recoTiles: [
      'Das könnte dir auch gefallen',
      [
        ['Kleine Formate, große Wirkung', 'Mini-Formate für Regal, Schreibtisch und Fensterbank.'],
        ['Schwarz-Weiß wirkt immer', 'Warum monochrome Fotos in jedem Raum funktionieren.'],
        ['Geschenk in letzter Minute', 'Mit dem Gutschein verschenkst du Gestaltungsfreiheit.'],
      ],
    ],
    abA: ['Kostenlose Vorschau', 'Vor jeder Bestellung siehst du jede Seite deines Projekts genau so, wie wir sie drucken.'],
    abB: [
      'Gefällt es dir nicht? Wir drucken neu.',
      'Mit unserer Zufriedenheitsgarantie drucken wir kostenlos neu, wenn etwas nicht stimmt.',
    ],
    feed: ['Neu im Journal', 'Weiterlesen'],
    jo: [
      'Journal',
      'Das Journal von {brand}: Anleitungen, Ratgeber und Ideen rund um {p1} und {p2} – alle Beiträge auf einen Blick.',
      'Unser Journal',
      'Anleitungen, Ratgeber und Ideen aus unserer Druckerei.',
      'Zum neuesten Beitrag',
    ],
    joFeed: 'Alle Beiträge',
    svc: [
      'Kundenservice & Kontakt',
      'Der Kundenservice von {brand}: Öffnungszeiten, hilfreiche Werkzeuge und das Kontaktformular für deine Fragen zu Bestellung, Versand und Gestaltung.',
      'Wie können wir dir helfen?',
      'Unser Service-Team ist persönlich für dich da – per Formular, E-Mail oder Telefon.',
      'Zum Kontaktformular',
    ],
    hours: [
      'Unsere Servicezeiten',
      'Montag bis Freitag von 8 bis 18 Uhr, samstags von 9 bis 14 Uhr. Nachrichten über das Formular beantworten wir in der Regel **innerhalb eines Werktags**.',
    ],
    tools: [
      'Kostenlose Werkzeuge',
      'Kleine Helfer für die Planung – kostenlos und ohne Anmeldung.',
      [
        ['Formate vergleichen', 'Alle Größen und Preise auf einen Blick.'],
        ['Preise berechnen', 'Material und Format wählen, Preis sofort sehen.'],
        ['Fototipps', 'So gelingen deine Bilder im Druck.'],
      ],
    ],
    shops: 'Direkt zu unseren Produkten',
    contact: [
      'Schreib uns',
      'Erzähl uns, worum es geht – je genauer, desto schneller können wir helfen. Deine Bestellnummer findest du in der Bestellbestätigung.',
    ],
    gv: [
      'Geschenkgutschein',
      'Der Geschenkgutschein von {brand}: frei wählbarer Betrag, sofort per E-Mail oder gedruckt, drei Jahre gültig für {p1} und {p2}.',
      'Verschenke Erinnerungen',
      'Mit dem Gutschein gestaltet jede und jeder das Lieblingsstück selbst.',
      'Gutschein auswählen',
    ],
    voucher: ['Geschenkgutschein', 'Einlösbar für alle Produkte, drei Jahre gültig und sofort als PDF per E-Mail.', 'Gutschein kaufen'],
    gvInfo: [
      'So funktioniert es',
      'Betrag wählen, Gruß schreiben, als PDF erhalten oder gedruckt verschicken lassen. Eingelöst wird der Code einfach im Warenkorb.',
    ],
    gvText: [
      '## Häufige Fragen',
      [
        'Der Gutschein ist ab Kaufdatum drei Jahre gültig.',
        'Ein Restbetrag bleibt auf dem Gutschein erhalten.',
        'Mehrere Gutscheine lassen sich in einer Bestellung kombinieren.',
      ],
    ],
    journal: [
      [
        'Die perfekte Bilderwand',
        'Schritt für Schritt zur Bilderwand: Abstände, Anordnung und Werkzeug – mit Tipps aus unserer Druckerei.',
        'So planst du die perfekte Bilderwand',
        'Abstände, Anordnung, Werkzeug: unsere Anleitung in fünf Schritten.',
        [
          'Beginne mit dem größten Bild in Augenhöhe und ordne die kleineren darum herum an. Ein Abstand von {size:500} bis {size:800} wirkt ruhig und geordnet.',
          'Schneide Papierschablonen in der Größe deiner Bilder aus und klebe sie mit Malerkrepp an die Wand – so siehst du das Ergebnis, bevor du bohrst.',
        ],
      ],
      [
        'Fotos richtig auswählen',
        'Welche Fotos eignen sich für den Druck? Auflösung, Licht und Bildausschnitt einfach erklärt.',
        'Welche Fotos eignen sich für den Druck?',
        'Auflösung, Licht und Ausschnitt – einfach erklärt.',
        [
          'Für ein scharfes Ergebnis brauchst du etwa 150 Pixel pro Zoll in der Druckgröße. Unser Designer warnt dich, wenn ein Foto zu klein ist.',
          'Natürliches Licht und ein ruhiger Hintergrund machen mehr aus als jede Nachbearbeitung.',
        ],
      ],
      [
        'Papier-Ratgeber',
        'Matt, seidenglänzend oder Naturpapier? Unser Ratgeber zeigt, welches Papier zu welchem Motiv passt.',
        'Matt, glänzend oder Natur?',
        'Welches Papier zu welchem Motiv passt.',
        [
          'Mattes Papier spiegelt nicht und wirkt ruhig – ideal für Räume mit viel Licht.',
          'Seidenglänzendes Papier bringt Farben zum Leuchten, Naturpapier fühlt sich warm und griffig an.',
        ],
      ],
    ],
  },
  en: {
    insp: [
      'Ideas & inspiration',
      'Ideas for {p1} and {p2}: design tips, customer photos, a look inside our print shop and the latest stories from the {brand} journal.',
      'Ideas that go on the wall and to the heart',
      'Tips from our print shop, photos from our customers and everything you need for your next project.',
      'Get inspired',
    ],
    usp: ['Dispatched in 2–3 working days', 'Printed in our own print shop', 'Free preview before you order'],
    sub: [
      'Three steps to a favourite piece',
      'Upload your photos, choose a layout, check the preview – that’s all it takes. Our designer suggests suitable sizes and shows you straight away how your project will look in print.',
      'See {p1}',
    ],
    large: [
      'Gifts that last',
      '{P2} with the moments you shared are the most personal gifts – and with you in 2–3 working days.',
      'Discover gift ideas',
    ],
    small: ['Which paper suits me?', 'Matt, satin or natural paper: our little paper guide.'],
    tiles: [
      'Popular with our customers',
      [
        ['{P1} for the living room', 'Large sizes for your best holiday photos.'],
        ['{P2} for every occasion', 'Birthdays, weddings or simply saying thank you.'],
        ['Paper & finishes', 'Natural paper, premium board and gold foil.'],
      ],
    ],
    photo: [
      'Press sheet with freshly printed designs in our print shop',
      'Fresh off the press: every sheet is checked by hand before it moves on.',
    ],
    cust: [
      'How it looks in your homes',
      'Thousands of customers have sent us photos of their favourite pieces – here is a small selection.',
      [
        'Julia from Bristol: her holiday picture above the sofa',
        'The Walker family: the family planner in the kitchen',
        'Amir from Leeds: mountain panorama in the hallway',
        'Sarah from York: cards for the wedding',
        'Tom from Brighton: memories of the seaside',
        'Lena from Bath: a present for her grandparents',
      ],
    ],
    video: ['A look inside our print shop', 'From upload to dispatch: this is how your {p1} are made at {brand}.'],
    cont: 'Our tips for you',
    reco: [
      'Our tip',
      'Plan your gallery wall like a pro',
      'With paper templates and a spirit level you can hang several pictures perfectly in an hour.',
      'Read the guide',
    ],
    recoTiles: [
      'You might also like',
      [
        ['Small sizes, big impact', 'Mini formats for shelves, desks and windowsills.'],
        ['Black and white always works', 'Why monochrome photos suit every room.'],
        ['A last-minute gift', 'A gift card gives the freedom to design.'],
      ],
    ],
    abA: ['Free preview', 'Before every order you see each page of your project exactly as we will print it.'],
    abB: ['Not happy? We’ll reprint it.', 'With our satisfaction guarantee we reprint free of charge if something isn’t right.'],
    feed: ['New in the journal', 'Read more'],
    jo: [
      'Journal',
      'The {brand} journal: guides, advice and ideas for {p1} and {p2} – every story at a glance.',
      'Our journal',
      'Guides, advice and ideas from our print shop.',
      'Read the latest story',
    ],
    joFeed: 'All stories',
    svc: [
      'Customer service & contact',
      '{brand} customer service: opening hours, helpful tools and the contact form for your questions about orders, shipping and design.',
      'How can we help?',
      'Our service team is there for you in person – by form, email or phone.',
      'Go to the contact form',
    ],
    hours: [
      'Our service hours',
      'Monday to Friday 8 am to 6 pm, Saturday 9 am to 2 pm. We usually answer messages sent through the form **within one working day**.',
    ],
    tools: [
      'Free tools',
      'Little helpers for planning – free and without signing up.',
      [
        ['Compare sizes', 'All sizes and prices at a glance.'],
        ['Work out prices', 'Choose material and size, see the price at once.'],
        ['Photo tips', 'How your pictures come out best in print.'],
      ],
    ],
    shops: 'Straight to our products',
    contact: [
      'Write to us',
      'Tell us what it’s about – the more detail, the faster we can help. You’ll find your order number in your order confirmation.',
    ],
    gv: [
      'Gift card',
      'The {brand} gift card: any amount, instantly by email or printed, valid for three years on {p1} and {p2}.',
      'Give memories',
      'With a gift card everyone designs their own favourite piece.',
      'Choose a gift card',
    ],
    voucher: ['Gift card', 'Redeemable on all products, valid for three years and sent instantly as a PDF by email.', 'Buy a gift card'],
    gvInfo: [
      'How it works',
      'Choose an amount, write a message, receive it as a PDF or have it posted. The code is simply redeemed in the basket.',
    ],
    gvText: [
      '## Frequently asked questions',
      [
        'The gift card is valid for three years from the date of purchase.',
        'Any remaining balance stays on the card.',
        'Several gift cards can be combined in one order.',
      ],
    ],
    journal: [
      [
        'The perfect gallery wall',
        'Step by step to a gallery wall: spacing, arrangement and tools – with tips from our print shop.',
        'How to plan the perfect gallery wall',
        'Spacing, arrangement, tools: our guide in five steps.',
        [
          'Start with the largest picture at eye level and arrange the smaller ones around it. A gap of {size:500} to {size:800} looks calm and tidy.',
          'Cut paper templates the size of your pictures and stick them to the wall with masking tape – you see the result before you drill.',
        ],
      ],
      [
        'Choosing the right photos',
        'Which photos work in print? Resolution, light and framing explained simply.',
        'Which photos work in print?',
        'Resolution, light and framing – simply explained.',
        [
          'For a sharp result you need about 150 pixels per inch at the printed size. Our designer warns you when a photo is too small.',
          'Natural light and a calm background do more than any editing.',
        ],
      ],
      [
        'Paper guide',
        'Matt, satin or natural paper? Our guide shows which paper suits which picture.',
        'Matt, gloss or natural?',
        'Which paper suits which picture.',
        [
          'Matt paper doesn’t reflect and looks calm – ideal for bright rooms.',
          'Satin paper makes colours glow; natural paper feels warm and tactile.',
        ],
      ],
    ],
  },
  es: {
    insp: [
      'Ideas e inspiración',
      'Ideas para {p1} y {p2}: consejos de diseño, fotos de clientes, un vistazo a nuestra imprenta y las últimas entradas del diario de {brand}.',
      'Ideas que van a la pared y al corazón',
      'Consejos de nuestra imprenta, fotos de nuestros clientes y todo lo que necesitas para tu próximo proyecto.',
      'Inspírate',
    ],
    usp: ['Envío en 2–3 días laborables', 'Impreso en nuestra propia imprenta', 'Vista previa gratuita antes de pedir'],
    sub: [
      'Tu pieza favorita en tres pasos',
      'Sube tus fotos, elige un diseño y revisa la vista previa: no hace falta más. Nuestro editor te propone formatos adecuados y te muestra al instante cómo quedará impreso.',
      'Ver {p1}',
    ],
    large: [
      'Regalos que perduran',
      '{P2} con vuestros momentos compartidos: el regalo más personal, en tu casa en 2–3 días laborables.',
      'Descubrir ideas de regalo',
    ],
    small: ['¿Qué papel me conviene?', 'Mate, satinado o papel natural: nuestra pequeña guía de papeles.'],
    tiles: [
      'Los favoritos de nuestros clientes',
      [
        ['{P1} para el salón', 'Formatos grandes para tus mejores fotos de viaje.'],
        ['{P2} para cada ocasión', 'Cumpleaños, bodas o simplemente para dar las gracias.'],
        ['Papel y acabados', 'Papel natural, cartulina prémium y estampado dorado.'],
      ],
    ],
    photo: [
      'Pliego con diseños recién impresos en nuestra imprenta',
      'Recién salido de la máquina: revisamos a mano cada pliego antes de seguir.',
    ],
    cust: [
      'Así queda en vuestras casas',
      'Miles de clientes nos han enviado fotos de sus piezas favoritas; aquí tienes una pequeña selección.',
      [
        'Julia de Valencia: su foto de vacaciones sobre el sofá',
        'Familia García: el planificador familiar en la cocina',
        'Marcos de Bilbao: panorámica de montaña en el pasillo',
        'Sara de Sevilla: tarjetas para la boda',
        'Tomás de Málaga: recuerdos del mar',
        'Lucía de Madrid: un regalo para los abuelos',
      ],
    ],
    video: ['Un vistazo a nuestra imprenta', 'De la subida al envío: así se hacen tus {p1} en {brand}.'],
    cont: 'Nuestros consejos para ti',
    reco: [
      'Nuestro consejo',
      'Planifica tu pared de fotos como un profesional',
      'Con plantillas de papel y un nivel cuelgas varios cuadros perfectamente en una hora.',
      'Ver la guía',
    ],
    recoTiles: [
      'También te puede gustar',
      [
        ['Formatos pequeños, gran efecto', 'Mini formatos para estantes, escritorios y ventanas.'],
        ['El blanco y negro siempre funciona', 'Por qué las fotos monocromas quedan bien en cualquier espacio.'],
        ['Un regalo de última hora', 'Con la tarjeta regalo regalas libertad para crear.'],
      ],
    ],
    abA: ['Vista previa gratuita', 'Antes de cada pedido ves cada página de tu proyecto tal como la imprimiremos.'],
    abB: ['¿No te convence? Lo volvemos a imprimir.', 'Con nuestra garantía de satisfacción reimprimimos gratis si algo no está bien.'],
    feed: ['Novedades del diario', 'Seguir leyendo'],
    jo: [
      'Diario',
      'El diario de {brand}: guías, consejos e ideas para {p1} y {p2}, todos los artículos de un vistazo.',
      'Nuestro diario',
      'Guías, consejos e ideas de nuestra imprenta.',
      'Leer el artículo más reciente',
    ],
    joFeed: 'Todos los artículos',
    svc: [
      'Atención al cliente y contacto',
      'Atención al cliente de {brand}: horarios, herramientas útiles y el formulario de contacto para tus preguntas sobre pedidos, envíos y diseño.',
      '¿Cómo podemos ayudarte?',
      'Nuestro equipo te atiende personalmente por formulario, correo o teléfono.',
      'Ir al formulario',
    ],
    hours: [
      'Nuestro horario de atención',
      'De lunes a viernes de 8 a 18 h y los sábados de 9 a 14 h. Solemos responder a los mensajes del formulario **en un día laborable**.',
    ],
    tools: [
      'Herramientas gratuitas',
      'Pequeñas ayudas para planificar, gratis y sin registro.',
      [
        ['Comparar formatos', 'Todos los tamaños y precios de un vistazo.'],
        ['Calcular precios', 'Elige material y formato y ve el precio al momento.'],
        ['Consejos de fotografía', 'Así lucen tus imágenes impresas.'],
      ],
    ],
    shops: 'Directo a nuestros productos',
    contact: [
      'Escríbenos',
      'Cuéntanos de qué se trata: cuanto más detalle, antes podremos ayudarte. El número de pedido aparece en la confirmación.',
    ],
    gv: [
      'Tarjeta regalo',
      'La tarjeta regalo de {brand}: importe a elegir, al instante por correo o impresa, válida tres años para {p1} y {p2}.',
      'Regala recuerdos',
      'Con la tarjeta regalo cada persona diseña su pieza favorita.',
      'Elegir tarjeta regalo',
    ],
    voucher: [
      'Tarjeta regalo',
      'Canjeable en todos los productos, válida tres años y enviada al instante en PDF por correo.',
      'Comprar tarjeta regalo',
    ],
    gvInfo: [
      'Así funciona',
      'Elige el importe, escribe un mensaje y recíbela en PDF o impresa por correo. El código se canjea en la cesta.',
    ],
    gvText: [
      '## Preguntas frecuentes',
      [
        'La tarjeta regalo es válida tres años desde la compra.',
        'El saldo restante se conserva en la tarjeta.',
        'Puedes combinar varias tarjetas en un mismo pedido.',
      ],
    ],
    journal: [
      [
        'La pared de fotos perfecta',
        'Paso a paso hacia tu pared de fotos: distancias, composición y herramientas, con consejos de nuestra imprenta.',
        'Cómo planificar la pared de fotos perfecta',
        'Distancias, composición y herramientas: nuestra guía en cinco pasos.',
        [
          'Empieza con el cuadro más grande a la altura de los ojos y coloca los pequeños alrededor. Una separación de {size:500} a {size:800} resulta tranquila y ordenada.',
          'Recorta plantillas de papel del tamaño de tus cuadros y pégalas con cinta de pintor: verás el resultado antes de taladrar.',
        ],
      ],
      [
        'Elegir bien las fotos',
        '¿Qué fotos sirven para imprimir? Resolución, luz y encuadre explicados de forma sencilla.',
        '¿Qué fotos sirven para imprimir?',
        'Resolución, luz y encuadre, explicados de forma sencilla.',
        [
          'Para un resultado nítido necesitas unos 150 píxeles por pulgada en el tamaño impreso. Nuestro editor te avisa si una foto es demasiado pequeña.',
          'La luz natural y un fondo tranquilo aportan más que cualquier retoque.',
        ],
      ],
      [
        'Guía de papeles',
        '¿Mate, satinado o natural? Nuestra guía muestra qué papel va con cada imagen.',
        '¿Mate, brillante o natural?',
        'Qué papel va con cada imagen.',
        [
          'El papel mate no refleja y transmite calma: ideal para espacios luminosos.',
          'El satinado hace brillar los colores; el papel natural es cálido y agradable al tacto.',
        ],
      ],
    ],
  },
  fr: {
    insp: [
      'Idées & inspiration',
      'Des idées pour {p1} et {p2} : conseils de création, photos de clients, un aperçu de notre imprimerie et les derniers articles du journal {brand}.',
      'Des idées pour vos murs et vos proches',
      'Les conseils de notre imprimerie, les photos de nos clients et tout ce qu’il faut pour ton prochain projet.',
      'Trouver l’inspiration',
    ],
    usp: ['Expédition sous 2 à 3 jours ouvrés', 'Imprimé dans notre propre imprimerie', 'Aperçu gratuit avant la commande'],
    sub: [
      'Ton objet préféré en trois étapes',
      'Importer tes photos, choisir une mise en page, vérifier l’aperçu : c’est tout. Notre éditeur te propose les formats adaptés et te montre aussitôt le rendu imprimé.',
      'Voir les {p1}',
    ],
    large: [
      'Des cadeaux qui restent',
      'Des {p2} avec vos moments partagés : le cadeau le plus personnel, livré en 2 à 3 jours ouvrés.',
      'Découvrir les idées cadeaux',
    ],
    small: ['Quel papier me convient ?', 'Mat, satiné ou naturel : notre petit guide des papiers.'],
    tiles: [
      'Les favoris de nos clients',
      [
        ['{P1} pour le salon', 'De grands formats pour tes plus belles photos de vacances.'],
        ['{P2} pour chaque occasion', 'Anniversaire, mariage ou simplement pour dire merci.'],
        ['Papiers & finitions', 'Papier naturel, carton premium et dorure.'],
      ],
    ],
    photo: [
      'Feuille d’impression avec des motifs tout juste imprimés dans notre imprimerie',
      'Tout juste sortie de la presse : chaque feuille est contrôlée à la main avant la suite.',
    ],
    cust: [
      'Chez vous, ça donne ça',
      'Des milliers de clients nous ont envoyé des photos de leurs créations préférées – en voici une petite sélection.',
      [
        'Julie de Lyon : sa photo de vacances au-dessus du canapé',
        'La famille Martin : le planning familial dans la cuisine',
        'Karim de Lille : panorama de montagne dans l’entrée',
        'Sarah de Nantes : les cartes du mariage',
        'Thomas de Bordeaux : souvenirs de l’océan',
        'Léa de Strasbourg : un cadeau pour ses grands-parents',
      ],
    ],
    video: ['Un aperçu de notre imprimerie', 'De l’import à l’expédition : voici comment naissent tes {p1} chez {brand}.'],
    cont: 'Nos conseils pour toi',
    reco: [
      'Notre conseil',
      'Planifier son mur de cadres comme un pro',
      'Avec des gabarits en papier et un niveau, tu accroches plusieurs cadres parfaitement en une heure.',
      'Lire le guide',
    ],
    recoTiles: [
      'Ceci pourrait aussi te plaire',
      [
        ['Petits formats, grand effet', 'Des mini-formats pour l’étagère, le bureau ou le rebord de fenêtre.'],
        ['Le noir et blanc, toujours juste', 'Pourquoi les photos monochromes vont dans toutes les pièces.'],
        ['Un cadeau de dernière minute', 'Avec la carte cadeau, tu offres la liberté de créer.'],
      ],
    ],
    abA: ['Aperçu gratuit', 'Avant chaque commande, tu vois chaque page de ton projet exactement comme nous l’imprimerons.'],
    abB: [
      'Pas satisfait ? Nous réimprimons.',
      'Avec notre garantie satisfaction, nous réimprimons gratuitement si quelque chose ne va pas.',
    ],
    feed: ['Nouveau dans le journal', 'Lire la suite'],
    jo: [
      'Journal',
      'Le journal {brand} : guides, conseils et idées pour vos {p1} et {p2}, tous les articles en un coup d’œil.',
      'Notre journal',
      'Guides, conseils et idées de notre imprimerie.',
      'Lire le dernier article',
    ],
    joFeed: 'Tous les articles',
    svc: [
      'Service client & contact',
      'Le service client {brand} : horaires, outils pratiques et formulaire de contact pour tes questions sur la commande, la livraison et la création.',
      'Comment pouvons-nous t’aider ?',
      'Notre équipe est là pour toi, par formulaire, e-mail ou téléphone.',
      'Vers le formulaire',
    ],
    hours: [
      'Nos horaires',
      'Du lundi au vendredi de 8 h à 18 h, le samedi de 9 h à 14 h. Nous répondons en général aux messages du formulaire **sous un jour ouvré**.',
    ],
    tools: [
      'Outils gratuits',
      'De petits assistants pour préparer ton projet, gratuits et sans inscription.',
      [
        ['Comparer les formats', 'Toutes les tailles et tous les prix en un coup d’œil.'],
        ['Calculer un prix', 'Choisis matière et format, vois le prix aussitôt.'],
        ['Conseils photo', 'Pour des images réussies à l’impression.'],
      ],
    ],
    shops: 'Directement vers nos produits',
    contact: [
      'Écris-nous',
      'Dis-nous de quoi il s’agit : plus c’est précis, plus nous aidons vite. Ton numéro de commande figure dans la confirmation.',
    ],
    gv: [
      'Carte cadeau',
      'La carte cadeau {brand} : montant libre, par e-mail ou imprimée, valable trois ans sur les {p1} et les {p2}.',
      'Offre des souvenirs',
      'Avec la carte cadeau, chacun crée lui-même son objet préféré.',
      'Choisir une carte cadeau',
    ],
    voucher: [
      'Carte cadeau',
      'Valable sur tous les produits pendant trois ans, envoyée aussitôt en PDF par e-mail.',
      'Acheter une carte cadeau',
    ],
    gvInfo: [
      'Comment ça marche',
      'Choisis un montant, écris un mot, reçois-la en PDF ou fais-la envoyer imprimée. Le code se saisit simplement dans le panier.',
    ],
    gvText: [
      '## Questions fréquentes',
      [
        'La carte cadeau est valable trois ans à compter de l’achat.',
        'Le solde restant reste disponible sur la carte.',
        'Plusieurs cartes cadeaux peuvent être combinées dans une commande.',
      ],
    ],
    journal: [
      [
        'Le mur de cadres idéal',
        'Pas à pas vers ton mur de cadres : espacements, disposition et outils, avec les conseils de notre imprimerie.',
        'Comment planifier le mur de cadres idéal',
        'Espacements, disposition, outils : notre guide en cinq étapes.',
        [
          'Commence par le plus grand cadre à hauteur des yeux et dispose les plus petits autour. Un espace de {size:500} à {size:800} paraît calme et ordonné.',
          'Découpe des gabarits en papier à la taille de tes cadres et fixe-les avec du ruban de masquage : tu vois le résultat avant de percer.',
        ],
      ],
      [
        'Bien choisir ses photos',
        'Quelles photos conviennent à l’impression ? Résolution, lumière et cadrage expliqués simplement.',
        'Quelles photos conviennent à l’impression ?',
        'Résolution, lumière et cadrage, expliqués simplement.',
        [
          'Pour un résultat net, il faut environ 150 pixels par pouce à la taille imprimée. Notre éditeur te prévient si une photo est trop petite.',
          'Une lumière naturelle et un arrière-plan calme font plus que toute retouche.',
        ],
      ],
      [
        'Guide des papiers',
        'Mat, satiné ou naturel ? Notre guide montre quel papier convient à quel motif.',
        'Mat, brillant ou naturel ?',
        'Quel papier pour quel motif.',
        [
          'Le papier mat ne reflète pas et reste sobre : idéal pour les pièces lumineuses.',
          'Le satiné fait briller les couleurs ; le papier naturel est chaleureux et agréable au toucher.',
        ],
      ],
    ],
  },
  it: {
    insp: [
      'Idee e ispirazione',
      'Idee per {p1} e {p2}: consigli di creazione, foto dei clienti, uno sguardo nella nostra stamperia e gli ultimi articoli del journal di {brand}.',
      'Idee per le pareti e per il cuore',
      'Consigli dalla nostra stamperia, foto dei nostri clienti e tutto ciò che serve per il tuo prossimo progetto.',
      'Lasciati ispirare',
    ],
    usp: ['Spedizione in 2–3 giorni lavorativi', 'Stampato nella nostra stamperia', 'Anteprima gratuita prima dell’ordine'],
    sub: [
      'Il tuo pezzo preferito in tre passi',
      'Carica le foto, scegli un layout, controlla l’anteprima: non serve altro. Il nostro editor ti suggerisce i formati adatti e ti mostra subito il risultato stampato.',
      'Scopri {p1}',
    ],
    large: [
      'Regali che restano',
      '{P2} con i momenti vissuti insieme sono il regalo più personale – e arrivano in 2–3 giorni lavorativi.',
      'Scopri le idee regalo',
    ],
    small: ['Quale carta fa per me?', 'Opaca, satinata o naturale: la nostra piccola guida alla carta.'],
    tiles: [
      'I preferiti dei nostri clienti',
      [
        ['{P1} per il soggiorno', 'Grandi formati per le tue foto di viaggio più belle.'],
        ['{P2} per ogni occasione', 'Compleanni, matrimoni o semplicemente per dire grazie.'],
        ['Carta e finiture', 'Carta naturale, cartoncino premium e lamina oro.'],
      ],
    ],
    photo: [
      'Foglio di stampa con soggetti appena stampati nella nostra stamperia',
      'Appena uscito dalla macchina: ogni foglio viene controllato a mano prima di proseguire.',
    ],
    cust: [
      'Ecco come sta a casa vostra',
      'Migliaia di clienti ci hanno inviato le foto dei loro pezzi preferiti: eccone una piccola selezione.',
      [
        'Giulia da Bologna: la foto delle vacanze sopra il divano',
        'Famiglia Rossi: il planner di famiglia in cucina',
        'Marco da Torino: panorama di montagna nell’ingresso',
        'Sara da Firenze: i biglietti per il matrimonio',
        'Tommaso da Napoli: ricordi del mare',
        'Elena da Verona: un regalo per i nonni',
      ],
    ],
    video: ['Uno sguardo nella nostra stamperia', 'Dal caricamento alla spedizione: così nascono i tuoi {p1} da {brand}.'],
    cont: 'I nostri consigli per te',
    reco: [
      'Il nostro consiglio',
      'Progetta la parete di foto come un professionista',
      'Con sagome di carta e una livella appendi più quadri alla perfezione in un’ora.',
      'Leggi la guida',
    ],
    recoTiles: [
      'Potrebbe piacerti anche',
      [
        ['Piccoli formati, grande effetto', 'Mini formati per mensole, scrivanie e davanzali.'],
        ['Il bianco e nero funziona sempre', 'Perché le foto monocromatiche stanno bene in ogni stanza.'],
        ['Un regalo dell’ultimo minuto', 'Con la carta regalo regali la libertà di creare.'],
      ],
    ],
    abA: ['Anteprima gratuita', 'Prima di ogni ordine vedi ogni pagina del tuo progetto esattamente come la stamperemo.'],
    abB: ['Non ti piace? Ristampiamo.', 'Con la nostra garanzia di soddisfazione ristampiamo gratis se qualcosa non va.'],
    feed: ['Novità dal journal', 'Continua a leggere'],
    jo: [
      'Journal',
      'Il journal di {brand}: guide, consigli e idee per {p1} e {p2}, tutti gli articoli a colpo d’occhio.',
      'Il nostro journal',
      'Guide, consigli e idee dalla nostra stamperia.',
      'Leggi l’ultimo articolo',
    ],
    joFeed: 'Tutti gli articoli',
    svc: [
      'Servizio clienti e contatti',
      'Il servizio clienti di {brand}: orari, strumenti utili e il modulo di contatto per le tue domande su ordini, spedizioni e creazione.',
      'Come possiamo aiutarti?',
      'Il nostro team ti segue di persona, tramite modulo, e-mail o telefono.',
      'Vai al modulo',
    ],
    hours: [
      'I nostri orari',
      'Dal lunedì al venerdì dalle 8 alle 18, il sabato dalle 9 alle 14. Di solito rispondiamo ai messaggi del modulo **entro un giorno lavorativo**.',
    ],
    tools: [
      'Strumenti gratuiti',
      'Piccoli aiuti per progettare, gratis e senza registrazione.',
      [
        ['Confronta i formati', 'Tutte le misure e i prezzi a colpo d’occhio.'],
        ['Calcola il prezzo', 'Scegli materiale e formato e vedi subito il prezzo.'],
        ['Consigli fotografici', 'Così le tue immagini rendono al meglio in stampa.'],
      ],
    ],
    shops: 'Direttamente ai nostri prodotti',
    contact: [
      'Scrivici',
      'Raccontaci di cosa si tratta: più dettagli ci dai, prima possiamo aiutarti. Il numero d’ordine è nella conferma d’ordine.',
    ],
    gv: [
      'Carta regalo',
      'La carta regalo di {brand}: importo a scelta, subito via e-mail o stampata, valida tre anni per {p1} e {p2}.',
      'Regala ricordi',
      'Con la carta regalo ognuno crea da sé il suo pezzo preferito.',
      'Scegli la carta regalo',
    ],
    voucher: [
      'Carta regalo',
      'Utilizzabile per tutti i prodotti, valida tre anni e inviata subito in PDF via e-mail.',
      'Acquista la carta regalo',
    ],
    gvInfo: [
      'Come funziona',
      'Scegli l’importo, scrivi un messaggio, ricevila in PDF o falla spedire stampata. Il codice si inserisce nel carrello.',
    ],
    gvText: [
      '## Domande frequenti',
      [
        'La carta regalo è valida tre anni dalla data di acquisto.',
        'Il credito residuo resta sulla carta.',
        'Puoi combinare più carte regalo in un ordine.',
      ],
    ],
    journal: [
      [
        'La parete di foto perfetta',
        'Passo dopo passo verso la parete di foto: distanze, disposizione e attrezzi, con i consigli della nostra stamperia.',
        'Come progettare la parete di foto perfetta',
        'Distanze, disposizione, attrezzi: la nostra guida in cinque passi.',
        [
          'Parti dal quadro più grande all’altezza degli occhi e disponi i più piccoli intorno. Una distanza di {size:500}–{size:800} risulta ordinata e armoniosa.',
          'Ritaglia sagome di carta delle dimensioni dei quadri e fissale con nastro di carta: vedi il risultato prima di forare.',
        ],
      ],
      [
        'Scegliere le foto giuste',
        'Quali foto sono adatte alla stampa? Risoluzione, luce e inquadratura spiegate in modo semplice.',
        'Quali foto sono adatte alla stampa?',
        'Risoluzione, luce e inquadratura, spiegate in modo semplice.',
        [
          'Per un risultato nitido servono circa 150 pixel per pollice alla dimensione di stampa. Il nostro editor ti avvisa se una foto è troppo piccola.',
          'Luce naturale e uno sfondo tranquillo valgono più di qualsiasi ritocco.',
        ],
      ],
      [
        'Guida alla carta',
        'Opaca, satinata o naturale? La nostra guida mostra quale carta si abbina a quale soggetto.',
        'Opaca, lucida o naturale?',
        'Quale carta per quale soggetto.',
        [
          'La carta opaca non riflette e risulta calma: ideale per le stanze luminose.',
          'La satinata fa brillare i colori, la carta naturale è calda e piacevole al tatto.',
        ],
      ],
    ],
  },
  nl: {
    insp: [
      'Ideeën & inspiratie',
      'Ideeën voor {p1} en {p2}: ontwerptips, klantfoto’s, een kijkje in onze drukkerij en de nieuwste verhalen uit het {brand}-journal.',
      'Ideeën voor aan de muur en in je hart',
      'Tips uit onze drukkerij, foto’s van onze klanten en alles wat je nodig hebt voor je volgende project.',
      'Laat je inspireren',
    ],
    usp: ['Verzending in 2–3 werkdagen', 'Gedrukt in onze eigen drukkerij', 'Gratis voorbeeld vóór je bestelt'],
    sub: [
      'In drie stappen naar je lievelingsstuk',
      'Foto’s uploaden, lay-out kiezen, voorbeeld bekijken – meer is het niet. Onze editor stelt passende formaten voor en laat meteen zien hoe je project gedrukt wordt.',
      'Naar de {p1}',
    ],
    large: [
      'Cadeaus die blijven',
      '{P2} met jullie gedeelde momenten zijn het meest persoonlijke cadeau – en binnen 2–3 werkdagen bij je.',
      'Cadeau-ideeën ontdekken',
    ],
    small: ['Welk papier past bij mij?', 'Mat, zijdeglans of natuurpapier: onze kleine papiergids.'],
    tiles: [
      'Populair bij onze klanten',
      [
        ['{P1} voor de woonkamer', 'Grote formaten voor je mooiste vakantiefoto’s.'],
        ['{P2} voor elke gelegenheid', 'Verjaardag, bruiloft of gewoon om bedankt te zeggen.'],
        ['Papier & afwerking', 'Natuurpapier, premium karton en goudfolie.'],
      ],
    ],
    photo: [
      'Drukvel met vers gedrukte ontwerpen in onze drukkerij',
      'Vers van de pers: elk drukvel wordt met de hand gecontroleerd voordat het verder gaat.',
    ],
    cust: [
      'Zo ziet het er bij jullie thuis uit',
      'Duizenden klanten stuurden ons foto’s van hun lievelingsstukken – hier een kleine selectie.',
      [
        'Julia uit Utrecht: haar vakantiefoto boven de bank',
        'Familie de Vries: de familieplanner in de keuken',
        'Mehmet uit Rotterdam: bergpanorama in de gang',
        'Sanne uit Gent: kaarten voor de bruiloft',
        'Tom uit Haarlem: herinneringen aan de zee',
        'Lotte uit Antwerpen: een cadeau voor opa en oma',
      ],
    ],
    video: ['Een kijkje in onze drukkerij', 'Van upload tot verzending: zo ontstaan je {p1} bij {brand}.'],
    cont: 'Onze tips voor jou',
    reco: [
      'Onze tip',
      'Plan je fotowand als een pro',
      'Met papieren sjablonen en een waterpas hang je in een uur meerdere lijsten perfect op.',
      'Naar de handleiding',
    ],
    recoTiles: [
      'Dit vind je misschien ook leuk',
      [
        ['Kleine formaten, groot effect', 'Mini-formaten voor plank, bureau en vensterbank.'],
        ['Zwart-wit werkt altijd', 'Waarom monochrome foto’s in elke ruimte passen.'],
        ['Cadeau op het laatste moment', 'Met de cadeaubon geef je vrijheid om te ontwerpen.'],
      ],
    ],
    abA: ['Gratis voorbeeld', 'Voor elke bestelling zie je elke pagina van je project precies zoals wij hem drukken.'],
    abB: ['Niet tevreden? We drukken opnieuw.', 'Met onze tevredenheidsgarantie drukken we gratis opnieuw als er iets niet klopt.'],
    feed: ['Nieuw in het journal', 'Verder lezen'],
    jo: [
      'Journal',
      'Het journal van {brand}: handleidingen, tips en ideeën voor {p1} en {p2}, alle verhalen in één oogopslag.',
      'Ons journal',
      'Handleidingen, tips en ideeën uit onze drukkerij.',
      'Lees het nieuwste verhaal',
    ],
    joFeed: 'Alle verhalen',
    svc: [
      'Klantenservice & contact',
      'De klantenservice van {brand}: openingstijden, handige tools en het contactformulier voor je vragen over bestelling, verzending en ontwerp.',
      'Hoe kunnen we je helpen?',
      'Ons serviceteam staat persoonlijk voor je klaar – via formulier, e-mail of telefoon.',
      'Naar het contactformulier',
    ],
    hours: [
      'Onze servicetijden',
      'Maandag tot en met vrijdag van 8 tot 18 uur, zaterdag van 9 tot 14 uur. Berichten via het formulier beantwoorden we meestal **binnen één werkdag**.',
    ],
    tools: [
      'Gratis tools',
      'Kleine hulpmiddelen om te plannen – gratis en zonder account.',
      [
        ['Formaten vergelijken', 'Alle maten en prijzen in één oogopslag.'],
        ['Prijs berekenen', 'Kies materiaal en formaat en zie meteen de prijs.'],
        ['Fototips', 'Zo worden je foto’s mooi in druk.'],
      ],
    ],
    shops: 'Direct naar onze producten',
    contact: [
      'Stuur ons een bericht',
      'Vertel ons waar het over gaat – hoe preciezer, hoe sneller we kunnen helpen. Je bestelnummer staat in je orderbevestiging.',
    ],
    gv: [
      'Cadeaubon',
      'De cadeaubon van {brand}: vrij te kiezen bedrag, direct per e-mail of gedrukt, drie jaar geldig voor {p1} en {p2}.',
      'Geef herinneringen cadeau',
      'Met de cadeaubon ontwerpt iedereen zelf zijn lievelingsstuk.',
      'Cadeaubon kiezen',
    ],
    voucher: ['Cadeaubon', 'Inwisselbaar voor alle producten, drie jaar geldig en direct als pdf per e-mail.', 'Cadeaubon kopen'],
    gvInfo: [
      'Zo werkt het',
      'Kies een bedrag, schrijf een groet en ontvang hem als pdf of laat hem gedrukt versturen. De code wissel je in het winkelmandje in.',
    ],
    gvText: [
      '## Veelgestelde vragen',
      [
        'De cadeaubon is drie jaar geldig vanaf de aankoopdatum.',
        'Een restbedrag blijft op de bon staan.',
        'Je kunt meerdere cadeaubonnen in één bestelling combineren.',
      ],
    ],
    journal: [
      [
        'De perfecte fotowand',
        'Stap voor stap naar je fotowand: afstanden, indeling en gereedschap – met tips uit onze drukkerij.',
        'Zo plan je de perfecte fotowand',
        'Afstanden, indeling, gereedschap: onze handleiding in vijf stappen.',
        [
          'Begin met de grootste lijst op ooghoogte en schik de kleinere eromheen. Een afstand van {size:500} tot {size:800} oogt rustig en netjes.',
          'Knip papieren sjablonen op het formaat van je lijsten en plak ze met schilderstape op de muur – zo zie je het resultaat voordat je boort.',
        ],
      ],
      [
        'De juiste foto’s kiezen',
        'Welke foto’s zijn geschikt om te drukken? Resolutie, licht en uitsnede eenvoudig uitgelegd.',
        'Welke foto’s zijn geschikt om te drukken?',
        'Resolutie, licht en uitsnede – eenvoudig uitgelegd.',
        [
          'Voor een scherp resultaat heb je ongeveer 150 pixels per inch op drukformaat nodig. Onze editor waarschuwt je als een foto te klein is.',
          'Natuurlijk licht en een rustige achtergrond doen meer dan elke bewerking.',
        ],
      ],
      [
        'Papiergids',
        'Mat, zijdeglans of natuurpapier? Onze gids laat zien welk papier bij welk motief past.',
        'Mat, glans of natuur?',
        'Welk papier bij welk motief past.',
        [
          'Mat papier weerspiegelt niet en oogt rustig – ideaal voor lichte ruimtes.',
          'Zijdeglans laat kleuren stralen, natuurpapier voelt warm en stevig aan.',
        ],
      ],
    ],
  },
}
type Lang = keyof typeof WORDS
const FOLDERS: Readonly<Record<Lang, string>> = { de: 'de-de', en: 'en-gb', es: 'es-es', fr: 'fr-fr', it: 'it-it', nl: 'nl-nl' }
/**
 * The three journal entries and their publication dates (the `date` field the feed sorts by), relative to the day the
 * demo space answers (src/content/demo/relative-dates.ts).
 */
const JOURNAL = [
  ['bilderwand', '@date(-40d)', 'journal-1'],
  ['fotos-auswaehlen', '@date(-62d)', 'journal-2'],
  ['papier-ratgeber', '@date(-85d)', 'journal-3'],
] as const

interface Facts {
  name: string
  /** The two product pages' slugs, in the order of `nouns`. */
  products: [string, string]
  colors: [string, string]
  /** Teaser look: picture under /demo/editorial, background, text colour. */
  look: [string, string, string]
  /** A flag of the brand's demo set (src/flags/definitions.ts) the A/B block follows. */
  flag: string
  video: ['youtube' | 'vimeo', string, string]
  nouns: Record<Lang, [string, string]>
}

const BRANDS: Record<'cards' | 'poster', Facts> = {
  cards: {
    name: 'Kartenfee',
    products: ['fotokalender', 'grusskarten'],
    colors: ['#8e3b7a', '#d9822b'],
    look: ['cards-table', '#fbeff5', '#2d1b2e'],
    flag: 'kls-calculator-redesign',
    // Blender's open film "Big Buck Bunny" stands in for the print-shop film (CC BY 3.0).
    video: ['youtube', 'aqz-KE-bpKQ', 'video-cards'],
    nouns: {
      de: ['Fotokalender', 'Grußkarten'],
      en: ['photo calendars', 'greeting cards'],
      es: ['calendarios de fotos', 'tarjetas de felicitación'],
      fr: ['calendriers photo', 'cartes de vœux'],
      it: ['calendari fotografici', 'biglietti d’auguri'],
      nl: ['fotokalenders', 'wenskaarten'],
    },
  },
  poster: {
    name: 'Posterhaus',
    products: ['poster', 'leinwand'],
    colors: ['#1f4e5f', '#ef6f4f'],
    look: ['canvas-wall', '#eef4f2', '#1b2429'],
    flag: 'voll-calculator-redesign',
    video: ['vimeo', '1084537', 'video-poster'],
    nouns: {
      de: ['Poster', 'Leinwandbilder'],
      en: ['posters', 'canvas prints'],
      es: ['pósters', 'lienzos'],
      fr: ['posters', 'toiles'],
      it: ['poster', 'quadri su tela'],
      nl: ['posters', 'canvasdoeken'],
    },
  },
}

const story = (f: string, slug: string): Node => ({
  id: '',
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: `${f}/${slug}`,
})
/** A link to a section of the page itself (`#contact`). */
const section = (anchor: string): Node => ({ id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '', anchor })
const picture = (name: string, alt: string): Node => ({ filename: `/demo/editorial/${name}.svg`, alt })
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const inline = (s: string): Node[] =>
  s
    .split(/(\*\*.+?\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') ? { type: 'text', text: part.slice(2, -2), marks: [{ type: 'bold' }] } : { type: 'text', text: part },
    )
const para = (s: string): Node => ({ type: 'paragraph', content: inline(s) })
const doc = (items: Rich[]): Node => ({
  type: 'doc',
  content: items.map((r) =>
    typeof r !== 'string'
      ? { type: 'bullet_list', content: r.map((li) => ({ type: 'list_item', content: [para(li)] })) }
      : r.startsWith('## ')
        ? { type: 'heading', attrs: { level: 2 }, content: inline(r.slice(3)) }
        : para(r),
  ),
})

function editorialFolder(key: 'cards' | 'poster', lang: Lang): DemoStorySeed[] {
  const b = BRANDS[key]
  const f = FOLDERS[lang]
  const [p1, p2] = b.nouns[lang]
  const fill = <T>(value: T): T =>
    JSON.parse(
      JSON.stringify(value)
        .replaceAll('{brand}', b.name)
        .replaceAll('{P1}', cap(p1))
        .replaceAll('{P2}', cap(p2))
        .replaceAll('{p1}', p1)
        .replaceAll('{p2}', p2),
    ) as T
  const w = fill(WORDS[lang])
  const id = (page: string, part: string) => `${key}-${f}-${page}-${part}`
  const [product1, product2] = b.products.map((slug) => story(f, slug)) as [Node, Node]
  const teaser = (page: string, [, , h, s, c]: Five, image: string, alt: string, cta: Node): Node => ({
    _uid: id(page, 'teaser'),
    component: 'Teaser',
    headline: h,
    subline: s,
    image: picture(image, alt),
    cta: { text: c, link: cta },
    backgroundColor: b.look[1],
    textColor: b.look[2],
  })
  const page = (slug: string, five: Five, teaserBlock: Node, body: Node[], extra: Node = {}): DemoStorySeed => ({
    full_slug: `${f}/${slug}`,
    name: five[0],
    content: {
      _uid: id(slug, 'page'),
      component: 'page',
      title: `${five[0]} | ${b.name}`,
      description: five[1],
      robots: 'index,follow',
      teaser: [teaserBlock],
      body,
      ...extra,
    },
  })
  const usp = (page: string): Node => ({
    _uid: id(page, 'usp'),
    component: 'UspTeaser',
    items: w.usp.map((text, i) => ({ text, icon: (['truck', 'check', 'star'] as const)[i] })),
  })
  const journal = (i: number) => story(f, `journal/${JOURNAL[i]?.[0] ?? ''}`)
  const reco = (i: number, [headline, text]: [string, string], link: Node): Node => ({
    headline,
    text,
    image: picture(['paper-stack', 'calendar-desk', 'gift-voucher'][i] ?? 'paper-stack', headline),
    link,
  })

  const inspiration = page(
    'inspiration',
    w.insp,
    teaser('inspiration', w.insp, 'living-room', w.photo[0], product1),
    [
      {
        _uid: id('inspiration', 'sub'),
        component: 'SubTeaser',
        headline: w.sub[0],
        text: w.sub[1],
        image: picture('calendar-desk', w.sub[0]),
        cta: { text: w.sub[2], link: product1 },
        imagePosition: 'left',
      },
      {
        _uid: id('inspiration', 'large'),
        component: 'SubTeaserPhotoLarge',
        headline: w.large[0],
        text: w.large[1],
        image: picture(b.look[0], w.large[0]),
        cta: { text: w.large[2], link: product2 },
      },
      {
        _uid: id('inspiration', 'small'),
        component: 'SubTeaserPhotoSmall',
        headline: w.small[0],
        text: w.small[1],
        image: picture('paper-stack', w.small[0]),
        link: journal(2),
      },
      { _uid: id('inspiration', 'margin'), component: 'Margin', size: 'medium' },
      {
        _uid: id('inspiration', 'tiles'),
        component: 'SubTeaserTiles',
        headline: w.tiles[0],
        tiles: w.tiles[1].map(([headline, text], i) => ({
          headline,
          text,
          image: picture(['living-room', 'cards-table', 'paper-stack'][i] ?? 'paper-stack', headline),
          link: [product1, product2, journal(2)][i],
        })),
      },
      {
        _uid: id('inspiration', 'photo'),
        component: 'PhotoBlock',
        image: picture('print-shop', w.photo[0]),
        caption: w.photo[1],
        ratio: 2 / 3,
      },
      {
        _uid: id('inspiration', 'customers'),
        component: 'CustomerPictureBlock',
        headline: w.cust[0],
        text: w.cust[1],
        pictures: w.cust[2].map((caption, i) => ({ image: picture(`customer-${i + 1}`, caption), caption })),
      },
      {
        _uid: id('inspiration', 'video'),
        component: 'VideoBlock',
        provider: b.video[0],
        videoId: b.video[1],
        title: w.video[0],
        caption: w.video[1],
        poster: picture(b.video[2], w.video[0]),
      },
      {
        _uid: id('inspiration', 'container'),
        component: 'PublicContainerWrapper',
        headline: w.cont,
        width: 'default',
        backgroundColor: b.look[1],
        textColor: b.look[2],
        blocks: [
          {
            _uid: id('inspiration', 'reco'),
            component: 'RecoSubTeaser',
            label: w.reco[0],
            headline: w.reco[1],
            text: w.reco[2],
            linkText: w.reco[3],
            image: picture('living-room', w.reco[1]),
            link: journal(0),
          },
          {
            _uid: id('inspiration', 'reco-tiles'),
            component: 'RecoSubTeaserTiles',
            headline: w.recoTiles[0],
            items: w.recoTiles[1].map((pair, i) => reco(i, pair, [product1, journal(1), story(f, 'gift-voucher')][i] ?? product1)),
          },
        ],
      },
      {
        _uid: id('inspiration', 'ab'),
        component: 'ABContent',
        flag: b.flag,
        variantA: [
          {
            _uid: id('inspiration', 'ab-a'),
            component: 'Information',
            headline: w.abA[0],
            text: doc([w.abA[1]]),
            icon: 'check',
            tone: 'info',
          },
        ],
        variantB: [
          {
            _uid: id('inspiration', 'ab-b'),
            component: 'Information',
            headline: w.abB[0],
            text: doc([w.abB[1]]),
            icon: 'star',
            tone: 'success',
          },
        ],
      },
      { _uid: id('inspiration', 'feed'), component: 'Feed', headline: w.feed[0], folder: 'journal', limit: 3, linkText: w.feed[1] },
    ],
    { uspTeaser: [usp('inspiration')] },
  )

  const service = page('service', w.svc, teaser('service', w.svc, 'print-shop', w.photo[0], section('contact')), [
    {
      _uid: id('service', 'hours'),
      component: 'Information',
      headline: w.hours[0],
      text: doc([w.hours[1]]),
      icon: 'service',
      tone: 'info',
    },
    {
      _uid: id('service', 'toolbox'),
      component: 'Toolbox',
      headline: w.tools[0],
      text: w.tools[1],
      tools: w.tools[2].map(([name, description], i) => ({
        name,
        description,
        icon: (['search', 'cart', 'star'] as const)[i],
        link: [story(f, 'products'), product1, journal(1)][i],
      })),
    },
    {
      _uid: id('service', 'shops'),
      component: 'Shop',
      headline: w.shops,
      entries: [
        { text: cap(p1), link: product1, color: b.colors[0], icon: 'heart' },
        { text: cap(p2), link: product2, color: b.colors[1], icon: 'star' },
        { text: w.gv[0], link: story(f, 'gift-voucher'), color: '#2d6a4f', icon: 'mail' },
      ],
    },
    usp('service'),
    { _uid: id('service', 'contact'), component: 'ContactForm', headline: w.contact[0], text: w.contact[1], contactPerson: 'service-team' },
  ])

  const voucher = page('gift-voucher', w.gv, teaser('gift-voucher', w.gv, 'gift-voucher', w.voucher[0], section('voucher')), [
    {
      _uid: id('gift-voucher', 'voucher'),
      component: 'Voucher',
      headline: w.voucher[0],
      text: w.voucher[1],
      ctaText: w.voucher[2],
      amounts: [25, 50, 100, 150],
      image: picture('gift-voucher', w.voucher[0]),
    },
    {
      _uid: id('gift-voucher', 'info'),
      component: 'Information',
      headline: w.gvInfo[0],
      text: doc([w.gvInfo[1]]),
      icon: 'mail',
      tone: 'success',
    },
    { _uid: id('gift-voucher', 'text'), component: 'Text', text: doc(w.gvText) },
  ])

  // The journal folder's root: Storyblok gives a folder's start page the folder's full slug with a trailing slash.
  const overview: DemoStorySeed = {
    ...page('journal', w.jo, teaser('journal', w.jo, JOURNAL[0][2], w.journal[0]?.[2] ?? w.jo[2], journal(0)), [
      { _uid: id('journal', 'feed'), component: 'Feed', headline: w.joFeed, folder: 'journal', limit: 12, linkText: w.feed[1] },
    ]),
    full_slug: `${f}/journal/`,
    is_startpage: true,
  }

  const entries = w.journal.map(([t, d, h, s, paragraphs], i): DemoStorySeed => {
    const [slug, date, image] = JOURNAL[i] ?? JOURNAL[0]
    return {
      full_slug: `${f}/journal/${slug}`,
      name: t,
      content: {
        _uid: id(`journal-${slug}`, 'page'),
        component: 'page',
        title: `${t} | ${b.name}`,
        description: d,
        robots: 'index,follow',
        date,
        teaser: [
          {
            _uid: id(`journal-${slug}`, 'teaser'),
            component: 'Teaser',
            headline: h,
            subline: s,
            image: picture(image, h),
            backgroundColor: b.look[1],
            textColor: b.look[2],
          },
        ],
        body: [{ _uid: id(`journal-${slug}`, 'text'), component: 'Text', text: doc(paragraphs) }],
      },
    }
  })
  // Stored oldest first, the order an editor wrote them in: the feed shows them newest first by their `date`.
  return [inspiration, service, voucher, overview, ...entries.reverse()]
}

/** The layout's links to the brand site's inspiration, help and voucher pages now lead to the demo pages above. */
const TARGETS: Readonly<Record<string, string>> = { inspiration: 'inspiration', help: 'service', vouchers: 'gift-voucher' }

function relink(node: unknown, f: string): void {
  if (Array.isArray(node)) return node.forEach((item) => relink(item, f))
  if (!node || typeof node !== 'object') return
  const record = node as Node
  const target =
    record.linktype === 'url' && typeof record.url === 'string' ? TARGETS[/\/[a-z]{2}\/([a-z]+)$/.exec(record.url)?.[1] ?? ''] : undefined
  if (target) Object.assign(record, story(f, target))
  else for (const value of Object.values(record)) relink(value, f)
}

/** A brand's stories plus its editorial demo pages (appended, so the older stories keep their positions). */
export function withEditorialPages(key: 'cards' | 'poster', stories: DemoStorySeed[]): DemoStorySeed[] {
  for (const s of stories) if (s.full_slug.endsWith('/layout') && s.content) relink(s.content, s.full_slug.slice(0, 5))
  return [...stories, ...(Object.keys(FOLDERS) as Lang[]).flatMap((lang) => editorialFolder(key, lang))]
}
