// Demo content of the poster brand "Posterhaus": its constants and per-language copy, built into stories by ./build.
import { brandStories, type Brand, type Copy, type Regional } from './build'
import { withCategoryPages } from './category-pages'
import { withEditorialPages } from './editorial-pages'
import type { DemoStorySeed } from './types'

const BRAND: Brand = {
  name: 'Posterhaus',
  key: 'poster',
  site: 'https://www.posterhaus.example',
  mail: 'service@posterhaus.example',
  barId: 'canvas-sale',
  home: ['teaser-home-poster', '#eef4f2', '#1b2429'],
  products: [
    ['poster', 'teaser-poster', '#f6efe6', '#1b2429'],
    ['leinwand', 'teaser-canvas', '#e6eef2', '#1f4e5f'],
  ],
  // The wall-picture calculator (product photoframe, all 12 materials): the poster page opens on poster paper, the
  // canvas page on canvas with 60 x 90 cm preselected through its sku (a reduced format).
  calculators: {
    poster: { product: 'photoframe', materialType: 'poster', sku: '', ctaText: 'cta.jetztGestalten', ctaColor: '', isCollage: false },
    leinwand: {
      product: 'photoframe',
      materialType: 'leinwand',
      sku: 'leinwand-6000x9000',
      ctaText: 'cta.jetztGestalten',
      ctaColor: 'orange',
      isCollage: false,
    },
  },
  // SPEC §4: the poster page offers portrait/landscape swapping while the voll-portrait-format experiment is on.
  tags: { poster: ['portrait-format'] },
  seo: {
    sameAs: ['https://www.instagram.com/posterhaus', { url: 'https://www.youtube.com/posterhaus' }],
    snippets: {
      poster: {
        sku: 'poster-poster',
        brand: 'Posterhaus',
        lowPrice: '{price:poster}',
        highPrice: '{price:poster/7000x10000}',
        offerCount: '12',
        ratingValue: '4.6',
        reviewCount: '842',
      },
      leinwand: { sku: 'poster-leinwand', brand: 'Posterhaus', price: '{price:leinwand/4000x6000}' },
    },
  },
  theme: ['nordlicht', 'Nordlicht', 'teaser-poster', '#12313a', '#eaf6f2'],
  shopColors: ['#1f4e5f', '#ef6f4f'],
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
      t: 'Poster, Leinwände & Bilderrahmen mit deinen Fotos',
      d: 'Mach deine Fotos groß: Poster, Leinwandbilder und Bilderrahmen in Galeriequalität, in vielen Formaten gedruckt und in 2–3 Werktagen versandfertig.',
      h: 'Deine Fotos, ganz groß',
      s: 'Poster, Leinwände und Rahmen in Galeriequalität – für Wände mit Geschichte.',
      a: 'Gerahmtes Poster und Leinwandbild an einer hellen Wand',
      c: 'Poster gestalten',
      hl: 'Wandbilder, die bleiben',
      tx: [
        [
          'Bei Posterhaus machen wir aus deinen Lieblingsfotos echte Hingucker: [Poster](/poster) bis {size:7000x10000}, [Leinwandbilder](/leinwand) auf handgespanntem Keilrahmen und passende Bilderrahmen aus Holz oder Aluminium. Gedruckt wird mit **lichtechten Pigmenttinten**, die auch nach Jahren nicht verblassen.',
        ],
        [
          '## Gut zu wissen',
          [
            'Automatische Qualitätsprüfung deiner Fotos beim Hochladen',
            'Bruchsichere Verpackung',
            'Rahmen fertig montiert und bereit zum Aufhängen',
            'Zufriedenheitsgarantie auf jede Bestellung',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Poster',
        t: 'Fotoposter selbst gestalten',
        d: 'Fotoposter in Galeriequalität: von A4 bis {size:7000x10000}, auf mattem, seidenmattem oder Fine-Art-Papier gedruckt, ab {price:poster} und auf Wunsch gerahmt.',
        h: 'Poster in Galeriequalität',
        s: 'Vom Urlaubsfoto bis zum Kunstdruck – in jedem Format gestochen scharf.',
        a: 'Gerahmtes Poster an einer Wand',
        c: 'Poster gestalten',
        hl: 'Dein Format, dein Papier',
        tx: [
          [
            '## Formate, Papiere und Rahmen',
            'Lade dein Foto hoch, wähle den Ausschnitt und entscheide dich für ein Papier. Auf Wunsch liefern wir dein Poster direkt im passenden Rahmen – mit Passepartout und entspiegeltem Acrylglas.',
            [
              'Poster von {size:3000x4000} bis {size:7000x10000}, ab {price:poster}',
              'Fotopapier matt oder seidenmatt, 200 g/m²',
              'Fine-Art-Papier aus Baumwolle, 310 g/m²',
              'Bilderrahmen in Eiche, Schwarz oder Weiß',
            ],
          ],
        ],
      },
      {
        n: 'Leinwandbilder',
        t: 'Leinwandbild mit eigenem Foto',
        d: 'Dein Foto auf Leinwand: auf {size:250} oder {size:380} starken Keilrahmen aus Kiefernholz gespannt, in über 30 Formaten bis {size:12000x8000}, ab {price:leinwand} und fertig zum Aufhängen.',
        h: 'Dein Foto auf Leinwand',
        s: 'Von Hand auf echten Holzrahmen gespannt – mit der Wärme und Struktur eines Gemäldes.',
        a: 'Leinwandbild mit Landschaftsmotiv an einer Wand',
        c: 'Leinwand gestalten',
        hl: 'Von Hand gespannt, gemacht für Jahre',
        tx: [
          [
            '## Material und Verarbeitung',
            'Wir drucken auf robuste Leinwand aus Baumwolle und Polyester und spannen sie von Hand auf einen Keilrahmen aus FSC®-zertifiziertem Kiefernholz. Das Motiv läuft sauber um die Kanten – ganz ohne weiße Ränder.',
            [
              'Formate von {size:3000x3000} bis {size:12000x8000}, ab {price:leinwand}',
              'Keilrahmen {size:250} oder {size:380} stark',
              'Lichtechte Pigmenttinten, bis zu 75 Jahre farbstabil',
              'Aufhänger bereits montiert',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Alle Produkte: Poster & Leinwandbilder',
      d: 'Alle Produkte von Posterhaus im Überblick: Fotoposter bis {size:7000x10000} und Leinwandbilder auf handgespanntem Keilrahmen – in Galeriequalität gedruckt.',
      h: 'Alle Produkte im Überblick',
      s: 'Poster und Leinwände mit deinen eigenen Fotos – finde das passende Wandbild für dein Zuhause.',
      a: 'Gerahmtes Poster und Leinwandbild an einer hellen Wand',
      c: 'Poster gestalten',
      hl: 'Was soll an deine Wand?',
      tx: [
        [
          'Bei Posterhaus findest du zwei Produkte, die du in wenigen Minuten online mit deinen Fotos gestaltest:',
          [
            '[Poster](/poster): Fotoposter von A4 bis {size:7000x10000} auf mattem, seidenmattem oder Fine-Art-Papier, auf Wunsch gerahmt.',
            '[Leinwandbilder](/leinwand): dein Foto, von Hand auf einen Keilrahmen aus Kiefernholz gespannt und fertig zum Aufhängen.',
          ],
        ],
      ],
    },
    th: {
      t: 'Nordlicht – Polarlicht-Poster',
      d: 'Das Design Nordlicht für deine Wand: grün und violett leuchtende Polarlichter über einer stillen Winterlandschaft – als Poster ab {price:poster}, auf Wunsch gerahmt.',
      h: 'Nordlicht: Polarlichter für deine Wand',
      s: 'Tanzende Lichter am Himmel des hohen Nordens – als Poster in Galeriequalität.',
      a: 'Poster mit Polarlichtern über einer verschneiten Landschaft',
      c: 'Poster gestalten',
      hl: 'Ein Himmel voller Licht',
      tx: [
        [
          'Nordlicht zeigt grün und violett schimmernde Polarlichter über verschneiten Bergen und einem stillen See. Der tiefe Nachthimmel wirkt auf mattem Papier besonders satt und bringt Ruhe in jeden Raum. Das Motiv macht sich im Querformat über dem Sofa genauso gut wie im Hochformat im Flur.',
          [
            'Formate von {size:3000x4000} bis {size:7000x10000}, ab {price:poster}',
            'Fotopapier matt, 200 g/m², oder Fine-Art-Papier aus Baumwolle, 310 g/m²',
            'Passender Rahmen in Schwarz oder Eiche',
          ],
        ],
      ],
    },
    usp: ['Versandfertig in 2–3 Werktagen', 'Lichtechte Pigmenttinten', 'Bruchsichere Verpackung'],
    err: [
      'Diese Seite gibt es leider nicht (mehr). Entdecke stattdessen unsere Poster und Leinwandbilder oder starte einfach auf der Posterhaus-Startseite neu.',
      'Seite nicht gefunden',
      [
        'Hoppla – an dieser Wand hängt leider nichts. Vielleicht hat sich ein Tippfehler eingeschlichen oder die Seite ist umgezogen. Entschuldige bitte!',
        'Zurück zur [Startseite](/) oder direkt weiter zu unseren [Postern](/poster) und [Leinwandbildern](/leinwand).',
      ],
    ],
    bar: '<strong>Leinwand-Aktion:</strong> 25 % auf alle Leinwandbilder mit Code <b>ART25</b>',
    nav: ['Inspiration', 'Hilfe', 'Gutscheine'],
    hot: '030 23125 520',
    svc: 'Mo–Fr 9–17 Uhr',
    foot: [
      ['Kundenservice', ['Hilfe & FAQ', 'Versand & Lieferung', 'Kontakt']],
      ['Über uns', ['Über Posterhaus', 'Nachhaltigkeit', 'Jobs']],
      ['Rechtliches', ['Impressum', 'Datenschutz', 'AGB']],
    ],
  },
  {
    f: 'en-gb',
    home: {
      t: 'Posters, canvas prints & photo frames',
      d: 'Make your photos big: gallery-quality posters, canvas prints and photo frames in lots of sizes, printed to order and dispatched in 2–3 working days.',
      h: 'Your photos, larger than life',
      s: 'Gallery-quality posters, canvases and frames – for walls with a story to tell.',
      a: 'Framed poster and canvas print on a bright wall',
      c: 'Create a poster',
      hl: 'Wall art that lasts',
      tx: [
        [
          'At Posterhaus we turn your favourite photos into real eye-catchers: [posters](/poster) up to {size:7000x10000}, [canvas prints](/leinwand) on hand-stretched frames and matching photo frames in wood or aluminium. We print with **fade-resistant pigment inks** that stay vivid for years.',
        ],
        [
          '## Good to know',
          [
            'Automatic quality check of your photos as you upload',
            'Shatter-proof packaging',
            'Frames arrive fully assembled and ready to hang',
            'Happiness guarantee on every order',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Posters',
        t: 'Personalised photo posters',
        d: 'Gallery-quality photo posters from A4 up to {size:7000x10000}, printed on matt, satin or fine art paper – from {price:poster}, and available ready-framed if you like.',
        h: 'Gallery-quality posters',
        s: 'From holiday snaps to art prints – pin-sharp in every size.',
        a: 'Framed poster on a wall',
        c: 'Create a poster',
        hl: 'Your size, your paper',
        tx: [
          [
            '## Sizes, papers and frames',
            'Upload your photo, choose the crop and pick a paper. If you like, we’ll deliver your poster ready-framed – with a mount and anti-reflective acrylic glazing.',
            [
              'Posters from {size:3000x4000} to {size:7000x10000}, from {price:poster}',
              'Matt or satin photo paper, 200 gsm',
              'Cotton fine art paper, 310 gsm',
              'Oak, black or white frames',
            ],
          ],
        ],
      },
      {
        n: 'Canvas prints',
        t: 'Personalised canvas prints',
        d: 'Your photo on canvas: stretched over {size:250} or {size:380} pine frames, in more than 30 sizes up to {size:12000x8000}, from {price:leinwand} and delivered ready to hang on your wall.',
        h: 'Your photo on canvas',
        s: 'Hand-stretched over a real wooden frame – with the warmth and texture of a painting.',
        a: 'Canvas print of a landscape on a wall',
        c: 'Create a canvas',
        hl: 'Stretched by hand, made to last',
        tx: [
          [
            '## Materials and craftsmanship',
            'We print on sturdy cotton-polyester canvas and stretch it by hand over a frame made from FSC®-certified pine. The image wraps neatly around the edges – no white borders.',
            [
              'Sizes from {size:3000x3000} to {size:12000x8000}, from {price:leinwand}',
              'Frame depth of {size:250} or {size:380}',
              'Fade-resistant pigment inks, colourfast for up to 75 years',
              'Hanging fixture already fitted',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'All products: posters & canvas prints',
      d: 'All Posterhaus products at a glance: photo posters up to {size:7000x10000} and canvas prints on hand-stretched frames – printed to order in gallery quality.',
      h: 'All products at a glance',
      s: 'Posters and canvases made from your own photos – find the right wall art for your home.',
      a: 'Framed poster and canvas print on a bright wall',
      c: 'Create a poster',
      hl: 'What’s going on your wall?',
      tx: [
        [
          'Posterhaus has two products you can design online in minutes with your own photos:',
          [
            '[Posters](/poster): photo posters from A4 up to {size:7000x10000} on matt, satin or fine art paper, ready-framed if you like.',
            '[Canvas prints](/leinwand): your photo, stretched by hand over a pine frame and delivered ready to hang.',
          ],
        ],
      ],
    },
    th: {
      t: 'Nordlicht – northern lights posters',
      d: 'Our Nordlicht design for your wall: green and violet northern lights glowing over a quiet winter landscape – as a poster from {price:poster}, ready-framed if you like.',
      h: 'Nordlicht: the northern lights on your wall',
      s: 'Dancing lights in the far northern sky – as a gallery-quality poster.',
      a: 'Poster of the northern lights over a snowy landscape',
      c: 'Create a poster',
      hl: 'A sky full of light',
      tx: [
        [
          'Nordlicht shows shimmering green and violet aurora over snow-capped mountains and a still lake. The deep night sky looks especially rich on matt paper and brings a sense of calm to any room. The design works just as well in landscape above the sofa as in portrait in the hallway.',
          [
            'Sizes from {size:3000x4000} to {size:7000x10000}, from {price:poster}',
            'Matt photo paper, 200 gsm, or cotton fine art paper, 310 gsm',
            'Matching black or oak frame',
          ],
        ],
      ],
    },
    usp: ['Dispatched in 2–3 working days', 'Fade-resistant pigment inks', 'Shatter-proof packaging'],
    err: [
      'Sorry, this page doesn’t exist (any more). Have a look at our posters and canvas prints instead, or head back to the Posterhaus homepage to start again.',
      'Page not found',
      [
        'Oops – there’s nothing hanging on this wall. Perhaps there’s a typo in the address, or the page has moved. Sorry about that!',
        'Head back to the [homepage](/) or go straight to our [posters](/poster) and [canvas prints](/leinwand).',
      ],
    ],
    bar: '<strong>Canvas offer:</strong> 25% off all canvas prints with code <b>ART25</b>',
    nav: ['Inspiration', 'Help', 'Gift vouchers'],
    hot: '020 7946 0520',
    svc: 'Mon–Fri 9am–5pm',
    foot: [
      ['Customer service', ['Help & FAQs', 'Delivery', 'Contact us']],
      ['About us', ['About Posterhaus', 'Sustainability', 'Careers']],
      ['Legal', ['Legal notice', 'Privacy policy', 'Terms & conditions']],
    ],
  },
  {
    f: 'es-es',
    home: {
      t: 'Pósters, lienzos y marcos con tus fotos',
      d: 'Haz tus fotos en grande: pósters, lienzos y marcos con calidad de galería, en muchos formatos, impresos por encargo y listos para enviar en 2–3 días.',
      h: 'Tus fotos, a lo grande',
      s: 'Pósters, lienzos y marcos con calidad de galería, para paredes con historia.',
      a: 'Póster enmarcado y lienzo en una pared luminosa',
      c: 'Crear póster',
      hl: 'Cuadros que perduran',
      tx: [
        [
          'En Posterhaus convertimos tus fotos favoritas en auténticos protagonistas: [pósters](/poster) de hasta {size:7000x10000}, [lienzos](/leinwand) tensados a mano sobre bastidor y marcos a juego de madera o aluminio. Imprimimos con **tintas pigmentadas resistentes a la luz**, que no pierden color con los años.',
        ],
        [
          '## Bueno saberlo',
          [
            'Revisión automática de la calidad de tus fotos al subirlas',
            'Embalaje a prueba de golpes',
            'Marcos montados y listos para colgar',
            'Satisfacción garantizada en cada pedido',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Pósters',
        t: 'Pósters personalizados con tus fotos',
        d: 'Pósters con calidad de galería desde A4 hasta {size:7000x10000}, impresos en papel mate, satinado o fine art, desde {price:poster} y, si quieres, ya enmarcados.',
        h: 'Pósters con calidad de galería',
        s: 'De la foto de las vacaciones a la lámina artística, nítidos en cualquier tamaño.',
        a: 'Póster enmarcado en una pared',
        c: 'Crear póster',
        hl: 'Tu formato, tu papel',
        tx: [
          [
            '## Formatos, papeles y marcos',
            'Sube tu foto, elige el encuadre y decide el papel. Si lo prefieres, te enviamos el póster ya enmarcado, con paspartú y metacrilato antirreflejos.',
            [
              'Pósters de {size:3000x4000} a {size:7000x10000}, desde {price:poster}',
              'Papel fotográfico mate o satinado de 200 g/m²',
              'Papel fine art de algodón de 310 g/m²',
              'Marcos de roble, negros o blancos',
            ],
          ],
        ],
      },
      {
        n: 'Lienzos',
        t: 'Lienzos personalizados con tu foto',
        d: 'Tu foto en lienzo: tensado sobre bastidor de pino de {size:250} o {size:380}, en más de 30 formatos de hasta {size:12000x8000}, desde {price:leinwand} y listo para colgar en la pared.',
        h: 'Tu foto en lienzo',
        s: 'Tensado a mano sobre un bastidor de madera, con la calidez y la textura de un cuadro.',
        a: 'Lienzo con un paisaje colgado en la pared',
        c: 'Crear lienzo',
        hl: 'Tensado a mano, hecho para durar',
        tx: [
          [
            '## Materiales y acabado',
            'Imprimimos sobre un lienzo resistente de algodón y poliéster y lo tensamos a mano sobre un bastidor de pino con certificación FSC®. La imagen continúa limpiamente por los cantos, sin bordes blancos.',
            [
              'Formatos de {size:3000x3000} a {size:12000x8000}, desde {price:leinwand}',
              'Bastidor de {size:250} o {size:380} de grosor',
              'Tintas pigmentadas que conservan el color hasta 75 años',
              'Colgador ya montado',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Todos los productos: pósters y lienzos',
      d: 'Todos los productos de Posterhaus de un vistazo: pósters con tus fotos de hasta {size:7000x10000} y lienzos tensados a mano, impresos con calidad de galería.',
      h: 'Todos los productos de un vistazo',
      s: 'Pósters y lienzos con tus propias fotos: encuentra el cuadro perfecto para tu pared.',
      a: 'Póster enmarcado y lienzo en una pared luminosa',
      c: 'Crear póster',
      hl: '¿Qué quieres colgar en tu pared?',
      tx: [
        [
          'En Posterhaus encontrarás dos productos que puedes diseñar online con tus fotos en pocos minutos:',
          [
            '[Pósters](/poster): pósters desde A4 hasta {size:7000x10000} en papel mate, satinado o fine art y, si quieres, ya enmarcados.',
            '[Lienzos](/leinwand): tu foto tensada a mano sobre un bastidor de pino y lista para colgar.',
          ],
        ],
      ],
    },
    th: {
      t: 'Nordlicht – pósters de auroras boreales',
      d: 'El diseño Nordlicht para tu pared: auroras boreales verdes y violetas sobre un tranquilo paisaje invernal, en póster desde {price:poster} y, si quieres, enmarcado.',
      h: 'Nordlicht: la aurora boreal en tu pared',
      s: 'Luces que bailan en el cielo del norte, en un póster con calidad de galería.',
      a: 'Póster de una aurora boreal sobre un paisaje nevado',
      c: 'Crear póster',
      hl: 'Un cielo lleno de luz',
      tx: [
        [
          'Nordlicht muestra auroras boreales en tonos verdes y violetas sobre montañas nevadas y un lago en calma. El cielo nocturno luce especialmente intenso en papel mate y aporta serenidad a cualquier estancia. El diseño queda igual de bien en horizontal sobre el sofá que en vertical en el pasillo.',
          [
            'Formatos de {size:3000x4000} a {size:7000x10000}, desde {price:poster}',
            'Papel fotográfico mate de 200 g/m² o papel fine art de algodón de 310 g/m²',
            'Marco a juego negro o de roble',
          ],
        ],
      ],
    },
    usp: ['Listo para enviar en 2–3 días', 'Tintas pigmentadas duraderas', 'Embalaje a prueba de golpes'],
    err: [
      'Lo sentimos, esta página no existe o ya no está disponible. Descubre nuestros pósters y lienzos, o vuelve a la página de inicio de Posterhaus.',
      'Página no encontrada',
      [
        '¡Vaya! En esta pared no hay nada colgado. Puede que haya un error en la dirección o que la página se haya movido. ¡Disculpa las molestias!',
        'Vuelve a la [página de inicio](/) o ve directamente a nuestros [pósters](/poster) y [lienzos](/leinwand).',
      ],
    ],
    bar: '<strong>Oferta de lienzos:</strong> 25 % en todos los lienzos con el código <b>ART25</b>',
    nav: ['Inspiración', 'Ayuda', 'Tarjetas regalo'],
    hot: '910 123 520',
    svc: 'Lun–Vie, 9:00–17:00',
    foot: [
      ['Atención al cliente', ['Ayuda y preguntas frecuentes', 'Envíos y entregas', 'Contacto']],
      ['Sobre nosotros', ['Quiénes somos', 'Sostenibilidad', 'Empleo']],
      ['Legal', ['Aviso legal', 'Privacidad', 'Condiciones generales']],
    ],
  },
  {
    f: 'fr-fr',
    home: {
      t: 'Posters, toiles et cadres photo personnalisés',
      d: 'Voyez vos photos en grand : posters, toiles et cadres photo de qualité galerie, dans de nombreux formats, imprimés à la demande et expédiés en 2 à 3 jours.',
      h: 'Vos photos en grand format',
      s: 'Posters, toiles et cadres de qualité galerie, pour des murs qui racontent une histoire.',
      a: 'Poster encadré et toile sur un mur clair',
      c: 'Créer mon poster',
      hl: 'Des images qui durent',
      tx: [
        [
          'Chez Posterhaus, vos photos préférées deviennent de véritables pièces maîtresses : des [posters](/poster) jusqu’à {size:7000x10000}, des [toiles](/leinwand) tendues à la main sur châssis et des cadres assortis en bois ou en aluminium. Nous imprimons avec des **encres pigmentaires résistantes à la lumière**, qui gardent leurs couleurs pendant des années.',
        ],
        [
          '## Bon à savoir',
          [
            'Contrôle automatique de la qualité de vos photos dès l’import',
            'Emballage renforcé',
            'Cadres livrés montés, prêts à accrocher',
            'Satisfaction garantie sur chaque commande',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Posters',
        t: 'Poster photo personnalisé',
        d: 'Posters photo de qualité galerie, du A4 au {size:7000x10000}, imprimés sur papier mat, satiné ou beaux-arts, dès {price:poster} et livrés déjà encadrés si vous le souhaitez.',
        h: 'Des posters de qualité galerie',
        s: 'De la photo de vacances au tirage d’art, une netteté parfaite dans tous les formats.',
        a: 'Poster encadré sur un mur',
        c: 'Créer mon poster',
        hl: 'Votre format, votre papier',
        tx: [
          [
            '## Formats, papiers et cadres',
            'Importez votre photo, choisissez le cadrage et le papier. Si vous le souhaitez, nous livrons votre poster déjà encadré, avec passe-partout et verre acrylique antireflet.',
            [
              'Posters de {size:3000x4000} à {size:7000x10000}, dès {price:poster}',
              'Papier photo mat ou satiné, 200 g/m²',
              'Papier beaux-arts en coton, 310 g/m²',
              'Cadres en chêne, noirs ou blancs',
            ],
          ],
        ],
      },
      {
        n: 'Toiles',
        t: 'Toile photo personnalisée',
        d: 'Votre photo sur toile : tendue sur un châssis en pin de {size:250} ou {size:380}, dans plus de 30 formats jusqu’à {size:12000x8000}, dès {price:leinwand} et prête à accrocher au mur.',
        h: 'Votre photo sur toile',
        s: 'Tendue à la main sur un vrai châssis en bois, avec la chaleur et la texture d’un tableau.',
        a: 'Toile représentant un paysage accrochée au mur',
        c: 'Créer ma toile',
        hl: 'Tendue à la main, faite pour durer',
        tx: [
          [
            '## Matériaux et finition',
            'Nous imprimons sur une toile robuste en coton et polyester, puis la tendons à la main sur un châssis en pin certifié FSC®. L’image se prolonge proprement sur les bords, sans marge blanche.',
            [
              'Formats de {size:3000x3000} à {size:12000x8000}, dès {price:leinwand}',
              'Châssis de {size:250} ou {size:380} d’épaisseur',
              'Encres pigmentaires, couleurs stables jusqu’à 75 ans',
              'Système d’accroche déjà fixé',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Tous nos produits : posters et toiles photo',
      d: 'Tous les produits Posterhaus en un coup d’œil : posters photo jusqu’au {size:7000x10000} et toiles tendues à la main sur châssis, imprimés en qualité galerie.',
      h: 'Tous nos produits en un coup d’œil',
      s: 'Posters et toiles avec vos propres photos : trouvez la déco murale qui vous ressemble.',
      a: 'Poster encadré et toile sur un mur clair',
      c: 'Créer mon poster',
      hl: 'Que mettre sur votre mur ?',
      tx: [
        [
          'Chez Posterhaus, vous trouverez deux produits à créer en ligne en quelques minutes avec vos photos :',
          [
            '[Posters](/poster) : posters photo du A4 au {size:7000x10000} sur papier mat, satiné ou beaux-arts, livrés encadrés si vous le souhaitez.',
            '[Toiles](/leinwand) : votre photo tendue à la main sur un châssis en pin, prête à accrocher.',
          ],
        ],
      ],
    },
    th: {
      t: 'Nordlicht – posters aurore boréale',
      d: 'Le modèle Nordlicht pour votre mur : des aurores boréales vertes et violettes au-dessus d’un paysage d’hiver paisible, en poster dès {price:poster}, encadré ou non.',
      h: 'Nordlicht : l’aurore boréale chez vous',
      s: 'Des lumières qui dansent dans le ciel du Grand Nord, en poster de qualité galerie.',
      a: 'Poster d’aurore boréale au-dessus d’un paysage enneigé',
      c: 'Créer mon poster',
      hl: 'Un ciel rempli de lumière',
      tx: [
        [
          'Nordlicht montre des aurores boréales aux reflets verts et violets au-dessus de montagnes enneigées et d’un lac paisible. Le ciel nocturne profond ressort particulièrement bien sur papier mat et apporte du calme à chaque pièce. Le motif fonctionne aussi bien à l’horizontale au-dessus du canapé qu’à la verticale dans l’entrée.',
          [
            'Formats de {size:3000x4000} à {size:7000x10000}, dès {price:poster}',
            'Papier photo mat 200 g/m² ou papier beaux-arts en coton 310 g/m²',
            'Cadre assorti noir ou en chêne',
          ],
        ],
      ],
    },
    usp: ['Expédition en 2 à 3 jours ouvrés', 'Encres pigmentaires durables', 'Emballage renforcé'],
    err: [
      'Désolés, cette page n’existe pas ou plus. Découvrez plutôt nos posters et nos toiles photo, ou revenez à la page d’accueil de Posterhaus.',
      'Page introuvable',
      [
        'Oups ! Rien n’est accroché à ce mur. L’adresse contient peut-être une faute de frappe, ou la page a été déplacée. Toutes nos excuses !',
        'Retournez à l’[accueil](/) ou découvrez directement nos [posters](/poster) et nos [toiles](/leinwand).',
      ],
    ],
    bar: '<strong>Offre toiles :</strong> -25 % sur toutes les toiles avec le code <b>ART25</b>',
    nav: ['Inspiration', 'Aide', 'Cartes cadeaux'],
    hot: '01 99 00 05 20',
    svc: 'Du lundi au vendredi, 9h–17h',
    foot: [
      ['Service client', ['Aide & FAQ', 'Livraison', 'Nous contacter']],
      ['À propos', ['Qui sommes-nous ?', 'Développement durable', 'Recrutement']],
      ['Informations légales', ['Mentions légales', 'Confidentialité', 'CGV']],
    ],
  },
  {
    f: 'it-it',
    home: {
      t: 'Poster, quadri su tela e cornici con le tue foto',
      d: 'Dai spazio alle tue foto: poster, quadri su tela e cornici in qualità galleria, in tanti formati, stampati su ordinazione e pronti in 2–3 giorni lavorativi.',
      h: 'Le tue foto, in grande',
      s: 'Poster, tele e cornici in qualità galleria, per pareti che raccontano una storia.',
      a: 'Poster incorniciato e quadro su tela su una parete chiara',
      c: 'Crea il tuo poster',
      hl: 'Immagini che durano',
      tx: [
        [
          'Con Posterhaus le tue foto preferite diventano vere protagoniste: [poster](/poster) fino a {size:7000x10000}, [quadri su tela](/leinwand) tesi a mano su telaio e cornici abbinate in legno o alluminio. Stampiamo con **inchiostri a pigmenti resistenti alla luce**, che non sbiadiscono negli anni.',
        ],
        [
          '## Buono a sapersi',
          [
            'Controllo automatico della qualità delle foto durante il caricamento',
            'Imballaggio antiurto',
            'Cornici già montate e pronte da appendere',
            'Soddisfazione garantita su ogni ordine',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Poster',
        t: 'Poster personalizzati con foto',
        d: 'Poster fotografici in qualità galleria dall’A4 fino a {size:7000x10000}, su carta opaca, satinata o fine art, da {price:poster} e, se vuoi, già incorniciati.',
        h: 'Poster in qualità galleria',
        s: 'Dalla foto delle vacanze alla stampa d’arte, nitidi in ogni formato.',
        a: 'Poster incorniciato su una parete',
        c: 'Crea il tuo poster',
        hl: 'Il tuo formato, la tua carta',
        tx: [
          [
            '## Formati, carte e cornici',
            'Carica la tua foto, scegli l’inquadratura e la carta. Se vuoi, ti consegniamo il poster già incorniciato, con passe-partout e vetro acrilico antiriflesso.',
            [
              'Poster da {size:3000x4000} a {size:7000x10000}, da {price:poster}',
              'Carta fotografica opaca o satinata da 200 g/m²',
              'Carta fine art in cotone da 310 g/m²',
              'Cornici in rovere, nere o bianche',
            ],
          ],
        ],
      },
      {
        n: 'Quadri su tela',
        t: 'Quadri su tela con la tua foto',
        d: 'La tua foto su tela: tesa su telaio in pino da {size:250} o {size:380}, in oltre 30 formati fino a {size:12000x8000}, da {price:leinwand} e pronta da appendere alla parete di casa.',
        h: 'La tua foto su tela',
        s: 'Tesa a mano su un vero telaio in legno, con il calore e la texture di un dipinto.',
        a: 'Quadro su tela con un paesaggio appeso alla parete',
        c: 'Crea la tua tela',
        hl: 'Tesa a mano, fatta per durare',
        tx: [
          [
            '## Materiali e lavorazione',
            'Stampiamo su una tela resistente in cotone e poliestere e la tendiamo a mano su un telaio in pino certificato FSC®. L’immagine prosegue con precisione sui bordi, senza margini bianchi.',
            [
              'Formati da {size:3000x3000} a {size:12000x8000}, da {price:leinwand}',
              'Telaio con spessore di {size:250} o {size:380}',
              'Inchiostri a pigmenti, colori stabili fino a 75 anni',
              'Gancio già montato',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Tutti i prodotti: poster e quadri su tela',
      d: 'Tutti i prodotti Posterhaus in un colpo d’occhio: poster con le tue foto fino a {size:7000x10000} e quadri su tela tesi a mano su telaio, in qualità galleria.',
      h: 'Tutti i prodotti in un colpo d’occhio',
      s: 'Poster e tele con le tue foto: trova il quadro giusto per la tua parete.',
      a: 'Poster incorniciato e quadro su tela su una parete chiara',
      c: 'Crea il tuo poster',
      hl: 'Cosa appendere alla tua parete?',
      tx: [
        [
          'Su Posterhaus trovi due prodotti da creare online in pochi minuti con le tue foto:',
          [
            '[Poster](/poster): poster fotografici dall’A4 fino a {size:7000x10000} su carta opaca, satinata o fine art, se vuoi già incorniciati.',
            '[Quadri su tela](/leinwand): la tua foto tesa a mano su un telaio in pino, pronta da appendere.',
          ],
        ],
      ],
    },
    th: {
      t: 'Nordlicht – poster con l’aurora boreale',
      d: 'Il design Nordlicht per la tua parete: aurore boreali verdi e viola sopra un silenzioso paesaggio invernale, come poster da {price:poster} e, se vuoi, incorniciato.',
      h: 'Nordlicht: l’aurora boreale sulla tua parete',
      s: 'Luci che danzano nel cielo del grande Nord, in un poster in qualità galleria.',
      a: 'Poster con l’aurora boreale sopra un paesaggio innevato',
      c: 'Crea il tuo poster',
      hl: 'Un cielo pieno di luce',
      tx: [
        [
          'Nordlicht mostra aurore boreali dai riflessi verdi e viola sopra montagne innevate e un lago silenzioso. Il cielo notturno risalta in modo particolarmente intenso sulla carta opaca e porta calma in ogni stanza. Il soggetto sta bene sia in orizzontale sopra il divano sia in verticale nell’ingresso.',
          [
            'Formati da {size:3000x4000} a {size:7000x10000}, da {price:poster}',
            'Carta fotografica opaca da 200 g/m² o carta fine art in cotone da 310 g/m²',
            'Cornice abbinata nera o in rovere',
          ],
        ],
      ],
    },
    usp: ['Pronto in 2–3 giorni lavorativi', 'Inchiostri a pigmenti duraturi', 'Imballaggio antiurto'],
    err: [
      'Ci dispiace, questa pagina non esiste o non è più disponibile. Scopri i nostri poster e quadri su tela, oppure torna alla home di Posterhaus.',
      'Pagina non trovata',
      [
        'Ops! Su questa parete non è appeso niente. Forse c’è un errore di battitura nell’indirizzo, oppure la pagina è stata spostata. Ci scusiamo per l’inconveniente!',
        'Torna alla [home](/) o vai direttamente ai nostri [poster](/poster) e [quadri su tela](/leinwand).',
      ],
    ],
    bar: '<strong>Offerta tele:</strong> -25% su tutti i quadri su tela con il codice <b>ART25</b>',
    nav: ['Ispirazione', 'Assistenza', 'Buoni regalo'],
    hot: '02 9475 0520',
    svc: 'Lun–Ven 9–17',
    foot: [
      ['Servizio clienti', ['Aiuto e FAQ', 'Spedizioni', 'Contattaci']],
      ['Chi siamo', ['Chi è Posterhaus', 'Sostenibilità', 'Lavora con noi']],
      ['Informazioni legali', ['Note legali', 'Privacy', 'Condizioni di vendita']],
    ],
  },
  {
    f: 'nl-nl',
    home: {
      t: 'Posters, canvas en fotolijsten met je eigen foto’s',
      d: 'Maak je foto’s groot: posters, canvasdoeken en fotolijsten in galeriekwaliteit, in veel formaten, op bestelling gedrukt en binnen 2–3 werkdagen verzonden.',
      h: 'Je foto’s in het groot',
      s: 'Posters, canvas en lijsten in galeriekwaliteit – voor muren met een verhaal.',
      a: 'Ingelijste poster en canvas aan een lichte muur',
      c: 'Maak je poster',
      hl: 'Wanddecoratie die blijft',
      tx: [
        [
          'Bij Posterhaus maken we van je favoriete foto’s echte blikvangers: [posters](/poster) tot {size:7000x10000}, [canvasdoeken](/leinwand) met de hand opgespannen op een houten frame en bijpassende fotolijsten van hout of aluminium. We drukken met **lichtechte pigmentinkt** die ook na jaren niet verbleekt.',
        ],
        [
          '## Goed om te weten',
          [
            'Automatische kwaliteitscontrole van je foto’s tijdens het uploaden',
            'Breukvaste verpakking',
            'Lijsten worden gemonteerd geleverd, klaar om op te hangen',
            'Tevredenheidsgarantie op elke bestelling',
          ],
        ],
      ],
    },
    p: [
      {
        n: 'Posters',
        t: 'Fotoposter zelf maken',
        d: 'Fotoposters in galeriekwaliteit van A4 tot {size:7000x10000}, gedrukt op mat, zijdeglans of fine-art-papier, vanaf {price:poster} en desgewenst direct ingelijst.',
        h: 'Posters in galeriekwaliteit',
        s: 'Van vakantiekiekje tot kunstprint – haarscherp in elk formaat.',
        a: 'Ingelijste poster aan de muur',
        c: 'Maak je poster',
        hl: 'Jouw formaat, jouw papier',
        tx: [
          [
            '## Formaten, papiersoorten en lijsten',
            'Upload je foto, kies de uitsnede en het papier. Als je wilt, leveren we je poster direct ingelijst – met passe-partout en ontspiegeld acrylglas.',
            [
              'Posters van {size:3000x4000} tot {size:7000x10000}, vanaf {price:poster}',
              'Fotopapier mat of zijdeglans, 200 g/m²',
              'Katoenen fine-art-papier, 310 g/m²',
              'Lijsten in eiken, zwart of wit',
            ],
          ],
        ],
      },
      {
        n: 'Canvas',
        t: 'Foto op canvas',
        d: 'Jouw foto op canvas: opgespannen op een frame van {size:250} of {size:380} grenenhout, in meer dan 30 formaten tot {size:12000x8000}, vanaf {price:leinwand} en klaar om op te hangen.',
        h: 'Jouw foto op canvas',
        s: 'Met de hand opgespannen op een echt houten frame – met de warmte en structuur van een schilderij.',
        a: 'Canvas met een landschap aan de muur',
        c: 'Maak je canvas',
        hl: 'Met de hand opgespannen, gemaakt om te blijven',
        tx: [
          [
            '## Materiaal en afwerking',
            'We drukken op stevig canvas van katoen en polyester en spannen het met de hand op een frame van FSC®-gecertificeerd grenenhout. De afbeelding loopt netjes door over de randen – zonder witte kanten.',
            [
              'Formaten van {size:3000x3000} tot {size:12000x8000}, vanaf {price:leinwand}',
              'Frame van {size:250} of {size:380} dik',
              'Lichtechte pigmentinkt, tot 75 jaar kleurvast',
              'Ophangsysteem al gemonteerd',
            ],
          ],
        ],
      },
    ],
    ov: {
      t: 'Alle producten: posters en canvas',
      d: 'Alle producten van Posterhaus in één oogopslag: fotoposters tot {size:7000x10000} en canvasdoeken, met de hand opgespannen op een frame, in galeriekwaliteit gedrukt.',
      h: 'Alle producten in één oogopslag',
      s: 'Posters en canvas met je eigen foto’s – vind de wanddecoratie die bij jouw muur past.',
      a: 'Ingelijste poster en canvas aan een lichte muur',
      c: 'Maak je poster',
      hl: 'Wat komt er aan jouw muur?',
      tx: [
        [
          'Bij Posterhaus vind je twee producten die je in een paar minuten online met je eigen foto’s maakt:',
          [
            '[Posters](/poster): fotoposters van A4 tot {size:7000x10000} op mat, zijdeglans of fine-art-papier, desgewenst direct ingelijst.',
            '[Canvas](/leinwand): jouw foto, met de hand opgespannen op een frame van grenenhout en klaar om op te hangen.',
          ],
        ],
      ],
    },
    th: {
      t: 'Nordlicht – noorderlichtposters',
      d: 'Het ontwerp Nordlicht voor je muur: groen en paars noorderlicht boven een stil winterlandschap – als poster vanaf {price:poster} en desgewenst direct ingelijst.',
      h: 'Nordlicht: het noorderlicht aan je muur',
      s: 'Dansende lichten aan de hemel van het hoge noorden – als poster in galeriekwaliteit.',
      a: 'Poster met noorderlicht boven een besneeuwd landschap',
      c: 'Maak je poster',
      hl: 'Een hemel vol licht',
      tx: [
        [
          'Nordlicht toont groen en paars oplichtend noorderlicht boven besneeuwde bergen en een stil meer. De diepe nachtlucht komt op mat papier extra goed tot zijn recht en brengt rust in elke ruimte. Het ontwerp staat liggend boven de bank net zo mooi als staand in de gang.',
          [
            'Formaten van {size:3000x4000} tot {size:7000x10000}, vanaf {price:poster}',
            'Fotopapier mat, 200 g/m², of katoenen fine-art-papier, 310 g/m²',
            'Bijpassende lijst in zwart of eiken',
          ],
        ],
      ],
    },
    usp: ['Binnen 2–3 werkdagen verzonden', 'Lichtechte pigmentinkt', 'Breukvaste verpakking'],
    err: [
      'Sorry, deze pagina bestaat niet (meer). Bekijk in plaats daarvan onze posters en canvasdoeken, of ga terug naar de homepage van Posterhaus.',
      'Pagina niet gevonden',
      [
        'Oeps – aan deze muur hangt helemaal niets. Misschien zit er een typfout in het adres, of is de pagina verhuisd. Sorry daarvoor!',
        'Ga terug naar de [homepage](/) of direct naar onze [posters](/poster) en [canvasdoeken](/leinwand).',
      ],
    ],
    bar: '<strong>Canvasactie:</strong> 25% korting op alle canvasdoeken met code <b>ART25</b>',
    nav: ['Inspiratie', 'Hulp', 'Cadeaubonnen'],
    hot: '020 240 0520',
    svc: 'Ma–vr 9.00–17.00 uur',
    foot: [
      ['Klantenservice', ['Hulp & veelgestelde vragen', 'Verzending & levering', 'Contact']],
      ['Over ons', ['Over Posterhaus', 'Duurzaamheid', 'Vacatures']],
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
      t: 'Poster, Leinwände & Bilderrahmen | Posterhaus Schweiz',
      d: 'Mach deine Fotos gross: Poster, Leinwandbilder und Bilderrahmen in Galeriequalität – verzollt in die ganze Schweiz geliefert, Poster ab {price:poster}.',
      h: 'Deine Fotos, ganz gross',
      s: 'Poster, Leinwände und Rahmen in Galeriequalität – bequem in die Schweiz geliefert.',
      a: 'Gerahmtes Poster und Leinwandbild an einer hellen Wand',
      c: 'Poster gestalten',
      hl: 'Wandbilder für Schweizer Wände',
      tx: [
        [
          'Bei Posterhaus machen wir aus deinen Lieblingsfotos echte Hingucker: [Poster](/poster) ab {price:poster} und [Leinwandbilder](/leinwand) ab {price:leinwand}, gedruckt mit **lichtechten Pigmenttinten**. Wir liefern verzollt in die ganze Schweiz – ohne Zusatzkosten an der Grenze.',
        ],
        [
          '## Lieferung in die Schweiz',
          ['Lieferung in 3–5 Werktagen mit der Post', 'Preise inklusive MwSt. und Zoll', 'Bruchsichere Verpackung für jedes Format'],
        ],
      ],
    },
  ],
  [
    'fr-ch',
    {
      t: 'Posters, toiles et cadres photo | Posterhaus Suisse',
      d: 'Voyez vos photos en grand : posters, toiles et cadres de qualité galerie, livrés dédouanés dans toute la Suisse. Posters dès {price:poster}, toiles dès {price:leinwand}.',
      h: 'Vos photos en grand format',
      s: 'Posters, toiles et cadres de qualité galerie, livrés rapidement dans toute la Suisse.',
      a: 'Poster encadré et toile sur un mur clair',
      c: 'Créer mon poster',
      hl: 'Des images qui durent, livrées en Suisse',
      tx: [
        [
          'Chez Posterhaus, vos photos préférées deviennent de véritables pièces maîtresses : des [posters](/poster) dès {price:poster} et des [toiles](/leinwand) dès {price:leinwand}, imprimés avec des **encres pigmentaires résistantes à la lumière**. Nous livrons dédouané dans toute la Suisse, sans frais supplémentaires à la frontière.',
        ],
        [
          '## Livraison en Suisse',
          [
            'Livraison en 3 à 5 jours ouvrables par la Poste',
            'Prix TVA et frais de douane compris',
            'Emballage renforcé pour tous les formats',
          ],
        ],
      ],
    },
  ],
  [
    'en-us',
    {
      t: 'Custom posters, canvas prints & photo frames',
      d: 'Make your photos big: gallery-quality posters, canvas prints and photo frames from {size:3000x4000} to {size:7000x10000}, custom printed and ships in 2–3 business days.',
      h: 'Your photos, larger than life',
      s: 'Gallery-quality posters, canvases and frames – for walls that tell your story.',
      a: 'Framed poster and canvas print on a bright wall',
      c: 'Design your poster',
      hl: 'Wall art made to last',
      tx: [
        [
          'At Posterhaus we turn your favorite photos into real eye-catchers: [posters](/poster) up to {size:7000x10000}, [canvas prints](/leinwand) on hand-stretched frames and matching photo frames in wood or aluminum. We print with **fade-resistant pigment inks** that stay vivid for years.',
        ],
        [
          '## Sizes and prices',
          [
            '{size:3000x4000} poster from {price:poster/3000x4000}',
            '{size:4200x5940} poster from {price:poster/4200x5940}',
            'Canvas prints from {price:leinwand}',
            'Photo frames in wood or aluminum',
          ],
        ],
        [
          '## Good to know',
          [
            'Ships in 2–3 business days',
            'Shatter-proof packaging for every size',
            'Frames arrive fully assembled and ready to hang',
            'Questions? Call us at (888) 555-0142',
          ],
        ],
      ],
    },
    {
      p: [{ n: 'Posters' }, { n: 'Canvas prints' }],
      bar: '<strong>Canvas Sale:</strong> $15 off all canvas prints with code <b>ART15</b>',
      nav: ['Inspiration', 'Help', 'Gift cards'],
      hot: '(888) 555-0142',
      svc: 'Mon–Fri 9 am–6 pm ET',
      foot: [
        ['Customer service', ['Help & FAQs', 'Shipping', 'Contact us']],
        ['About us', ['About Posterhaus', 'Sustainability', 'Careers']],
        ['Legal', ['Legal notice', 'Privacy policy', 'Terms of sale']],
      ],
    },
  ],
]

export const stories: DemoStorySeed[] = withCategoryPages(
  'poster',
  'Posterhaus',
  withEditorialPages(
    'poster',
    brandStories(BRAND, COPY, REGIONAL, [
      'Die Neuheiten der Saison bei Posterhaus: Acrylglas-Bilder, schlanke Alurahmen und neue Fine-Art-Papiere für deine schönsten Fotos an der Wand.',
      'Neuheiten: Acrylglas und Alurahmen',
      [
        'Bald hier: Fotos hinter Acrylglas, schlanke Alurahmen für unsere [Poster](/poster) und neue Formate für [Leinwandbilder](/leinwand).',
      ],
    ]),
  ),
)
