// Demo content of the cards brand "Kartenfee": per-language copy, turned into Storyblok-shaped stories by small builders.
// Rich text shorthand: a string is a paragraph (`## ` makes it a heading), a string[] is a bullet list;
// inline `**bold**` and `[text](/slug)` (a story link).
import type { DemoStorySeed } from './types'

type Node = Record<string, unknown>
type Rich = string | string[]

interface PageCopy {
  /** title (brand appended unless it has one), description, teaser headline, subline, image alt, CTA, body headline, Text blocks */
  t: string; d: string; h: string; s: string; a: string; c: string; hl: string; tx: Rich[][]
}
interface ProductCopy extends PageCopy {
  /** Short product name for navigation and the story name. */
  n: string
}
interface Copy {
  f: string
  home: PageCopy
  p: [ProductCopy, ProductCopy]
  usp: string[]
  /** description, headline (also the title), text */
  err: [string, string, Rich[]]
  bar: string
  /** Inspiration, help, vouchers (burger only) */
  nav: [string, string, string]
  hot: string
  svc: string
  foot: [string, string[]][]
}

const BRAND = 'Kartenfee'
const B = 'cards'
const SITE = 'https://www.kartenfee.example'
const MAIL = 'service@kartenfee.example'
const BAR_ID = 'winter-sale'
const HOME: [string, string, string] = ['teaser-home-cards', '#fbeff5', '#2d1b2e']
const PRODUCTS: [string, string, string, string][] = [
  ['fotokalender', 'teaser-calendar', '#fff4e0', '#3a2a12'],
  ['grusskarten', 'teaser-cards', '#f3ecfa', '#2d1b2e'],
]
const SHOP_COLORS = ['#8e3b7a', '#d9822b']
const NAV = ['inspiration', 'help', 'vouchers']
const FOOT = [['help', 'shipping', '@'], ['about', 'sustainability', 'jobs'], ['imprint', 'privacy', 'terms']]

const story = (f: string, slug: string): Node => ({ id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: `${f}/${slug}` })
const ext = (url: string): Node => ({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url })
const mail = (email: string): Node => ({ id: '', url: '', email, linktype: 'email', fieldtype: 'multilink', cached_url: '' })

const inline = (s: string): Node[] => {
  const out: Node[] = []
  let at = 0
  for (const m of s.matchAll(/\*\*(.+?)\*\*|\[(.+?)\]\((\/[^)]*)\)/g)) {
    if (m.index > at) out.push({ type: 'text', text: s.slice(at, m.index) })
    out.push(m[1] !== undefined
      ? { type: 'text', text: m[1], marks: [{ type: 'bold' }] }
      : { type: 'text', text: m[2] ?? '', marks: [{ type: 'link', attrs: { href: m[3] ?? '/', linktype: 'story', target: '_self' } }] })
    at = m.index + m[0].length
  }
  if (at < s.length) out.push({ type: 'text', text: s.slice(at) })
  return out
}
const para = (s: string): Node => ({ type: 'paragraph', content: inline(s) })
const doc = (items: Rich[]): Node => ({
  type: 'doc',
  content: items.map((r) =>
    typeof r !== 'string'
      ? { type: 'bullet_list', content: r.map((li) => ({ type: 'list_item', content: [para(li)] })) }
      : r.startsWith('## ')
        ? { type: 'heading', attrs: { level: 2 }, content: inline(r.slice(3)) }
        : para(r)),
})
const headline = (id: string, text: string, level: string): Node => ({ _uid: `${id}-headline`, component: 'Headline', text, level })
const texts = (id: string, tx: Rich[][]): Node[] => tx.map((t, i) => ({ _uid: `${id}-text-${i + 1}`, component: 'Text', text: doc(t) }))

function page(id: string, c: PageCopy, look: [string, string, string], cta: Node, before: Node[], mark = ''): Node {
  return {
    _uid: id, component: 'page', title: c.t.includes(' | ') ? c.t : `${c.t} | ${BRAND}`, description: c.d, robots: 'index,follow',
    teaser: [{
      _uid: `${id}-teaser`, component: 'Teaser', headline: mark + c.h, subline: c.s,
      image: { filename: `/demo/${look[0]}.svg`, alt: c.a }, cta: { text: c.c, link: cta },
      backgroundColor: look[1], textColor: look[2],
    }],
    body: [...before, headline(id, c.hl, 'h2'), ...texts(id, c.tx)],
  }
}

const home = (f: string, c: PageCopy, mark = ''): Node =>
  page(`${B}-${f}-home${mark ? '-draft' : ''}`, c, HOME, story(f, PRODUCTS[0]?.[0] ?? 'home'), [], mark)

function layout(c: Copy): Node {
  const { f } = c
  const l = f.slice(0, 2)
  const id = `${B}-${f}-layout`
  const nav: [string, Node, boolean][] = [
    ...PRODUCTS.map(([slug], i): [string, Node, boolean] => [c.p[i === 0 ? 0 : 1].n, story(f, slug), false]),
    ...c.nav.map((text, i): [string, Node, boolean] => [text, ext(`${SITE}/${l}/${NAV[i] ?? ''}`), i === 2]),
  ]
  return {
    _uid: id, component: 'layout',
    actionBar: [{ _uid: `${id}-bar`, component: 'ActionBar', id: `${B}-${BAR_ID}-${l}`, text: c.bar, color: '#ffffff', backgroundColor: '#8e3b7a' }],
    logo: { filename: `/demo/logo-${B}.svg`, alt: BRAND },
    shopLinks: PRODUCTS.map(([slug], i) => ({
      _uid: `${id}-shop-${i + 1}`, component: 'ShopEntry', text: c.p[i === 0 ? 0 : 1].n, link: story(f, slug), color: SHOP_COLORS[i] ?? '#8e3b7a',
    })),
    mainNavigation: nav.map(([text, link, burger], i) => ({
      _uid: `${id}-nav-${i + 1}`, component: 'NavigationItem', text, link, isOnlyInBurgerNavigation: burger,
    })),
    serviceHotline: c.hot,
    serviceText: c.svc,
    footerBoxes: c.foot.map(([title, items], i) => ({
      _uid: `${id}-footer-${i + 1}`, component: 'FooterBox', title,
      items: items.map((text, j) => {
        const key = FOOT[i]?.[j] ?? 'help'
        return { _uid: `${id}-footer-${i + 1}-${j + 1}`, component: 'FooterItem', text, link: key === '@' ? mail(MAIL) : ext(`${SITE}/${l}/${key}`) }
      }),
    })),
    copyright: `© {year} ${BRAND} GmbH`,
  }
}

function folder(c: Copy): DemoStorySeed[] {
  const { f } = c
  const l = f.slice(0, 2)
  const errId = `${B}-${f}-error`
  const [ed, eh, etx] = c.err
  return [
    { full_slug: `${f}/home`, name: 'Home', is_startpage: true, content: home(f, c.home), ...(f === 'de-de' ? { draft: home(f, c.home, 'ENTWURF: ') } : {}) },
    ...PRODUCTS.map(([slug, img, bg, fg], i): DemoStorySeed => {
      const p = c.p[i === 0 ? 0 : 1]
      const id = `${B}-${f}-${slug}`
      const usp: Node = {
        _uid: `${id}-usp`, component: 'UspTeaser',
        items: c.usp.map((text, j) => ({ _uid: `${id}-usp-${j + 1}`, component: 'UspItem', text })),
      }
      return { full_slug: `${f}/${slug}`, name: p.n, content: page(id, p, [img, bg, fg], ext(`${SITE}/${l}/design/${slug}`), [usp]) }
    }),
    {
      full_slug: `${f}/error`, name: 'Error',
      content: {
        _uid: errId, component: 'page', title: `${eh} | ${BRAND}`, description: ed, robots: 'noindex,follow',
        teaser: [], body: [headline(errId, eh, 'h1'), ...texts(errId, [etx])],
      },
    },
    { full_slug: `${f}/layout`, name: 'Layout', content: layout(c) },
  ]
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
        ['Bei Kartenfee wird aus deinen Fotos etwas zum Anfassen: [Fotokalender](/fotokalender) für jede Wand und [Grußkarten](/grusskarten) für jeden Anlass. Du wählst Format, Papier und Layout – wir drucken **in unserer eigenen Druckerei in Deutschland** und prüfen jede Bestellung von Hand.'],
        ['## Darauf kannst du dich verlassen', ['Matte und glänzende Premiumpapiere aus FSC®-zertifizierter Herstellung', 'Versand in 2–3 Werktagen, ab 39 € versandkostenfrei', 'Kostenlose Vorschau jeder Seite vor der Bestellung', 'Nicht zufrieden? Wir drucken kostenlos neu.']],
      ],
    },
    p: [
      {
        n: 'Fotokalender',
        t: 'Fotokalender selbst gestalten',
        d: 'Fotokalender mit eigenen Bildern gestalten: Wandkalender, Tischkalender und Familienplaner in vielen Formaten, ab 19,99 € und in 2–3 Werktagen geliefert.',
        h: 'Fotokalender mit deinen Bildern',
        s: 'Zwölf Monate, zwölf Lieblingsmomente – für die Wand, den Schreibtisch oder die ganze Familie.',
        a: 'Aufgeschlagener Fotokalender an einer Wand',
        c: 'Jetzt gestalten',
        hl: 'Dein Kalender, dein Format',
        tx: [['## Formate und Papiere', 'Ob großer Wandkalender fürs Wohnzimmer oder kompakter Tischkalender fürs Büro: Jeden Kalender füllst du mit eigenen Fotos, Notizen und Geburtstagen. Den Startmonat wählst du frei.', ['Wandkalender A4 (21 × 29,7 cm) ab 19,99 €', 'Wandkalender A3 (29,7 × 42 cm) ab 29,99 €', 'Tischkalender (21 × 10 cm) ab 14,99 €', 'Premium-Fotopapier matt oder seidenglänzend, 250 g/m²']]],
      },
      {
        n: 'Grußkarten',
        t: 'Grußkarten mit Foto gestalten',
        d: 'Grußkarten mit Foto für Geburtstag, Hochzeit, Geburt und Weihnachten: Klappkarten und Postkarten gestalten, inklusive Umschlag, schon ab 1,49 € pro Karte.',
        h: 'Grußkarten, die in Erinnerung bleiben',
        s: 'Für Geburtstag, Hochzeit, Geburt oder Weihnachten – mit deinem Foto und deinen Worten.',
        a: 'Gefaltete Grußkarten mit Umschlägen',
        c: 'Karte gestalten',
        hl: 'Für jeden Anlass die passende Karte',
        tx: [['## Papier, Format, Veredelung', 'Wähle aus hunderten Designs oder starte mit einer leeren Karte. Jede Karte wird einzeln gedruckt, sorgfältig gefalzt und mit passendem Umschlag geliefert.', ['Klappkarte A6 (10,5 × 14,8 cm) ab 1,49 € pro Karte', 'Postkarte A6, ein- oder beidseitig bedruckt, ab 0,99 €', 'Naturpapier oder Premium-Karton mit 350 g/m²', 'Veredelung mit Goldfolie ab 25 Karten']]],
      },
    ],
    usp: ['Versand in 2–3 Werktagen', 'Gedruckt in Deutschland', 'Zufriedenheitsgarantie'],
    err: [
      'Diese Seite gibt es leider nicht (mehr). Entdecke stattdessen unsere Fotokalender und Grußkarten oder starte einfach auf der Kartenfee-Startseite neu.',
      'Seite nicht gefunden',
      ['Hoppla – diese Seite haben wir leider nicht gefunden. Vielleicht hat sich ein Tippfehler eingeschlichen oder die Seite ist umgezogen. Entschuldige bitte!', 'Zurück zur [Startseite](/) oder direkt weiter zu unseren [Fotokalendern](/fotokalender) und [Grußkarten](/grusskarten).'],
    ],
    bar: '<strong>Winter-Sale:</strong> 20 % auf alle Fotokalender mit Code <b>WINTER20</b>',
    nav: ['Inspiration', 'Hilfe', 'Gutscheine'],
    hot: '030 23125 410',
    svc: 'Mo–Fr 8–18 Uhr',
    foot: [['Kundenservice', ['Hilfe & FAQ', 'Versand & Lieferung', 'Kontakt']], ['Über uns', ['Über Kartenfee', 'Nachhaltigkeit', 'Jobs']], ['Rechtliches', ['Impressum', 'Datenschutz', 'AGB']]],
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
        ['At Kartenfee, your photos become something you can hold: [photo calendars](/fotokalender) for every wall and [greeting cards](/grusskarten) for every occasion. You choose the size, paper and layout – we print **in our own print shop** and check every order by hand.'],
        ['## What you can count on', ['Premium matt and gloss papers from FSC®-certified sources', 'Dispatched within 2–3 working days, free UK delivery over £35', 'Free preview of every page before you order', 'Not happy? We’ll reprint it free of charge.']],
      ],
    },
    p: [
      {
        n: 'Photo calendars',
        t: 'Personalised photo calendars',
        d: 'Design your own photo calendar: wall calendars, desk calendars and family planners in lots of sizes, from £17.99 and dispatched within 2–3 working days.',
        h: 'Photo calendars made with your pictures',
        s: 'Twelve months, twelve favourite moments – for the wall, the desk or the whole family.',
        a: 'Open photo calendar hanging on a wall',
        c: 'Start designing',
        hl: 'Your calendar, your size',
        tx: [['## Sizes and papers', 'Whether it’s a large wall calendar for the living room or a compact desk calendar for the office, you can fill every page with your own photos, notes and birthdays – and start in any month you like.', ['A4 wall calendar (21 × 29.7 cm) from £17.99', 'A3 wall calendar (29.7 × 42 cm) from £26.99', 'Desk calendar (21 × 10 cm) from £12.99', 'Premium matt or satin photo paper, 250 gsm']]],
      },
      {
        n: 'Greeting cards',
        t: 'Personalised photo greeting cards',
        d: 'Photo greeting cards for birthdays, weddings, new arrivals and Christmas: design folded cards and postcards with envelopes included, from just £1.29 a card.',
        h: 'Greeting cards they’ll keep',
        s: 'For birthdays, weddings, new babies or Christmas – with your photo and your words.',
        a: 'Folded greeting cards with envelopes',
        c: 'Design a card',
        hl: 'The right card for every occasion',
        tx: [['## Paper, size and finish', 'Pick from hundreds of designs or start with a blank card. Every card is printed individually, carefully folded and delivered with a matching envelope.', ['A6 folded card (10.5 × 14.8 cm) from £1.29 a card', 'A6 postcard, printed on one or both sides, from 89p', 'Natural paper or 350 gsm premium card', 'Gold foil finish on orders of 25 cards or more']]],
      },
    ],
    usp: ['Dispatched in 2–3 working days', 'Printed in Germany', 'Happiness guarantee'],
    err: [
      'Sorry, this page doesn’t exist (any more). Have a look at our photo calendars and greeting cards instead, or head back to the Kartenfee homepage.',
      'Page not found',
      ['Oops – we couldn’t find this page. Perhaps there’s a typo in the address, or the page has moved. Sorry about that!', 'Head back to the [homepage](/) or go straight to our [photo calendars](/fotokalender) and [greeting cards](/grusskarten).'],
    ],
    bar: '<strong>Winter Sale:</strong> 20% off all photo calendars with code <b>WINTER20</b>',
    nav: ['Inspiration', 'Help', 'Gift vouchers'],
    hot: '020 7946 0410',
    svc: 'Mon–Fri 8am–6pm',
    foot: [['Customer service', ['Help & FAQs', 'Delivery', 'Contact us']], ['About us', ['About Kartenfee', 'Sustainability', 'Careers']], ['Legal', ['Legal notice', 'Privacy policy', 'Terms & conditions']]],
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
        ['En Kartenfee tus fotos se convierten en algo que puedes tocar: [calendarios con fotos](/fotokalender) para cualquier pared y [tarjetas de felicitación](/grusskarten) para cada ocasión. Tú eliges formato, papel y diseño; nosotros imprimimos **en nuestra propia imprenta** y revisamos cada pedido a mano.'],
        ['## Con total confianza', ['Papeles premium mate y brillo de origen certificado FSC®', 'Envío en 2–3 días laborables, gratis a partir de 39 €', 'Vista previa gratuita de cada página antes de pedir', '¿No te convence? Lo volvemos a imprimir gratis.']],
      ],
    },
    p: [
      {
        n: 'Calendarios con fotos',
        t: 'Calendarios personalizados con fotos',
        d: 'Diseña tu calendario con fotos: calendarios de pared, de sobremesa y planificadores familiares en muchos formatos, desde 19,99 € y enviados en 2–3 días.',
        h: 'Calendarios con tus propias fotos',
        s: 'Doce meses, doce momentos favoritos: para la pared, el escritorio o toda la familia.',
        a: 'Calendario con fotos abierto colgado en la pared',
        c: 'Empezar a diseñar',
        hl: 'Tu calendario, tu formato',
        tx: [['## Formatos y papeles', 'Ya sea un gran calendario de pared para el salón o uno compacto de sobremesa para la oficina, puedes llenarlo con tus fotos, notas y cumpleaños. Y empieza en el mes que tú quieras.', ['Calendario de pared A4 (21 × 29,7 cm) desde 19,99 €', 'Calendario de pared A3 (29,7 × 42 cm) desde 29,99 €', 'Calendario de sobremesa (21 × 10 cm) desde 14,99 €', 'Papel fotográfico premium mate o satinado de 250 g/m²']]],
      },
      {
        n: 'Tarjetas de felicitación',
        t: 'Tarjetas de felicitación con foto',
        d: 'Tarjetas con foto para cumpleaños, bodas, nacimientos y Navidad: diseña tarjetas dobles y postales con sobre incluido, desde solo 1,49 € por tarjeta.',
        h: 'Tarjetas para guardar siempre',
        s: 'Para cumpleaños, bodas, nacimientos o Navidad, con tu foto y tus palabras.',
        a: 'Tarjetas de felicitación dobladas con sobres',
        c: 'Diseñar tarjeta',
        hl: 'La tarjeta perfecta para cada ocasión',
        tx: [['## Papel, formato y acabado', 'Elige entre cientos de diseños o empieza con una tarjeta en blanco. Cada tarjeta se imprime de forma individual, se dobla con cuidado y se entrega con su sobre a juego.', ['Tarjeta doble A6 (10,5 × 14,8 cm) desde 1,49 € por tarjeta', 'Postal A6 impresa por una o ambas caras, desde 0,99 €', 'Papel natural o cartulina premium de 350 g/m²', 'Acabado con lámina dorada a partir de 25 tarjetas']]],
      },
    ],
    usp: ['Envío en 2–3 días laborables', 'Impreso en Alemania', 'Satisfacción garantizada'],
    err: [
      'Lo sentimos, esta página no existe o ya no está disponible. Descubre nuestros calendarios con fotos y tarjetas, o vuelve a la página de inicio de Kartenfee.',
      'Página no encontrada',
      ['¡Vaya! No hemos encontrado esta página. Puede que haya un error en la dirección o que la página se haya movido. ¡Disculpa las molestias!', 'Vuelve a la [página de inicio](/) o ve directamente a nuestros [calendarios con fotos](/fotokalender) y [tarjetas de felicitación](/grusskarten).'],
    ],
    bar: '<strong>Rebajas de invierno:</strong> 20 % en todos los calendarios con el código <b>WINTER20</b>',
    nav: ['Inspiración', 'Ayuda', 'Tarjetas regalo'],
    hot: '910 123 410',
    svc: 'Lun–Vie, 8:00–18:00',
    foot: [['Atención al cliente', ['Ayuda y preguntas frecuentes', 'Envíos y entregas', 'Contacto']], ['Sobre nosotros', ['Quiénes somos', 'Sostenibilidad', 'Empleo']], ['Legal', ['Aviso legal', 'Privacidad', 'Condiciones generales']]],
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
        ['Chez Kartenfee, vos photos prennent vie sur papier : des [calendriers photo](/fotokalender) pour tous les murs et des [cartes personnalisées](/grusskarten) pour toutes les occasions. Vous choisissez le format, le papier et la mise en page ; nous imprimons **dans notre propre atelier** et contrôlons chaque commande à la main.'],
        ['## Nos engagements', ['Papiers premium mats et brillants issus de sources certifiées FSC®', 'Expédition sous 2 à 3 jours ouvrés, livraison offerte dès 39 €', 'Aperçu gratuit de chaque page avant la commande', 'Pas satisfait ? Nous réimprimons gratuitement.']],
      ],
    },
    p: [
      {
        n: 'Calendriers photo',
        t: 'Calendrier photo personnalisé',
        d: 'Créez votre calendrier photo : calendriers muraux, de bureau et organiseurs familiaux dans de nombreux formats, dès 19,99 €, expédiés en 2 à 3 jours.',
        h: 'Des calendriers photo à votre image',
        s: 'Douze mois, douze moments préférés : pour le mur, le bureau ou toute la famille.',
        a: 'Calendrier photo ouvert accroché au mur',
        c: 'Commencer',
        hl: 'Votre calendrier, votre format',
        tx: [['## Formats et papiers', 'Grand calendrier mural pour le salon ou calendrier de bureau compact : chaque modèle se remplit de vos photos, de vos notes et des anniversaires de vos proches. Et vous commencez au mois de votre choix.', ['Calendrier mural A4 (21 × 29,7 cm) dès 19,99 €', 'Calendrier mural A3 (29,7 × 42 cm) dès 29,99 €', 'Calendrier de bureau (21 × 10 cm) dès 14,99 €', 'Papier photo premium mat ou satiné, 250 g/m²']]],
      },
      {
        n: 'Cartes personnalisées',
        t: 'Cartes personnalisées avec photo',
        d: 'Cartes photo pour anniversaire, mariage, naissance et Noël : créez cartes doubles et cartes postales, enveloppes incluses, à partir de 1,49 € la carte.',
        h: 'Des cartes que l’on garde précieusement',
        s: 'Anniversaire, mariage, naissance ou Noël : avec votre photo et vos mots.',
        a: 'Cartes pliées avec enveloppes',
        c: 'Créer ma carte',
        hl: 'La bonne carte pour chaque occasion',
        tx: [['## Papier, format et finition', 'Choisissez parmi des centaines de modèles ou partez d’une carte vierge. Chaque carte est imprimée individuellement, pliée avec soin et livrée avec une enveloppe assortie.', ['Carte double A6 (10,5 × 14,8 cm) dès 1,49 € la carte', 'Carte postale A6 imprimée recto ou recto verso, dès 0,99 €', 'Papier naturel ou carton premium 350 g/m²', 'Finition dorure à chaud à partir de 25 cartes']]],
      },
    ],
    usp: ['Expédition en 2 à 3 jours ouvrés', 'Imprimé en Allemagne', 'Satisfait ou réimprimé'],
    err: [
      'Désolés, cette page n’existe pas ou plus. Découvrez plutôt nos calendriers photo et nos cartes personnalisées, ou revenez à l’accueil de Kartenfee.',
      'Page introuvable',
      ['Oups ! Nous n’avons pas trouvé cette page. L’adresse contient peut-être une faute de frappe, ou la page a été déplacée. Toutes nos excuses !', 'Retournez à l’[accueil](/) ou découvrez directement nos [calendriers photo](/fotokalender) et nos [cartes personnalisées](/grusskarten).'],
    ],
    bar: '<strong>Soldes d’hiver :</strong> -20 % sur tous les calendriers photo avec le code <b>WINTER20</b>',
    nav: ['Inspiration', 'Aide', 'Cartes cadeaux'],
    hot: '01 99 00 04 10',
    svc: 'Du lundi au vendredi, 8h–18h',
    foot: [['Service client', ['Aide & FAQ', 'Livraison', 'Nous contacter']], ['À propos', ['Qui sommes-nous ?', 'Développement durable', 'Recrutement']], ['Informations légales', ['Mentions légales', 'Confidentialité', 'CGV']]],
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
        ['Con Kartenfee le tue foto diventano qualcosa da tenere in mano: [calendari fotografici](/fotokalender) per ogni parete e [biglietti d’auguri](/grusskarten) per ogni occasione. Tu scegli formato, carta e layout; noi stampiamo **nella nostra tipografia** e controlliamo ogni ordine a mano.'],
        ['## Su cosa puoi contare', ['Carte premium opache e lucide da fonti certificate FSC®', 'Spedizione in 2–3 giorni lavorativi, gratuita da 39 €', 'Anteprima gratuita di ogni pagina prima dell’ordine', 'Non sei soddisfatto? Ristampiamo gratis.']],
      ],
    },
    p: [
      {
        n: 'Calendari fotografici',
        t: 'Calendari fotografici personalizzati',
        d: 'Crea il tuo calendario con foto: calendari da parete, da tavolo e planner per la famiglia in tanti formati, da 19,99 € e spediti in 2–3 giorni lavorativi.',
        h: 'Calendari con le tue foto',
        s: 'Dodici mesi, dodici momenti del cuore: per la parete, la scrivania o tutta la famiglia.',
        a: 'Calendario fotografico aperto appeso alla parete',
        c: 'Inizia a creare',
        hl: 'Il tuo calendario, il tuo formato',
        tx: [['## Formati e carte', 'Un grande calendario da parete per il soggiorno o uno compatto da tavolo per l’ufficio: ogni modello si riempie con le tue foto, i tuoi appunti e i compleanni di chi ami. E puoi iniziare da qualsiasi mese.', ['Calendario da parete A4 (21 × 29,7 cm) da 19,99 €', 'Calendario da parete A3 (29,7 × 42 cm) da 29,99 €', 'Calendario da tavolo (21 × 10 cm) da 14,99 €', 'Carta fotografica premium opaca o satinata da 250 g/m²']]],
      },
      {
        n: 'Biglietti d’auguri',
        t: 'Biglietti d’auguri con foto',
        d: 'Biglietti con foto per compleanni, matrimoni, nascite e Natale: crea biglietti pieghevoli e cartoline con busta inclusa, a partire da 1,49 € a biglietto.',
        h: 'Biglietti da conservare per sempre',
        s: 'Per compleanni, matrimoni, nascite o Natale: con la tua foto e le tue parole.',
        a: 'Biglietti d’auguri piegati con buste',
        c: 'Crea il tuo biglietto',
        hl: 'Il biglietto giusto per ogni occasione',
        tx: [['## Carta, formato e finiture', 'Scegli tra centinaia di design o parti da un biglietto bianco. Ogni biglietto viene stampato singolarmente, piegato con cura e consegnato con una busta abbinata.', ['Biglietto pieghevole A6 (10,5 × 14,8 cm) da 1,49 € a biglietto', 'Cartolina A6 stampata su uno o entrambi i lati, da 0,99 €', 'Carta naturale o cartoncino premium da 350 g/m²', 'Finitura in lamina oro a partire da 25 biglietti']]],
      },
    ],
    usp: ['Spedizione in 2–3 giorni lavorativi', 'Stampato in Germania', 'Soddisfatti o ristampati'],
    err: [
      'Ci dispiace, questa pagina non esiste o non è più disponibile. Scopri i nostri calendari fotografici e biglietti d’auguri o torna alla home di Kartenfee.',
      'Pagina non trovata',
      ['Ops! Non abbiamo trovato questa pagina. Forse c’è un errore di battitura nell’indirizzo, oppure la pagina è stata spostata. Ci scusiamo per l’inconveniente!', 'Torna alla [home](/) o vai direttamente ai nostri [calendari fotografici](/fotokalender) e [biglietti d’auguri](/grusskarten).'],
    ],
    bar: '<strong>Saldi invernali:</strong> -20% su tutti i calendari fotografici con il codice <b>WINTER20</b>',
    nav: ['Ispirazione', 'Assistenza', 'Buoni regalo'],
    hot: '02 9475 0410',
    svc: 'Lun–Ven 8–18',
    foot: [['Servizio clienti', ['Aiuto e FAQ', 'Spedizioni', 'Contattaci']], ['Chi siamo', ['Chi è Kartenfee', 'Sostenibilità', 'Lavora con noi']], ['Informazioni legali', ['Note legali', 'Privacy', 'Condizioni di vendita']]],
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
        ['Bij Kartenfee worden je foto’s iets om vast te houden: [fotokalenders](/fotokalender) voor elke muur en [wenskaarten](/grusskarten) voor elke gelegenheid. Jij kiest formaat, papier en opmaak – wij drukken **in onze eigen drukkerij** en controleren elke bestelling met de hand.'],
        ['## Daar kun je op rekenen', ['Premium mat en glanzend papier uit FSC®-gecertificeerde bronnen', 'Verzending binnen 2–3 werkdagen, gratis vanaf € 39', 'Gratis voorbeeld van elke pagina voordat je bestelt', 'Niet tevreden? We drukken het gratis opnieuw.']],
      ],
    },
    p: [
      {
        n: 'Fotokalenders',
        t: 'Fotokalender zelf maken',
        d: 'Maak je eigen fotokalender: wandkalenders, bureaukalenders en familieplanners in veel formaten, vanaf € 19,99 en binnen 2–3 werkdagen verzonden.',
        h: 'Fotokalenders met jouw foto’s',
        s: 'Twaalf maanden, twaalf favoriete momenten – voor aan de muur, op je bureau of voor het hele gezin.',
        a: 'Opengeslagen fotokalender aan de muur',
        c: 'Begin met ontwerpen',
        hl: 'Jouw kalender, jouw formaat',
        tx: [['## Formaten en papiersoorten', 'Een grote wandkalender voor de woonkamer of een handige bureaukalender voor op kantoor: elke kalender vul je met je eigen foto’s, notities en verjaardagen. En je begint gewoon in de maand die jij wilt.', ['Wandkalender A4 (21 × 29,7 cm) vanaf € 19,99', 'Wandkalender A3 (29,7 × 42 cm) vanaf € 29,99', 'Bureaukalender (21 × 10 cm) vanaf € 14,99', 'Premium fotopapier, mat of zijdeglans, 250 g/m²']]],
      },
      {
        n: 'Wenskaarten',
        t: 'Wenskaarten met foto maken',
        d: 'Wenskaarten met foto voor verjaardag, bruiloft, geboorte en kerst: maak dubbele kaarten en ansichtkaarten, inclusief envelop, al vanaf € 1,49 per kaart.',
        h: 'Kaarten om te bewaren',
        s: 'Voor verjaardagen, bruiloften, geboortes of kerst – met jouw foto en jouw woorden.',
        a: 'Gevouwen wenskaarten met enveloppen',
        c: 'Maak je kaart',
        hl: 'Voor elke gelegenheid de juiste kaart',
        tx: [['## Papier, formaat en afwerking', 'Kies uit honderden ontwerpen of begin met een lege kaart. Elke kaart wordt los gedrukt, zorgvuldig gevouwen en geleverd met een bijpassende envelop.', ['Dubbele kaart A6 (10,5 × 14,8 cm) vanaf € 1,49 per kaart', 'Ansichtkaart A6, enkel- of dubbelzijdig bedrukt, vanaf € 0,99', 'Naturelpapier of premium karton van 350 g/m²', 'Afwerking met goudfolie vanaf 25 kaarten']]],
      },
    ],
    usp: ['Binnen 2–3 werkdagen verzonden', 'Gedrukt in Duitsland', 'Tevredenheidsgarantie'],
    err: [
      'Sorry, deze pagina bestaat niet (meer). Bekijk in plaats daarvan onze fotokalenders en wenskaarten, of ga terug naar de homepage van Kartenfee.',
      'Pagina niet gevonden',
      ['Oeps – deze pagina konden we niet vinden. Misschien zit er een typfout in het adres, of is de pagina verhuisd. Sorry daarvoor!', 'Ga terug naar de [homepage](/) of direct naar onze [fotokalenders](/fotokalender) en [wenskaarten](/grusskarten).'],
    ],
    bar: '<strong>Winteractie:</strong> 20% korting op alle fotokalenders met code <b>WINTER20</b>',
    nav: ['Inspiratie', 'Hulp', 'Cadeaubonnen'],
    hot: '020 240 0410',
    svc: 'Ma–vr 8.00–18.00 uur',
    foot: [['Klantenservice', ['Hulp & veelgestelde vragen', 'Verzending & levering', 'Contact']], ['Over ons', ['Over Kartenfee', 'Duurzaamheid', 'Vacatures']], ['Juridisch', ['Bedrijfsgegevens', 'Privacy', 'Algemene voorwaarden']]],
  },
]

// Swiss home pages: CHF, Swiss delivery, Swiss spelling (no ß). Everything else falls back to de-de and fr-fr.
const SWISS: [string, PageCopy][] = [
  ['de-ch', {
    t: 'Fotokalender & Grusskarten selbst gestalten | Kartenfee Schweiz',
    d: 'Gestalte Fotokalender und Grusskarten mit deinen Lieblingsfotos – verzollt in die ganze Schweiz geliefert. Fotokalender gibt es schon ab CHF 24.90.',
    h: 'Deine schönsten Momente, jeden Monat neu',
    s: 'Fotokalender und Karten mit Herz – online gestaltet und bequem in die Schweiz geliefert.',
    a: 'Fotokalender an einer Wand neben gefalteten Grusskarten',
    c: 'Fotokalender gestalten',
    hl: 'Persönlich gedruckt, schnell in der Schweiz',
    tx: [
      ['Bei Kartenfee wird aus deinen Fotos etwas zum Anfassen: [Fotokalender](/fotokalender) ab CHF 24.90 und [Grusskarten](/grusskarten) ab CHF 1.90 pro Karte. Wir liefern **verzollt und ohne Zusatzkosten an der Grenze** in die ganze Schweiz.'],
      ['## Lieferung in die Schweiz', ['Lieferung in 3–5 Werktagen mit der Post', 'Ab CHF 49.– versandkostenfrei', 'Preise inklusive MwSt. und Zoll', 'Nicht zufrieden? Wir drucken kostenlos neu.']],
    ],
  }],
  ['fr-ch', {
    t: 'Calendriers photo et cartes personnalisées | Kartenfee Suisse',
    d: 'Créez calendriers photo et cartes personnalisées avec vos plus belles photos, livrés dédouanés dans toute la Suisse. Calendriers photo dès CHF 24.90.',
    h: 'Vos plus beaux moments, chaque mois',
    s: 'Des calendriers et des cartes qui viennent du cœur, livrés rapidement dans toute la Suisse.',
    a: 'Calendrier photo accroché au mur à côté de cartes pliées',
    c: 'Créer mon calendrier',
    hl: 'Imprimé pour vous, livré en Suisse',
    tx: [
      ['Chez Kartenfee, vos photos prennent vie sur papier : des [calendriers photo](/fotokalender) dès CHF 24.90 et des [cartes personnalisées](/grusskarten) dès CHF 1.90 la carte. Nous livrons **dédouané, sans frais supplémentaires à la frontière**, dans toute la Suisse.'],
      ['## Livraison en Suisse', ['Livraison en 3 à 5 jours ouvrables par la Poste', 'Livraison offerte dès CHF 49.–', 'Prix TVA et frais de douane compris', 'Pas satisfait ? Nous réimprimons gratuitement.']],
    ],
  }],
]

const draftId = `${B}-de-de-neuheiten`

export const stories: DemoStorySeed[] = [
  ...COPY.flatMap(folder),
  ...SWISS.map(([f, c]): DemoStorySeed => ({ full_slug: `${f}/home`, name: 'Home', is_startpage: true, content: home(f, c) })),
  {
    full_slug: 'de-de/neuheiten',
    name: 'Neuheiten',
    draft: {
      _uid: draftId, component: 'page', title: 'Neuheiten | Kartenfee', robots: 'noindex,follow',
      description: 'Die neuen Fotokalender und Grußkarten der Saison bei Kartenfee: frische Designs, neue Formate und edle Papiere für deine schönsten Fotos.',
      teaser: [],
      body: [
        headline(draftId, 'ENTWURF Neuheiten: frische Designs für Kalender und Karten', 'h1'),
        ...texts(draftId, [['Bald hier: unsere neuen [Fotokalender](/fotokalender) im Querformat und [Grußkarten](/grusskarten) mit Goldfolie.']]),
      ],
    },
  },
]
