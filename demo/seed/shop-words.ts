// Copy of the shop demo pages (demo/seed/shop-pages.ts) in the six languages: product names, texts,
// descriptions and facts, page titles and section headings. Prices, formats and pictures are the shop API's.

/** [name, short text] of a product tile. */
type Tile = [string, string]
/** [name, description paragraphs (blank line between), facts]. */
type Detail = [string, string, string[]]

export interface ShopWords {
  /** Navigation item, shop page title, description, teaser headline, subline. */
  shop: [string, string, string, string, string]
  /** Product details page: title, description, headline. */
  details: [string, string, string]
  /** Designs page: title, description, headline, text. */
  designs: [string, string, string, string]
  /** Section headings: photo books, calendars, collages, accessories, frames, by article number, formats table. */
  sections: [string, string, string, string, string, string, string]
  /** Nav sub-items: card designs, calendar designs. */
  listings: [string, string]
  tiles: Record<
    | 'wandkalender'
    | 'tischkalender'
    | 'familienplaner'
    | 'fotobuch-hardcover'
    | 'fotobuch-softcover'
    | 'fotoheft'
    | 'poster-collage'
    | 'leinwand-collage'
    | 'umschlag-c6'
    | 'einleger-transparent'
    | 'schleife-satin',
    Tile
  >
  details5: Record<'umschlag-c6' | 'wandkalender' | 'klappkarte' | 'leinwand-collage' | 'fotobuch-hardcover', Detail>
  /** Frames: wooden, photo frame; SKU tiles: poster, canvas. */
  frames: [Tile, Tile]
  skus: [string, string]
  /** Accessory CTA text. */
  toCards: string
}

export const SHOP_WORDS: Readonly<Record<string, ShopWords>> = {
  de: {
    shop: [
      'Shop',
      'Alle Produkte im Überblick',
      'Fotobücher, Kalender, Collagen, Rahmen und Zubehör – mit Preisen und Formaten auf einen Blick.',
      'Alles für deine Fotos',
      'Wähle ein Produkt und gestalte es direkt online.',
    ],
    details: [
      'Produktdetails',
      'Unsere Bestseller im Detail: Formate, Preise und alles, was du wissen musst.',
      'Unsere Produkte im Detail',
    ],
    designs: [
      'Designs',
      'Alle Designs zum Filtern und Stöbern.',
      'Designs entdecken',
      'Filtere nach Anlass, Farbe oder Stil und starte mit deinem Lieblingsdesign.',
    ],
    sections: [
      'Fotobücher',
      'Fotokalender',
      'Fotocollagen',
      'Zubehör für deine Karten',
      'Bilderrahmen',
      'Beliebte Wandbilder',
      'Poster: Formate und Preise',
    ],
    listings: ['Kartendesigns', 'Kalenderdesigns'],
    tiles: {
      wandkalender: ['Wandkalender', 'Zwölf Monate, zwölf Lieblingsfotos – im Hoch- oder Querformat.'],
      tischkalender: ['Tischkalender', 'Kompakt für Schreibtisch und Küchentheke, mit stabilem Aufsteller.'],
      familienplaner: ['Familienplaner', 'Eine Spalte pro Person: So behält die ganze Familie den Überblick.'],
      'fotobuch-hardcover': ['Fotobuch Hardcover', 'Fester Einband, edles Papier – das Buch für große Geschichten.'],
      'fotobuch-softcover': ['Fotobuch Softcover', 'Leicht und flexibel, ideal für Urlaubsalben.'],
      fotoheft: ['Fotoheft', 'Geheftet und handlich – das kleine Album für zwischendurch.'],
      'poster-collage': ['Postercollage', 'Viele Fotos auf einem Poster, in frei wählbarem Layout.'],
      'leinwand-collage': ['Leinwandcollage', 'Deine Collage auf echter Leinwand, fertig zum Aufhängen.'],
      'umschlag-c6': ['Umschlag C6 Kraftpapier', 'Passend für Karten im Format A6.'],
      'einleger-transparent': ['Transparentpapier-Einleger', 'Ein zarter Schleier für deine Einladung.'],
      'schleife-satin': ['Satinschleife Gold', 'Der festliche Abschluss für Hochzeitskarten.'],
    },
    details5: {
      'umschlag-c6': [
        'Umschlag C6 Kraftpapier',
        'Naturbraunes Kraftpapier mit Haftklebung: Der Umschlag schützt deine Karte auf dem Postweg und sieht dabei gut aus.\n\nHergestellt aus recyceltem Papier, FSC-zertifiziert und passend für alle Karten im Format A6.',
        ['Format C6 ({size:1620x1140})', '120 g/m² Kraftpapier', 'Haftklebung ohne Schutzstreifen'],
      ],
      wandkalender: [
        'Wandkalender',
        'Dein Jahr in Bildern: Der Wandkalender zeigt jeden Monat ein neues Lieblingsfoto in brillanter Druckqualität.\n\nWähle Startmonat, Format und Bindung – wir drucken auf mattem Premiumpapier und liefern in wenigen Tagen.',
        ['Startmonat frei wählbar', 'Premiumpapier 250 g/m², matt', 'Spiralbindung mit Aufhänger'],
      ],
      klappkarte: [
        'Klappkarte',
        'Die klassische Karte zum Aufklappen bietet Platz für Fotos außen und einen persönlichen Text innen.\n\nWähle aus Hunderten Designs und ergänze Umschlag, Einleger oder Schleife.',
        ['Format A6, B6 oder quadratisch', 'Matt oder glänzend veredelt', 'Umschläge inklusive'],
      ],
      'leinwand-collage': [
        'Leinwandcollage',
        'Deine schönsten Fotos vereint auf echter Leinwand, auf einen stabilen Holzkeilrahmen gespannt.\n\nWähle ein Layout, ziehe deine Fotos hinein – fertig ist das Wandbild mit Geschichte.',
        ['Baumwoll-Leinwand, {size:200} Rahmen', 'Über 20 Collage-Layouts', 'Aufhängefertig geliefert'],
      ],
      'fotobuch-hardcover': [
        'Fotobuch Hardcover',
        'Das Fotobuch mit festem Einband für deine großen Momente: Hochzeit, Reise oder das erste Lebensjahr.\n\nBis zu 200 Seiten, Echtfotopapier auf Wunsch und eine Layflat-Bindung für Panoramabilder.',
        ['24 bis 200 Seiten', 'Matt oder glänzend laminierter Einband', 'Auf Wunsch Layflat-Bindung'],
      ],
    },
    frames: [
      ['Holzrahmen', 'Echtholz in Schwarz, Weiß oder Eiche – mit Passepartout.'],
      ['Fotorahmen', 'Schlanker Rahmen für Fotos und Kunstdrucke.'],
    ],
    skus: ['Poster {size:5000x7000}', 'Leinwand {size:4000x6000}'],
    toCards: 'Zu den Kartendesigns',
  },
  en: {
    shop: [
      'Shop',
      'All products at a glance',
      'Photo books, calendars, collages, frames and accessories – with prices and formats at a glance.',
      'Everything for your photos',
      'Pick a product and design it online right away.',
    ],
    details: ['Product details', 'Our bestsellers in detail: formats, prices and everything you need to know.', 'Our products in detail'],
    designs: [
      'Designs',
      'Every design to filter and browse.',
      'Discover designs',
      'Filter by occasion, colour or style and start with your favourite design.',
    ],
    sections: [
      'Photo books',
      'Photo calendars',
      'Photo collages',
      'Extras for your cards',
      'Picture frames',
      'Popular wall art',
      'Posters: formats and prices',
    ],
    listings: ['Card designs', 'Calendar designs'],
    tiles: {
      wandkalender: ['Wall calendar', 'Twelve months, twelve favourite photos – portrait or landscape.'],
      tischkalender: ['Desk calendar', 'Compact for desk or kitchen counter, with a sturdy stand.'],
      familienplaner: ['Family planner', 'One column per person keeps the whole family organised.'],
      'fotobuch-hardcover': ['Hardcover photo book', 'Hard cover, fine paper – the book for big stories.'],
      'fotobuch-softcover': ['Softcover photo book', 'Light and flexible, perfect for holiday albums.'],
      fotoheft: ['Photo booklet', 'Stapled and handy – the little album for any occasion.'],
      'poster-collage': ['Poster collage', 'Lots of photos on one poster, in a layout of your choice.'],
      'leinwand-collage': ['Canvas collage', 'Your collage on real canvas, ready to hang.'],
      'umschlag-c6': ['C6 kraft envelope', 'Fits A6 cards.'],
      'einleger-transparent': ['Vellum insert', 'A delicate veil for your invitation.'],
      'schleife-satin': ['Gold satin ribbon', 'The festive finish for wedding cards.'],
    },
    details5: {
      'umschlag-c6': [
        'C6 kraft envelope',
        'Natural brown kraft paper with a peel-free adhesive strip: it protects your card in the post and looks good doing it.\n\nMade from recycled, FSC-certified paper and sized for every A6 card.',
        ['C6 size ({size:1620x1140})', '120 gsm kraft paper', 'Self-seal flap'],
      ],
      wandkalender: [
        'Wall calendar',
        'Your year in pictures: every month the wall calendar shows a new favourite photo in brilliant print quality.\n\nChoose the start month, format and binding – printed on matt premium paper and delivered within days.',
        ['Any start month', '250 gsm matt premium paper', 'Spiral binding with hanger'],
      ],
      klappkarte: [
        'Folded card',
        'The classic folded card has room for photos outside and a personal message inside.\n\nChoose from hundreds of designs and add envelopes, inserts or ribbons.',
        ['A6, B6 or square', 'Matt or gloss finish', 'Envelopes included'],
      ],
      'leinwand-collage': [
        'Canvas collage',
        'Your best photos together on real canvas, stretched over a sturdy wooden frame.\n\nPick a layout, drop in your photos – wall art with a story.',
        ['Cotton canvas, {size:200} frame', 'Over 20 collage layouts', 'Delivered ready to hang'],
      ],
      'fotobuch-hardcover': [
        'Hardcover photo book',
        'The hardcover photo book for your big moments: a wedding, a journey or baby’s first year.\n\nUp to 200 pages, real photo paper on request and lay-flat binding for panoramas.',
        ['24 to 200 pages', 'Matt or gloss laminated cover', 'Lay-flat binding on request'],
      ],
    },
    frames: [
      ['Wooden frame', 'Real wood in black, white or oak – with a mount.'],
      ['Photo frame', 'A slim frame for photos and art prints.'],
    ],
    skus: ['Poster {size:5000x7000}', 'Canvas {size:4000x6000}'],
    toCards: 'See card designs',
  },
  es: {
    shop: [
      'Tienda',
      'Todos los productos',
      'Fotolibros, calendarios, collages, marcos y accesorios, con precios y formatos de un vistazo.',
      'Todo para tus fotos',
      'Elige un producto y diséñalo online al momento.',
    ],
    details: [
      'Detalles de producto',
      'Nuestros más vendidos en detalle: formatos, precios y todo lo que necesitas saber.',
      'Nuestros productos en detalle',
    ],
    designs: [
      'Diseños',
      'Todos los diseños para filtrar y explorar.',
      'Descubre diseños',
      'Filtra por ocasión, color o estilo y empieza con tu diseño favorito.',
    ],
    sections: [
      'Fotolibros',
      'Calendarios de fotos',
      'Collages de fotos',
      'Accesorios para tus tarjetas',
      'Marcos',
      'Cuadros populares',
      'Pósteres: formatos y precios',
    ],
    listings: ['Diseños de tarjetas', 'Diseños de calendarios'],
    tiles: {
      wandkalender: ['Calendario de pared', 'Doce meses, doce fotos favoritas, en vertical u horizontal.'],
      tischkalender: ['Calendario de mesa', 'Compacto para el escritorio o la cocina, con soporte firme.'],
      familienplaner: ['Planificador familiar', 'Una columna por persona para que toda la familia se organice.'],
      'fotobuch-hardcover': ['Fotolibro tapa dura', 'Tapa dura y papel noble: el libro para grandes historias.'],
      'fotobuch-softcover': ['Fotolibro tapa blanda', 'Ligero y flexible, ideal para álbumes de viaje.'],
      fotoheft: ['Revista de fotos', 'Grapada y práctica: el pequeño álbum para cualquier momento.'],
      'poster-collage': ['Collage en póster', 'Muchas fotos en un póster, con el diseño que elijas.'],
      'leinwand-collage': ['Collage en lienzo', 'Tu collage en lienzo auténtico, listo para colgar.'],
      'umschlag-c6': ['Sobre C6 kraft', 'Para tarjetas en formato A6.'],
      'einleger-transparent': ['Inserto de papel vegetal', 'Un velo delicado para tu invitación.'],
      'schleife-satin': ['Lazo de satén dorado', 'El toque festivo para tarjetas de boda.'],
    },
    details5: {
      'umschlag-c6': [
        'Sobre C6 kraft',
        'Papel kraft marrón natural con cierre autoadhesivo: protege tu tarjeta en el correo y luce muy bien.\n\nFabricado con papel reciclado con certificado FSC, a medida para tarjetas A6.',
        ['Formato C6 ({size:1620x1140})', 'Papel kraft de 120 g/m²', 'Cierre autoadhesivo'],
      ],
      wandkalender: [
        'Calendario de pared',
        'Tu año en imágenes: cada mes, una nueva foto favorita con una calidad de impresión brillante.\n\nElige mes de inicio, formato y encuadernación: impreso en papel premium mate y entregado en pocos días.',
        ['Mes de inicio a elegir', 'Papel premium mate de 250 g/m²', 'Espiral con colgador'],
      ],
      klappkarte: [
        'Tarjeta plegada',
        'La clásica tarjeta plegada con espacio para fotos por fuera y un texto personal por dentro.\n\nElige entre cientos de diseños y añade sobres, insertos o lazos.',
        ['A6, B6 o cuadrada', 'Acabado mate o brillo', 'Sobres incluidos'],
      ],
      'leinwand-collage': [
        'Collage en lienzo',
        'Tus mejores fotos juntas en lienzo auténtico, tensado sobre un bastidor de madera.\n\nElige un diseño, añade tus fotos y listo: un cuadro con historia.',
        ['Lienzo de algodón, bastidor de {size:200}', 'Más de 20 diseños de collage', 'Listo para colgar'],
      ],
      'fotobuch-hardcover': [
        'Fotolibro tapa dura',
        'El fotolibro de tapa dura para tus grandes momentos: una boda, un viaje o el primer año del bebé.\n\nHasta 200 páginas, papel fotográfico a elegir y encuadernación plana para panorámicas.',
        ['De 24 a 200 páginas', 'Tapa laminada mate o brillo', 'Encuadernación plana opcional'],
      ],
    },
    frames: [
      ['Marco de madera', 'Madera maciza en negro, blanco o roble, con paspartú.'],
      ['Marco de fotos', 'Un marco fino para fotos y láminas.'],
    ],
    skus: ['Póster {size:5000x7000}', 'Lienzo {size:4000x6000}'],
    toCards: 'Ver diseños de tarjetas',
  },
  fr: {
    shop: [
      'Boutique',
      'Tous les produits',
      'Livres photo, calendriers, collages, cadres et accessoires – prix et formats en un coup d’œil.',
      'Tout pour vos photos',
      'Choisissez un produit et créez-le en ligne.',
    ],
    details: ['Détails produits', 'Nos best-sellers en détail : formats, prix et tout ce qu’il faut savoir.', 'Nos produits en détail'],
    designs: [
      'Designs',
      'Tous les designs à filtrer et à parcourir.',
      'Découvrir les designs',
      'Filtrez par occasion, couleur ou style et commencez avec votre design préféré.',
    ],
    sections: [
      'Livres photo',
      'Calendriers photo',
      'Collages photo',
      'Accessoires pour vos cartes',
      'Cadres',
      'Tableaux populaires',
      'Posters : formats et prix',
    ],
    listings: ['Designs de cartes', 'Designs de calendriers'],
    tiles: {
      wandkalender: ['Calendrier mural', 'Douze mois, douze photos préférées – en portrait ou en paysage.'],
      tischkalender: ['Calendrier de bureau', 'Compact pour le bureau ou la cuisine, avec un support solide.'],
      familienplaner: ['Planning familial', 'Une colonne par personne pour organiser toute la famille.'],
      'fotobuch-hardcover': ['Livre photo couverture rigide', 'Couverture rigide, beau papier – le livre des grandes histoires.'],
      'fotobuch-softcover': ['Livre photo couverture souple', 'Léger et souple, idéal pour les albums de vacances.'],
      fotoheft: ['Cahier photo', 'Agrafé et pratique – le petit album du quotidien.'],
      'poster-collage': ['Collage poster', 'De nombreuses photos sur un poster, selon la mise en page de votre choix.'],
      'leinwand-collage': ['Collage sur toile', 'Votre collage sur vraie toile, prêt à accrocher.'],
      'umschlag-c6': ['Enveloppe C6 kraft', 'Pour les cartes au format A6.'],
      'einleger-transparent': ['Insert en papier calque', 'Un voile délicat pour votre invitation.'],
      'schleife-satin': ['Ruban satin doré', 'La touche festive des faire-part de mariage.'],
    },
    details5: {
      'umschlag-c6': [
        'Enveloppe C6 kraft',
        'Papier kraft brun naturel à fermeture autocollante : elle protège votre carte pendant l’envoi, avec style.\n\nFabriquée en papier recyclé certifié FSC, au format des cartes A6.',
        ['Format C6 ({size:1620x1140})', 'Papier kraft 120 g/m²', 'Fermeture autocollante'],
      ],
      wandkalender: [
        'Calendrier mural',
        'Votre année en images : chaque mois, une nouvelle photo préférée dans une qualité d’impression éclatante.\n\nChoisissez le mois de départ, le format et la reliure – imprimé sur papier premium mat, livré en quelques jours.',
        ['Mois de départ au choix', 'Papier premium mat 250 g/m²', 'Reliure spirale avec crochet'],
      ],
      klappkarte: [
        'Carte pliée',
        'La carte pliée classique offre de la place pour des photos à l’extérieur et un mot personnel à l’intérieur.\n\nChoisissez parmi des centaines de designs et ajoutez enveloppes, inserts ou rubans.',
        ['A6, B6 ou carré', 'Finition mate ou brillante', 'Enveloppes incluses'],
      ],
      'leinwand-collage': [
        'Collage sur toile',
        'Vos plus belles photos réunies sur une vraie toile, tendue sur un châssis en bois.\n\nChoisissez une mise en page, ajoutez vos photos : un tableau qui raconte une histoire.',
        ['Toile coton, châssis {size:200}', 'Plus de 20 mises en page', 'Livré prêt à accrocher'],
      ],
      'fotobuch-hardcover': [
        'Livre photo couverture rigide',
        'Le livre photo à couverture rigide pour vos grands moments : mariage, voyage ou première année de bébé.\n\nJusqu’à 200 pages, papier photo sur demande et reliure à plat pour les panoramas.',
        ['24 à 200 pages', 'Couverture pelliculée mate ou brillante', 'Reliure à plat en option'],
      ],
    },
    frames: [
      ['Cadre en bois', 'Bois véritable noir, blanc ou chêne – avec passe-partout.'],
      ['Cadre photo', 'Un cadre fin pour photos et reproductions.'],
    ],
    skus: ['Poster {size:5000x7000}', 'Toile {size:4000x6000}'],
    toCards: 'Voir les designs de cartes',
  },
  it: {
    shop: [
      'Negozio',
      'Tutti i prodotti',
      'Fotolibri, calendari, collage, cornici e accessori – prezzi e formati a colpo d’occhio.',
      'Tutto per le tue foto',
      'Scegli un prodotto e crealo subito online.',
    ],
    details: [
      'Dettagli prodotto',
      'I nostri bestseller nel dettaglio: formati, prezzi e tutto ciò che serve sapere.',
      'I nostri prodotti nel dettaglio',
    ],
    designs: [
      'Design',
      'Tutti i design da filtrare e sfogliare.',
      'Scopri i design',
      'Filtra per occasione, colore o stile e inizia dal tuo design preferito.',
    ],
    sections: [
      'Fotolibri',
      'Calendari fotografici',
      'Collage fotografici',
      'Accessori per i tuoi biglietti',
      'Cornici',
      'Quadri più amati',
      'Poster: formati e prezzi',
    ],
    listings: ['Design di biglietti', 'Design di calendari'],
    tiles: {
      wandkalender: ['Calendario da parete', 'Dodici mesi, dodici foto preferite – in verticale o orizzontale.'],
      tischkalender: ['Calendario da tavolo', 'Compatto per scrivania o cucina, con supporto robusto.'],
      familienplaner: ['Planner familiare', 'Una colonna per persona: tutta la famiglia sempre organizzata.'],
      'fotobuch-hardcover': ['Fotolibro copertina rigida', 'Copertina rigida, carta pregiata – il libro delle grandi storie.'],
      'fotobuch-softcover': ['Fotolibro copertina morbida', 'Leggero e flessibile, ideale per gli album delle vacanze.'],
      fotoheft: ['Quaderno fotografico', 'Spillato e maneggevole – il piccolo album di tutti i giorni.'],
      'poster-collage': ['Collage su poster', 'Tante foto su un poster, con il layout che preferisci.'],
      'leinwand-collage': ['Collage su tela', 'Il tuo collage su vera tela, pronto da appendere.'],
      'umschlag-c6': ['Busta C6 kraft', 'Per biglietti in formato A6.'],
      'einleger-transparent': ['Inserto in carta da lucido', 'Un velo delicato per il tuo invito.'],
      'schleife-satin': ['Nastro di raso oro', 'Il tocco festoso per le partecipazioni di nozze.'],
    },
    details5: {
      'umschlag-c6': [
        'Busta C6 kraft',
        'Carta kraft marrone naturale con chiusura autoadesiva: protegge il tuo biglietto durante la spedizione, con stile.\n\nRealizzata in carta riciclata certificata FSC, su misura per i biglietti A6.',
        ['Formato C6 ({size:1620x1140})', 'Carta kraft 120 g/m²', 'Chiusura autoadesiva'],
      ],
      wandkalender: [
        'Calendario da parete',
        'Il tuo anno in immagini: ogni mese una nuova foto preferita in una qualità di stampa brillante.\n\nScegli mese di inizio, formato e rilegatura: stampato su carta premium opaca e consegnato in pochi giorni.',
        ['Mese di inizio a scelta', 'Carta premium opaca 250 g/m²', 'Spirale con gancio'],
      ],
      klappkarte: [
        'Biglietto pieghevole',
        'Il classico biglietto pieghevole con spazio per le foto fuori e un messaggio personale dentro.\n\nScegli tra centinaia di design e aggiungi buste, inserti o nastri.',
        ['A6, B6 o quadrato', 'Finitura opaca o lucida', 'Buste incluse'],
      ],
      'leinwand-collage': [
        'Collage su tela',
        'Le tue foto più belle insieme su vera tela, tesa su un solido telaio in legno.\n\nScegli un layout, aggiungi le foto: un quadro che racconta una storia.',
        ['Tela di cotone, telaio {size:200}', 'Oltre 20 layout', 'Consegnato pronto da appendere'],
      ],
      'fotobuch-hardcover': [
        'Fotolibro copertina rigida',
        'Il fotolibro con copertina rigida per i tuoi grandi momenti: matrimonio, viaggio o il primo anno del bebè.\n\nFino a 200 pagine, carta fotografica su richiesta e rilegatura layflat per i panorami.',
        ['Da 24 a 200 pagine', 'Copertina plastificata opaca o lucida', 'Rilegatura layflat su richiesta'],
      ],
    },
    frames: [
      ['Cornice in legno', 'Legno massello nero, bianco o rovere – con passe-partout.'],
      ['Cornice per foto', 'Una cornice sottile per foto e stampe d’arte.'],
    ],
    skus: ['Poster {size:5000x7000}', 'Tela {size:4000x6000}'],
    toCards: 'Vedi i design di biglietti',
  },
  nl: {
    shop: [
      'Shop',
      'Alle producten op een rij',
      'Fotoboeken, kalenders, collages, lijsten en accessoires – met prijzen en formaten in één oogopslag.',
      'Alles voor je foto’s',
      'Kies een product en ontwerp het direct online.',
    ],
    details: ['Productdetails', 'Onze bestsellers in detail: formaten, prijzen en alles wat je moet weten.', 'Onze producten in detail'],
    designs: [
      'Ontwerpen',
      'Alle ontwerpen om te filteren en te bekijken.',
      'Ontdek ontwerpen',
      'Filter op gelegenheid, kleur of stijl en begin met je favoriete ontwerp.',
    ],
    sections: [
      'Fotoboeken',
      'Fotokalenders',
      'Fotocollages',
      'Accessoires voor je kaarten',
      'Fotolijsten',
      'Populaire wanddecoratie',
      'Posters: formaten en prijzen',
    ],
    listings: ['Kaartontwerpen', 'Kalenderontwerpen'],
    tiles: {
      wandkalender: ['Wandkalender', 'Twaalf maanden, twaalf favoriete foto’s – staand of liggend.'],
      tischkalender: ['Bureaukalender', 'Compact voor bureau of aanrecht, met stevige standaard.'],
      familienplaner: ['Familieplanner', 'Eén kolom per persoon: zo houdt het hele gezin overzicht.'],
      'fotobuch-hardcover': ['Fotoboek hardcover', 'Harde kaft, mooi papier – het boek voor grote verhalen.'],
      'fotobuch-softcover': ['Fotoboek softcover', 'Licht en flexibel, ideaal voor vakantiealbums.'],
      fotoheft: ['Fotoboekje', 'Geniet en handig – het kleine album voor tussendoor.'],
      'poster-collage': ['Postercollage', 'Veel foto’s op één poster, in een layout naar keuze.'],
      'leinwand-collage': ['Canvascollage', 'Je collage op echt canvas, klaar om op te hangen.'],
      'umschlag-c6': ['Envelop C6 kraftpapier', 'Past bij kaarten in A6-formaat.'],
      'einleger-transparent': ['Inlegvel van calqueerpapier', 'Een subtiele sluier voor je uitnodiging.'],
      'schleife-satin': ['Satijnen lint goud', 'De feestelijke afwerking voor trouwkaarten.'],
    },
    details5: {
      'umschlag-c6': [
        'Envelop C6 kraftpapier',
        'Natuurbruin kraftpapier met plaksluiting: de envelop beschermt je kaart onderweg en ziet er goed uit.\n\nGemaakt van gerecycled, FSC-gecertificeerd papier en passend voor alle A6-kaarten.',
        ['Formaat C6 ({size:1620x1140})', 'Kraftpapier 120 g/m²', 'Zelfklevende sluiting'],
      ],
      wandkalender: [
        'Wandkalender',
        'Jouw jaar in beeld: elke maand een nieuwe favoriete foto in briljante drukkwaliteit.\n\nKies startmaand, formaat en binding – gedrukt op mat premium papier en binnen enkele dagen geleverd.',
        ['Startmaand naar keuze', 'Mat premium papier 250 g/m²', 'Spiraalbinding met ophanghaak'],
      ],
      klappkarte: [
        'Dubbele kaart',
        'De klassieke dubbele kaart met ruimte voor foto’s buiten en een persoonlijke tekst binnen.\n\nKies uit honderden ontwerpen en voeg enveloppen, inlegvellen of linten toe.',
        ['A6, B6 of vierkant', 'Mat of glanzend', 'Inclusief enveloppen'],
      ],
      'leinwand-collage': [
        'Canvascollage',
        'Je mooiste foto’s samen op echt canvas, gespannen op een stevig houten frame.\n\nKies een layout, sleep je foto’s erin – wanddecoratie met een verhaal.',
        ['Katoenen canvas, frame van {size:200}', 'Meer dan 20 layouts', 'Klaar om op te hangen'],
      ],
      'fotobuch-hardcover': [
        'Fotoboek hardcover',
        'Het fotoboek met harde kaft voor je grote momenten: een bruiloft, een reis of het eerste babyjaar.\n\nTot 200 pagina’s, echt fotopapier op aanvraag en layflat-binding voor panorama’s.',
        ['24 tot 200 pagina’s', 'Mat of glanzend gelamineerde kaft', 'Layflat-binding optioneel'],
      ],
    },
    frames: [
      ['Houten lijst', 'Echt hout in zwart, wit of eiken – met passe-partout.'],
      ['Fotolijst', 'Een slanke lijst voor foto’s en kunstprints.'],
    ],
    skus: ['Poster {size:5000x7000}', 'Canvas {size:4000x6000}'],
    toCards: 'Bekijk kaartontwerpen',
  },
}
