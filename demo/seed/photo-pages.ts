// Demo pages of the photo families and the frame selection, in every language folder of a brand: `fotos-drucken`
// (photo prints: calculator teaser and detail block), `fotoboxen` (photo boxes: the same), and on the poster brand
// `bilderrahmen` (the photo-frame selection, SPEC §3).
import type { DemoStorySeed } from './types'

type Node = Record<string, unknown>
type BrandKey = 'cards' | 'poster'

interface PhotoWords {
  /** name, title, description, headline, text */
  prints: [string, string, string, string, string]
  boxes: [string, string, string, string, string]
  frames: [string, string, string, string, string]
}

const WORDS: Readonly<Record<string, PhotoWords>> = {
  de: {
    prints: [
      'Fotos drucken',
      'Fotoabzüge bestellen',
      'Fotoabzüge von {size:1000x1000} bis {size:3000x2000} auf vier Papieren.',
      'Deine Fotos als Abzug',
      'Echte Fotoabzüge in sechs Formaten, vom quadratischen {size:1000x1000} bis zum großen {size:3000x2000}.',
    ],
    boxes: [
      'Fotoboxen',
      'Fotobox gestalten',
      'Fotoboxen in drei Größen, gefüllt mit deinen Abzügen.',
      'Deine Fotos in der Box',
      'Klein, groß oder MAX: Die Box kommt mit deinen Abzügen auf dem Papier deiner Wahl.',
    ],
    frames: [
      'Bilderrahmen',
      'Bilderrahmen wählen',
      'Rahmen, Passepartout und Museumsglas für dein Bild.',
      'Der passende Rahmen',
      'Wähle Rahmenart, Farbe, Passepartout und Verglasung – der Preis folgt jeder Wahl.',
    ],
  },
  en: {
    prints: [
      'Photo prints',
      'Order photo prints',
      'Photo prints from 4x4 to 12x8 on four papers.',
      'Your photos as prints',
      'Real photo prints in six sizes, from a square 4x4 to a large 12x8.',
    ],
    boxes: [
      'Photo boxes',
      'Create a photo box',
      'Photo boxes in three sizes, filled with your prints.',
      'Your photos in a box',
      'Small, large or MAX: the box comes with your prints on the paper you choose.',
    ],
    frames: [
      'Picture frames',
      'Choose a picture frame',
      'Frame, mount and museum glass for your picture.',
      'The right frame',
      'Choose the frame style, colour, mount and glazing – the price follows every choice.',
    ],
  },
  fr: {
    prints: [
      'Tirages photo',
      'Commander des tirages photo',
      'Tirages photo de {size:1000x1000} à {size:3000x2000} sur quatre papiers.',
      'Vos photos en tirage',
      'De vrais tirages photo en six formats, du carré {size:1000x1000} au grand {size:3000x2000}.',
    ],
    boxes: [
      'Boîtes photo',
      'Créer une boîte photo',
      'Des boîtes photo en trois tailles, remplies de vos tirages.',
      'Vos photos dans une boîte',
      'Petite, grande ou MAX : la boîte arrive avec vos tirages sur le papier de votre choix.',
    ],
    frames: [
      'Cadres',
      'Choisir un cadre',
      'Cadre, passe-partout et verre musée pour votre image.',
      'Le cadre qui convient',
      'Choisissez le type de cadre, la couleur, le passe-partout et le vitrage – le prix suit chaque choix.',
    ],
  },
  it: {
    prints: [
      'Stampa foto',
      'Ordina stampe fotografiche',
      'Stampe da {size:1000x1000} a {size:3000x2000} su quattro carte.',
      'Le tue foto stampate',
      'Vere stampe fotografiche in sei formati, dal quadrato {size:1000x1000} al grande {size:3000x2000}.',
    ],
    boxes: [
      'Scatole foto',
      'Crea una scatola foto',
      'Scatole foto in tre misure, piene delle tue stampe.',
      'Le tue foto in una scatola',
      'Piccola, grande o MAX: la scatola arriva con le tue stampe sulla carta che scegli.',
    ],
    frames: [
      'Cornici',
      'Scegli una cornice',
      'Cornice, passe-partout e vetro museale per la tua immagine.',
      'La cornice giusta',
      'Scegli tipo di cornice, colore, passe-partout e vetro: il prezzo segue ogni scelta.',
    ],
  },
  es: {
    prints: [
      'Imprimir fotos',
      'Pedir copias de fotos',
      'Copias de {size:1000x1000} a {size:3000x2000} en cuatro papeles.',
      'Tus fotos en papel',
      'Copias fotográficas reales en seis formatos, del cuadrado {size:1000x1000} al gran {size:3000x2000}.',
    ],
    boxes: [
      'Cajas de fotos',
      'Crear una caja de fotos',
      'Cajas de fotos en tres tamaños, llenas de tus copias.',
      'Tus fotos en una caja',
      'Pequeña, grande o MAX: la caja llega con tus copias en el papel que elijas.',
    ],
    frames: [
      'Marcos',
      'Elegir un marco',
      'Marco, paspartú y cristal de museo para tu imagen.',
      'El marco adecuado',
      'Elige tipo de marco, color, paspartú y acristalamiento: el precio sigue cada elección.',
    ],
  },
  nl: {
    prints: [
      'Foto’s afdrukken',
      'Fotoafdrukken bestellen',
      'Fotoafdrukken van {size:1000x1000} tot {size:3000x2000} op vier papiersoorten.',
      'Je foto’s als afdruk',
      'Echte fotoafdrukken in zes formaten, van vierkant {size:1000x1000} tot groot {size:3000x2000}.',
    ],
    boxes: [
      'Fotoboxen',
      'Fotobox maken',
      'Fotoboxen in drie maten, gevuld met je afdrukken.',
      'Je foto’s in een box',
      'Klein, groot of MAX: de box komt met je afdrukken op het papier van je keuze.',
    ],
    frames: [
      'Lijsten',
      'Kies een lijst',
      'Lijst, passe-partout en museumglas voor je beeld.',
      'De juiste lijst',
      'Kies soort lijst, kleur, passe-partout en beglazing – de prijs volgt elke keuze.',
    ],
  },
}

function page(id: string, brandName: string, words: [string, string, string, string, string], body: Node[], calculator?: Node): Node {
  const [, title, description, headline, text] = words
  return {
    _uid: id,
    component: 'page',
    title: `${title} | ${brandName}`,
    description,
    robots: 'index,follow',
    teaser: [],
    ...(calculator
      ? {
          calculator: [
            {
              _uid: `${id}-calculator`,
              component: 'Calculator',
              ctaText: 'cta.jetztGestalten',
              ctaColor: '',
              isCollage: false,
              sku: '',
              ...calculator,
            },
          ],
        }
      : {}),
    body: [
      { _uid: `${id}-headline`, component: 'Headline', text: headline, level: 'h1' },
      { _uid: `${id}-text`, component: 'Text', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] } },
      ...body,
    ],
  }
}

/** The photo and frame pages of each language folder. */
export function photoStories(brand: BrandKey, brandName: string, folders: readonly string[]): DemoStorySeed[] {
  return folders.flatMap((f): DemoStorySeed[] => {
    const w = WORDS[f.slice(0, 2)] ?? (WORDS.de as PhotoWords)
    const id = (slug: string) => `${brand}-${f}-${slug}`
    const stories: DemoStorySeed[] = [
      {
        full_slug: `${f}/fotos-drucken`,
        name: w.prints[0],
        content: page(
          id('fotos-drucken'),
          brandName,
          w.prints,
          [{ _uid: `${id('fotos-drucken')}-detail`, component: 'PhotoDetail', photoboxType: 'photoprint' }],
          { product: 'photoprint' },
        ),
      },
      {
        full_slug: `${f}/fotoboxen`,
        name: w.boxes[0],
        content: page(
          id('fotoboxen'),
          brandName,
          w.boxes,
          [{ _uid: `${id('fotoboxen')}-detail`, component: 'PhotoDetail', photoboxType: 'small' }],
          { product: 'photobox' },
        ),
      },
    ]
    if (brand === 'poster') {
      stories.push({
        full_slug: `${f}/bilderrahmen`,
        name: w.frames[0],
        content: page(id('bilderrahmen'), brandName, w.frames, [
          { _uid: `${id('bilderrahmen')}-selection`, component: 'FrameSelection', frameFamily: 'holzrahmen', headline: '', ctaText: '' },
        ]),
      })
    }
    return stories
  })
}

/** The main navigation's items for photo prints and photo boxes (after the shop item), in the folder's language. */
export function photoNavigation(f: string, id: string): Node[] {
  const w = WORDS[f.slice(0, 2)] ?? (WORDS.de as PhotoWords)
  const link = (slug: string): Node => ({ id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: `${f}/${slug}` })
  return [
    { _uid: `${id}-nav-prints`, component: 'NavigationItem', text: w.prints[0], link: link('fotos-drucken') },
    { _uid: `${id}-nav-boxes`, component: 'NavigationItem', text: w.boxes[0], link: link('fotoboxen') },
  ]
}
